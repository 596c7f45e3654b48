import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { t } from '../i18n/translate';

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
    <Modal opened onClose={() => blocker.reset()} title={t('unsaved.title')}>
      <Stack>
        <Text>{t('unsaved.text', { pending })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset()} data-autofocus>
            {t('unsaved.stay')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              onDiscard();
              blocker.proceed();
            }}
          >
            {t('unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
