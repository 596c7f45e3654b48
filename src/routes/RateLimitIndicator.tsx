import { Button, Popover, Stack, Table, Text } from '@mantine/core';
import { useRateLimitState } from '../api/queries/rateLimit';
import { budgetFigures, budgetNotice } from '../features/serviceBudget/budgetWords';
import { useNow } from '../lib/useNow';
import { t, formatNumber } from '../i18n/translate';

// Loaded after the first page (see Shell): Mantine's Popover would add 7 KB gzip to every first page, and the
// indicator has nothing to say before the service's first answer anyway.

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

/**
 * The service's rate limit in the header: a quiet button while there is room, words when it matters (the
 * person's requests wait, or the window's last tenth is being spent), and this window's figures on a click.
 */
export function RateLimitIndicator() {
  const state = useRateLimitState();
  const now = useNow(state.resetAt !== undefined || state.waiting !== undefined, 1000);
  if (state.limit === undefined && state.waiting === undefined) return null;
  const notice = budgetNotice(state, now);
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        {notice ? (
          <Button
            size="compact-xs"
            variant="light"
            color={notice.waiting ? 'orange' : 'yellow'}
            title={t('rate.buttonTitle')}
          >
            <Text span size="xs" maw={{ base: 120, md: 360 }} truncate="end">
              {notice.text}
            </Text>
          </Button>
        ) : (
          <Button size="compact-xs" variant="subtle" color="gray" title={t('rate.buttonTitle')}>
            {t('rate.button')}
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown>
        <BudgetFiguresText />
      </Popover.Dropdown>
    </Popover>
  );
}
