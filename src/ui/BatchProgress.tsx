import { Progress, Stack, Text } from '@mantine/core';

/** How far a batch of writes has got: `said` is the caller's whole sentence ("Saved 3 of 12 accessors"). */
export function BatchProgress({ said, settled, total }: { said: string; settled: number; total: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{said}</Text>
      <Progress value={(100 * settled) / Math.max(1, total)} aria-label={said} />
    </Stack>
  );
}
