import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../api/errors';
import { isMissing, isRefused } from '../lib/errors';
import { ErrorState } from './ErrorState';
import { PageTitle } from './PageTitle';

export interface PageErrorProps {
  error: unknown;
  /** What the page is about: "repository", "model", "symbol"… */
  subject: string;
  id: string;
  /** Where to go instead: the list the subject would be in. */
  back: { to: string; label: string };
  onRetry?: () => void;
  action?: string;
}

/** The way back from a repository that could not be read. */
export const BACK_TO_REPOSITORIES = { to: '/repositories', label: 'Back to the repositories' };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
        <PageTitle>{capitalized(subject)} not found</PageTitle>
        <Text>
          {malformed
            ? `“${id}” is not the id of any ${subject}: it is not in the form of one. The address may have been cut short or mistyped.`
            : `There is no ${subject} with the id “${id}”. It may have been deleted, or the address is wrong.`}
        </Text>
        {way}
      </Stack>
    );
  }
  const refused = isRefused(error);
  return (
    <Stack align="flex-start">
      <PageTitle>{refused ? 'Not allowed' : `This ${subject} could not be loaded`}</PageTitle>
      <ErrorState
        error={error}
        onRetry={onRetry}
        action={action}
        title={refused ? `Not allowed to open this ${subject}` : undefined}
      />
      {way}
    </Stack>
  );
}
