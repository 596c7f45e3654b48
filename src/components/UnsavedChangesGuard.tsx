import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `pending` names unsaved work, leaving the page asks first: a navigation within the console (another
 * page, another repository, signing out) through the router's blocker, closing or reloading the tab through
 * the browser's own `beforeunload` prompt. Moving within the page (its list's page, sort or filter) is not
 * leaving, so it is let through.
 */
export function UnsavedChangesGuard({ pending, onDiscard }: { pending: string | undefined; onDiscard(): void }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => pending !== undefined && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (pending === undefined) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal opened onClose={() => blocker.reset()} title="Leave without saving?">
      <Stack>
        <Text>You have {pending}. Leaving this page discards what is not saved.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset()} data-autofocus>
            Stay on this page
          </Button>
          <Button
            color="red"
            onClick={() => {
              onDiscard();
              blocker.proceed();
            }}
          >
            Discard and leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
