import { Alert, Button, Card, Group, List, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIndexSource, useInstallationIndex, useInstallationIndexDown } from './installationQueries';
import { useNow } from '../lib/useNow';
import { backgroundIndexing } from '../lib/indexingSetting';
import { estimateMsLeft, percentBuilt } from './progress';
import { useBrowserIndexState, useIndexControls } from './useIndexProgress';
import { useReopenIndex } from './useLive';
import { t, formatDateTime } from '../i18n/translate';

const PHASES = {
  starting: 'index.phaseStarting',
  repositories: 'index.phaseRepositories',
  models: 'index.phaseModels',
  canvases: 'index.phaseCanvases',
  symbols: 'index.phaseSymbols',
  idle: 'index.phaseIdle',
} as const;

const count = (done: number, of: number) => t('index.count', { done, of });

function duration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return t('index.aboutSeconds', { count: seconds });
  const minutes = Math.round(seconds / 60);
  return minutes < 90
    ? t('index.aboutMinutes', { count: minutes })
    : t('index.aboutHours', { count: Math.round(minutes / 60) });
}

/** The installation index's state, as its server tells it: what it holds of what this identity can list, and how old. */
function InstallationIndexStatusPanel() {
  const status = useInstallationIndex().data;
  if (!status) return null;
  const { coverage, walk, repositories } = status;
  const walked = repositories.filter((repository) => repository.modelsRead === repository.models).length;
  return (
    <Card withBorder aria-label={t('index.statusTitle')} role="region">
      <Text fw={600} mb="xs">
        {t('index.installationHeading', { state: t(PHASES[walk?.phase ?? 'starting']) })}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('index.installationText')}
      </Text>
      <Progress
        value={coverage.models === 0 ? 0 : (100 * coverage.modelsRead) / coverage.models}
        aria-label={t('index.built')}
        mb="sm"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Text size="sm">{t('index.repositories', { count: count(walked, coverage.repositories) })}</Text>
        <Text size="sm">{t('index.models', { count: count(coverage.modelsRead, coverage.models) })}</Text>
        {walk?.cycleStartedAt && (
          <Text size="sm">{t('index.installationCycle', { at: formatDateTime(Date.parse(walk.cycleStartedAt)) })}</Text>
        )}
        {walk?.lastCycleEndedAt && (
          <Text size="sm">
            {t('index.installationUpdated', { at: formatDateTime(Date.parse(walk.lastCycleEndedAt)) })}
          </Text>
        )}
      </SimpleGrid>
      {walk?.error && (
        <Alert color="red" mt="xs" title={t('index.lastFailed')}>
          {walk.error}
        </Alert>
      )}
    </Card>
  );
}

/** The state of whichever index answers: the installation's, or this browser's own. */
export function IndexStatusPanel() {
  const source = useIndexSource();
  const installationDown = useInstallationIndexDown();
  if (source === 'installation') return <InstallationIndexStatusPanel />;
  if (source !== 'browser') return null;
  return (
    <Stack gap="xs">
      {installationDown && (
        <Alert color="orange" title={t('index.installationDownTitle')}>
          {t('index.installationDown', { reason: installationDown })}
        </Alert>
      )}
      <BrowserIndexStatusPanel />
    </Stack>
  );
}

/** This browser's index: what it holds of what is known, requests, time left, and Pause, Resume and Rebuild. */
function BrowserIndexStatusPanel() {
  const { progress, unavailable, stalled } = useBrowserIndexState();
  const controls = useIndexControls();
  const reopen = useReopenIndex();
  // Re-drawn every second, for the time left and the wait's countdown.
  const now = useNow(true, 1000);
  if (unavailable || stalled) {
    return (
      <Card withBorder aria-label={t('index.statusTitle')} role="region" p={0}>
        <Alert color={unavailable ? 'gray' : 'yellow'} title={t(unavailable ? 'index.notAvailable' : 'index.stalled')}>
          <Text size="sm" mb="xs">
            {unavailable ? t('index.notAvailableText', { reason: unavailable }) : t('index.stalledText')}
          </Text>
          <Button size="xs" variant="default" onClick={reopen}>
            {t('index.tryAgain')}
          </Button>
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
    ? t('index.paused')
    : !backgroundIndexing()
      ? t('index.offHere')
      : t(PHASES[status.phase]);
  return (
    <Card withBorder aria-label={t('index.statusTitle')} role="region">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('index.heading', { state })}</Text>
        <Group gap="xs">
          {control.paused ? (
            <Button size="xs" onClick={controls.resume}>
              {t('index.resume')}
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={controls.pause}>
              {t('index.pause')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={controls.rebuild}>
            {t('index.rebuild')}
          </Button>
        </Group>
      </Group>
      <Progress value={percentBuilt(progress)} aria-label={t('index.built')} mb="sm" />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Text size="sm">
          {t('index.repositories', { count: count(progress.repositories.walked, progress.repositories.known) })}
        </Text>
        <Text size="sm">{t('index.models', { count: count(progress.models.indexed, progress.models.known) })}</Text>
        <Text size="sm">{t('index.canvases', { count: count(progress.canvases.read, progress.canvases.of) })}</Text>
        <Text size="sm">{t('index.symbols', { count: count(progress.symbols.read, progress.symbols.known) })}</Text>
      </SimpleGrid>
      <Stack gap={2} mt="xs">
        <Text size="sm">
          {t('index.requestsUsed', { count: status.requests })}
          {status.lastRefreshAt !== undefined &&
            ` ${t('index.lastRefresh', { at: formatDateTime(status.lastRefreshAt) })}`}
        </Text>
        {!control.paused && left !== undefined && (
          <Text size="sm">{t('index.timeLeft', { duration: duration(left) })}</Text>
        )}
        {waiting !== undefined && !control.paused && (
          <Text size="sm">
            {t(status.error ? 'index.tryingAgain' : 'index.waitingLimit', { seconds: Math.ceil(waiting / 1000) })}
          </Text>
        )}
      </Stack>
      {status.error && (
        <Alert color="red" mt="xs" title={t('index.lastFailed')}>
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
