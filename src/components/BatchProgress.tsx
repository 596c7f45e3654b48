import { Progress, Stack, Text } from '@mantine/core';
import { counted } from '../lib/counted';

/** How far a batch of writes has got: "Saved 3 of 12 accessors" (`noun` in the singular). */
export function BatchProgress({
  done,
  settled,
  total,
  noun,
}: {
  done: string;
  settled: number;
  total: number;
  noun: string;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        {done} {settled} of {counted(total, noun)}
      </Text>
      <Progress value={(100 * settled) / Math.max(1, total)} aria-label={`${done} so far`} />
    </Stack>
  );
}
