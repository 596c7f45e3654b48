import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router';
import { describeError } from './errors';
import { t } from '../i18n/translate';
import { ROUTES } from '../lib/paths';

function Fallback({ part, error }: FallbackProps & { part: BoundaryPart }) {
  return (
    <Alert color="red" title={t('boundary.failed', { part })} role="alert">
      <Text size="sm">{describeError(error)}</Text>
      <Group mt="sm">
        <Button component={Link} to={ROUTES.repositories} size="xs" variant="subtle">
          {t('common.backToRepositories')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * A part of the console that fails on its own (a page, a panel): one row a service sends in a shape nobody
 * expected says what failed and offers a way back instead of blanking the whole console. Drawing the same
 * answer again would fail the same way, so there is no "Try again": a change of `resetKeys` (the page's
 * path, say) draws afresh.
 */
export type BoundaryPart = 'page' | 'canvas' | 'descriptions' | 'documents';

export function Boundary({
  part,
  resetKeys,
  children,
}: {
  part: BoundaryPart;
  resetKeys?: unknown[];
  children: ReactNode;
}) {
  return (
    <ErrorBoundary fallbackRender={(props) => <Fallback part={part} {...props} />} resetKeys={resetKeys}>
      {children}
    </ErrorBoundary>
  );
}
