import { Center, Text } from '@mantine/core';
import { t, type MessageKey } from '../i18n/translate';
import { Spinner } from './Spinner';

// Fallbacks for code-split parts. Components rather than elements: a fallback element made when its module
// loads would keep the words of that moment, before the catalogue or in a language since changed.

/** "Loading…", in words. */
export function WaitingText({ what }: { what: MessageKey }) {
  return <Text c="dimmed">{t(what)}</Text>;
}

/** A spinner named for what it waits for, in a box of the height the part will take. */
export function WaitingSpinner({ what, height }: { what: MessageKey; height: number }) {
  return (
    <Center h={height}>
      <Spinner label={t(what)} />
    </Center>
  );
}
