import { Alert, Button, Group, Text } from '@mantine/core';
import { canRetry, describeError, isMissing, isRefused } from './errors';
import { t } from '../i18n/translate';

function headingFor(error: unknown): string {
  if (isMissing(error)) return t('error.notFound');
  if (isRefused(error)) return t('error.notAllowed');
  return t('error.couldNotLoad');
}

/**
 * A failure with what went wrong; the user stays where they were. "Try again" is offered only where asking
 * again can help (see canRetry); a refusal says what was refused (`action`, e.g. "read this repository's
 * accessors").
 */
export function ErrorState({
  error,
  onRetry,
  title,
  action,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  action?: string;
}) {
  return (
    <Alert color={isRefused(error) ? 'orange' : 'red'} title={title ?? headingFor(error)} role="alert">
      <Text size="sm">{describeError(error, action)}</Text>
      {onRetry && canRetry(error) && (
        <Group mt="sm">
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
