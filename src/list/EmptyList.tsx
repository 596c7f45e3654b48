import { Anchor, Text } from '@mantine/core';
import { t, tRich, type MessageKey } from '../i18n/translate';
import type { ListController } from './useListController';

/**
 * What a list with no rows says: that nothing matches its filter, with a link that clears it (`noMatch`, whose
 * <clear> part is the link), or that there is nothing at all (`none`).
 */
export function EmptyList({ list, noMatch, none }: { list: ListController; noMatch: MessageKey; none: MessageKey }) {
  return list.state.filter ? (
    <Text>
      {tRich(noMatch, {
        filter: list.state.filter,
        clear: (chunks) => <Anchor onClick={() => list.setFilterInput('')}>{chunks}</Anchor>,
      })}
    </Text>
  ) : (
    <Text>{t(none)}</Text>
  );
}
