import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../i18n/translate';

/**
 * Where a page under a repository sits: Repositories › the repository (its name, or its uuid while the name
 * is unknown) › the page. The last crumb is the page itself, not a link.
 */
export function RepositoryTrail({
  repositoryId,
  name,
  here,
}: {
  repositoryId: string;
  name: string | undefined;
  here?: string;
}) {
  const repository = name ?? repositoryId;
  return (
    <nav aria-label={t('common.breadcrumb')}>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/repositories" size="sm">
          {t('nav.repositories')}
        </Anchor>
        {here ? (
          <Anchor component={Link} to={`/repositories/${repositoryId}`} size="sm">
            {repository}
          </Anchor>
        ) : (
          <Text size="sm" aria-current="page">
            {repository}
          </Text>
        )}
        {here && (
          <Text size="sm" aria-current="page">
            {here}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
