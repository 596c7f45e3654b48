import { Alert, Button, Card, Group, List, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNow } from '../../lib/useNow';
import { backgroundIndexing } from '../../lib/indexingSetting';
import { estimateMsLeft, percentBuilt } from '../../searchIndex/progress';
import { useIndexUnavailable } from '../../searchIndex/availability';
import { useIndexControls, useIndexProgress } from '../../searchIndex/useIndexProgress';

const PHASES = {
  starting: 'Starting',
  repositories: 'Reading repositories',
  models: 'Reading model lists',
  canvases: 'Reading canvases',
  symbols: 'Reading symbol titles',
  idle: 'Up to date',
} as const;

const count = (done: number, of: number) => `${done.toLocaleString()} of ${of.toLocaleString()}`;

function duration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `about ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 90 ? `about ${minutes} min` : `about ${Math.round(minutes / 60)} h`;
}

/** The index's state: what it holds of what is known, requests, time left, and Pause, Resume and Rebuild. */
export function IndexStatusPanel() {
  const progress = useIndexProgress();
  const unavailable = useIndexUnavailable();
  const controls = useIndexControls();
  // Re-drawn every second, for the time left and the wait's countdown.
  const now = useNow(true, 1000);
  if (unavailable) {
    return (
      <Card withBorder aria-label="Search index status" role="region" p={0}>
        <Alert color="gray" title="The search index is not available in this browser">
          Search, where-used and relations need it, and {unavailable}. Everything else in the console works; another
          browser, or this one with site storage allowed, keeps the index.
        </Alert>
      </Card>
    );
  }
  if (!progress) return null;
  const { status, control } = progress;
  const left = estimateMsLeft(progress, now);
  const waiting =
    status.waitingUntil !== undefined && status.waitingUntil > now ? status.waitingUntil - now : undefined;
  const state = control.paused
    ? 'Paused'
    : !backgroundIndexing()
      ? 'Off on this device (see Settings)'
      : PHASES[status.phase];
  return (
    <Card withBorder aria-label="Search index status" role="region">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Search index · {state}</Text>
        <Group gap="xs">
          {control.paused ? (
            <Button size="xs" onClick={controls.resume}>
              Resume
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={controls.pause}>
              Pause
            </Button>
          )}
          <Button size="xs" variant="default" onClick={controls.rebuild}>
            Rebuild
          </Button>
        </Group>
      </Group>
      <Progress value={percentBuilt(progress)} aria-label="Index built" mb="sm" />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Text size="sm">Repositories: {count(progress.repositories.walked, progress.repositories.known)}</Text>
        <Text size="sm">Models: {count(progress.models.indexed, progress.models.known)}</Text>
        <Text size="sm">Canvases: {count(progress.canvases.read, progress.canvases.of)}</Text>
        <Text size="sm">Symbols: {count(progress.symbols.read, progress.symbols.known)}</Text>
      </SimpleGrid>
      <Stack gap={2} mt="xs">
        <Text size="sm">
          Requests used: {status.requests.toLocaleString()}
          {status.lastRefreshAt !== undefined && ` · last refresh ${new Date(status.lastRefreshAt).toLocaleString()}`}
        </Text>
        {!control.paused && left !== undefined && (
          <Text size="sm">Time left: {duration(left)}, at the rate the service's limit allowed so far.</Text>
        )}
        {waiting !== undefined && !control.paused && (
          <Text size="sm">
            {status.error ? 'Trying again' : 'Waiting for the rate limit'} in {Math.ceil(waiting / 1000)} s.
          </Text>
        )}
      </Stack>
      {status.error && (
        <Alert color="red" mt="xs" title="The last walk failed">
          {status.error}
        </Alert>
      )}
      {status.notes.length > 0 && (
        <List size="sm" mt="xs">
          {status.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
