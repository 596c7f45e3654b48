import { Alert, Button, Group, Text } from '@mantine/core';
import { isApiError } from '../api/errors';
import { describeError } from '../lib/errors';

/** A failure with what went wrong and a way forward; the user stays where they were. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const status = isApiError(error) ? error.status : undefined;
  const heading = title ?? (status === 403 ? 'Not allowed' : status === 404 ? 'Not found' : 'Could not load this');
  return (
    <Alert color={status === 403 ? 'orange' : 'red'} title={heading} role="alert">
      <Text size="sm">{describeError(error)}</Text>
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" variant="light" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      )}
    </Alert>
  );
}
