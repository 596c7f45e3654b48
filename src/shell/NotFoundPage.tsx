import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../ui/PageTitle';
import { t } from '../i18n/translate';
import { ROUTES } from '../lib/paths';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <Stack>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Text>{t('notFound.text', { path: location.pathname })}</Text>
      <Anchor component={Link} to={ROUTES.repositories}>
        {t('notFound.toRepositories')}
      </Anchor>
    </Stack>
  );
}
