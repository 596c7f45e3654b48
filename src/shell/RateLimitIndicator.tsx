import { Popover, Stack, Table, Text } from '@mantine/core';
import { useRateLimitState } from '../api/rateLimit';
import { budgetFigures } from './budgetWords';
import { RateLimitButton } from './headerTriggers';
import { useNow } from '../lib/useNow';
import { t, formatNumber } from '../i18n/translate';

/** This window's figures: whose requests, how many left, when the next window comes (also on the Settings page). */
export function BudgetFiguresText() {
  const state = useRateLimitState();
  const now = useNow(state.resetAt !== undefined, 1000);
  const figures = budgetFigures(state, now);
  if (!figures) return <Text size="sm">{t('rate.notTold')}</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm">{t('rate.allows', { allowance: figures.allowance })}</Text>
      <Table aria-label={t('rate.thisWindow')} withRowBorders={false} verticalSpacing={0} fz="sm">
        <Table.Tbody>
          {(
            [
              [t('rate.byYou'), figures.yours],
              [t('rate.byIndex'), figures.index],
              [t('rate.byOthers'), figures.others],
              [t('rate.left'), figures.left],
            ] as const
          ).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{formatNumber(value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {figures.resetsIn !== undefined && <Text size="sm">{t('rate.nextWindow', { seconds: figures.resetsIn })}</Text>}
      {figures.indexHeld && <Text size="sm">{figures.indexHeld}</Text>}
    </Stack>
  );
}

/** The rate limit's button in the header, with this window's figures on a click. */
export function RateLimitIndicator() {
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <RateLimitButton />
      </Popover.Target>
      <Popover.Dropdown>
        <BudgetFiguresText />
      </Popover.Dropdown>
    </Popover>
  );
}
