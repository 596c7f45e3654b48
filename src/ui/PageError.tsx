import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../api/errors';
import { isMissing, isRefused } from './errors';
import { ErrorState } from './ErrorState';
import { PageTitle } from './PageTitle';
import { t } from '../i18n/translate';
import { ROUTES } from '../lib/paths';

export interface PageErrorProps {
  error: unknown;
  /** What the page is about. */
  subject: 'repository' | 'model' | 'draft' | 'symbol' | 'edit';
  id: string;
  /** Where to go instead: the list the subject would be in. */
  back: { to: string; label: string };
  onRetry?: () => void;
  action?: string;
}

/** The way back from a repository that could not be read. */
export const backToRepositories = () => ({ to: ROUTES.repositories, label: t('common.backToRepositories') });

/**
 * A page whose subject could not be read. An unknown id (404), or one not even in the form of an id (400),
 * is "not found" with the way back to its list, not the service's validation message and a retry that
 * cannot work; any other failure says what went wrong and offers the same way back.
 */
export function PageError({ error, subject, id, back, onRetry, action }: PageErrorProps) {
  const way = (
    <Anchor component={Link} to={back.to}>
      {back.label}
    </Anchor>
  );
  if (isMissing(error)) {
    const malformed = isApiError(error) && error.status === 400;
    return (
      <Stack align="flex-start">
        <PageTitle>{t('pageError.notFoundTitle', { subject })}</PageTitle>
        <Text>{t(malformed ? 'pageError.malformed' : 'pageError.missing', { subject, id })}</Text>
        {way}
      </Stack>
    );
  }
  const refused = isRefused(error);
  return (
    <Stack align="flex-start">
      <PageTitle>{refused ? t('error.notAllowed') : t('pageError.couldNotLoad', { subject })}</PageTitle>
      <ErrorState
        error={error}
        onRetry={onRetry}
        action={action}
        title={refused ? t('pageError.notAllowedToOpen', { subject }) : undefined}
      />
      {way}
    </Stack>
  );
}
