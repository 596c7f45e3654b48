import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../i18n/translate';
import type { ReactNode } from 'react';
import { Content } from '../ui/Content';
import { repositoryPath, ROUTES } from '../lib/paths';

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
  /** The page, in the console's words or as content (a model's title, wrapped in Content). */
  here?: ReactNode;
}) {
  const repository = <Content>{name ?? repositoryId}</Content>;
  return (
    <nav aria-label={t('common.breadcrumb')}>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to={ROUTES.repositories} size="sm">
          {t('nav.repositories')}
        </Anchor>
        {here ? (
          <Anchor component={Link} to={repositoryPath(repositoryId)} size="sm">
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
