import { Progress, Stack, Text } from '@mantine/core';

/** How far a batch of writes has got: "Saved 3 of 12 accessors". */
export function BatchProgress({ done, settled, total, noun }: { done: string; settled: number; total: number; noun: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        {done} {settled} of {total} {noun}
      </Text>
      <Progress value={(100 * settled) / Math.max(1, total)} aria-label={`${done} so far`} />
    </Stack>
  );
}
