import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  NativeSelect,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES, type AuditAction, type AuditOutcome } from '../../common/audit';
import type { AuditEvent } from '../api/consoleServer/types';
import { formatDateTime, formatNumber, t } from '../i18n/translate';
import { modelPath, repositoryPath, accessorsPath } from '../lib/paths';
import { StaticTable, type StaticColumn } from '../list/StaticTable';
import { ErrorState } from '../ui/ErrorState';
import { PageTitle } from '../ui/PageTitle';
import { EventDetails } from './EventDetails';
import { useAuditActors, useAuditVerification } from './queries';
import { ACTIVITY_PAGE_SIZES, auditQueryOf, useActivityList, type ActivityList } from './useActivityList';
import { useAuditExport } from './useAuditExport';
import { ActorName } from './ActorName';
import { actionWords, actorWords, outcomeWords, OUTCOME_COLOURS } from './words';

/** Where an event's target is in the console, where it has a page. */
function targetLink(event: AuditEvent): string | undefined {
  const { target, details } = event;
  if (!target?.uuid) return undefined;
  if (target.type === 'repository')
    return event.action.startsWith('accessor.') ? accessorsPath(target.uuid) : repositoryPath(target.uuid);
  const repository = (details?.repository as { uuid?: string } | undefined)?.uuid;
  if (target.type === 'model' && event.action === 'draft.accept' && repository && event.outcome === 'succeeded')
    return modelPath(repository, target.uuid);
  return undefined;
}

function columns(open: (id: string) => void): StaticColumn<AuditEvent>[] {
  return [
    {
      title: t('activity.when'),
      render: (event) => (
        <Anchor component="button" type="button" size="sm" onClick={() => open(event.id)}>
          {formatDateTime(event.at, { timeStyle: 'medium' })}
        </Anchor>
      ),
    },
    {
      title: t('activity.who'),
      render: (event) => (
        <Text size="sm">
          <ActorName actor={event.actor} />
        </Text>
      ),
    },
    { title: t('activity.what'), render: (event) => <Text size="sm">{actionWords(event.action as AuditAction)}</Text> },
    {
      title: t('activity.on'),
      render: (event) => {
        const name = event.target?.name ?? event.target?.uuid;
        if (!name) return null;
        const link = targetLink(event);
        return link ? (
          <Anchor component={Link} to={link} size="sm" translate="no">
            {name}
          </Anchor>
        ) : (
          <Text size="sm" translate="no">
            {name}
          </Text>
        );
      },
    },
    {
      title: t('activity.outcome'),
      render: (event) => (
        <Badge variant="light" color={OUTCOME_COLOURS[event.outcome as AuditOutcome]}>
          {outcomeWords(event.outcome as AuditOutcome)}
        </Badge>
      ),
    },
  ];
}

function Filters({ list }: { list: ActivityList }) {
  const actors = useAuditActors();
  const { filters } = list.state;
  const actorChoices = (actors.data?.actors ?? []).map((actor) => ({ value: actor.id, label: actorWords(actor) }));
  // An actor in the URL whom the list does not name (yet) still shows, by its id.
  if (filters.actor && !actorChoices.some((choice) => choice.value === filters.actor))
    actorChoices.unshift({ value: filters.actor, label: filters.actor });
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('activity.filterActor')}
        placeholder={t('activity.anyone')}
        data={actorChoices}
        value={filters.actor ?? null}
        onChange={(value) => list.setFilter('actor', value ?? undefined)}
        searchable
        clearable
        w={220}
      />
      <Select
        label={t('activity.filterAction')}
        placeholder={t('activity.anyAction')}
        data={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionWords(action) }))}
        value={filters.action ?? null}
        onChange={(value) => list.setFilter('action', value ?? undefined)}
        clearable
        w={220}
      />
      <Select
        label={t('activity.filterOutcome')}
        placeholder={t('activity.anyOutcome')}
        data={AUDIT_OUTCOMES.map((outcome) => ({ value: outcome, label: outcomeWords(outcome) }))}
        value={filters.outcome ?? null}
        onChange={(value) => list.setFilter('outcome', value ?? undefined)}
        clearable
        w={160}
      />
      <TextInput
        label={t('activity.filterTarget')}
        defaultValue={filters.target ?? ''}
        key={filters.target ?? ''}
        onBlur={(event) => list.setFilter('target', event.currentTarget.value.trim() || undefined)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') list.setFilter('target', event.currentTarget.value.trim() || undefined);
        }}
        w={300}
        translate="no"
      />
      <TextInput
        type="date"
        label={t('activity.from')}
        value={filters.from ?? ''}
        onChange={(event) => list.setFilter('from', event.currentTarget.value || undefined)}
      />
      <TextInput
        type="date"
        label={t('activity.to')}
        value={filters.to ?? ''}
        onChange={(event) => list.setFilter('to', event.currentTarget.value || undefined)}
      />
      {list.filtered && (
        <Button variant="subtle" onClick={list.clearFilters}>
          {t('activity.clear')}
        </Button>
      )}
    </Group>
  );
}

function ExportMenu({ list }: { list: ActivityList }) {
  const exporter = useAuditExport();
  const query = auditQueryOf(list.state.filters);
  return (
    <Stack gap="xs">
      {exporter.running ? (
        <Group gap="xs" role="status">
          <Progress value={100} animated striped w={120} aria-hidden />
          <Text size="sm">{t('activity.exporting', { lines: exporter.running.progress.lines })}</Text>
          <Button size="xs" variant="default" onClick={exporter.cancel}>
            {t('activity.cancelExport')}
          </Button>
        </Group>
      ) : (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
              {t('activity.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => exporter.start(query, 'csv')}>{t('activity.exportCsv')}</Menu.Item>
            <Menu.Item onClick={() => exporter.start(query, 'jsonl')}>{t('activity.exportJsonl')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      {exporter.outcome?.kind === 'saved' && (
        <Alert color="green" withCloseButton onClose={exporter.dismiss} title={t('activity.exported')}>
          {t('activity.exportedText', { lines: exporter.outcome.lines, file: exporter.outcome.file })}
        </Alert>
      )}
      {exporter.outcome?.kind === 'cancelled' && (
        <Alert color="gray" withCloseButton onClose={exporter.dismiss}>
          {t('activity.exportCancelled')}
        </Alert>
      )}
      {exporter.outcome?.kind === 'failed' && (
        <ErrorState error={exporter.outcome.error} action={t('activity.exportAction')} />
      )}
    </Stack>
  );
}

function ChainCheck() {
  const verification = useAuditVerification();
  const verdict = verification.data;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        leftSection={<IconShieldCheck size={16} aria-hidden />}
        loading={verification.isFetching}
        onClick={() => void verification.refetch()}
      >
        {t('activity.verify')}
      </Button>
      {verification.error ? (
        <ErrorState error={verification.error} action={t('activity.verifyAction')} />
      ) : verdict?.ok ? (
        <Alert color="green" title={t('activity.verified')} role="status">
          {verdict.checked === 0
            ? t('activity.verifiedEmpty')
            : t('activity.verifiedText', { checked: verdict.checked, first: verdict.firstId, last: verdict.lastId })}
        </Alert>
      ) : verdict ? (
        <Alert color="red" title={t('activity.broken')} role="alert">
          {t('activity.brokenText', { id: verdict.brokenAt, why: verdict.why, checked: verdict.checked })}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * Who did what, for administrators: every write that passed the console's server, newest first, filtered by who,
 * what, on what, how it ended and when, each filter in the URL; an event's details; exports; the chain's check.
 */
export function ActivityPage() {
  const list = useActivityList();
  const { query, rows, state } = list;
  const opened = rows.find((event) => event.id === state.event);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <PageTitle>{t('activity.title')}</PageTitle>
          <Text size="sm" c="dimmed" maw={720}>
            {t('activity.intro')}
          </Text>
        </div>
        <Group align="flex-start">
          <ExportMenu list={list} />
          <ChainCheck />
        </Group>
      </Group>
      <Filters list={list} />
      {query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} action={t('activity.readAction')} />
      ) : query.isLoading ? (
        <Progress value={100} animated aria-label={t('activity.loading')} />
      ) : rows.length === 0 ? (
        <Text>{list.filtered ? t('activity.noMatch') : t('activity.none')}</Text>
      ) : (
        <StaticTable label={t('activity.title')} columns={columns(list.open)} rows={rows} rowKey={(e) => e.id} />
      )}
      <Group justify="space-between">
        <NativeSelect
          label={t('activity.rowsPerPage')}
          data={ACTIVITY_PAGE_SIZES.map((size) => ({ value: String(size), label: formatNumber(size) }))}
          value={String(state.size)}
          onChange={(event) => list.setSize(Number(event.currentTarget.value))}
          w={140}
        />
        <Group>
          {state.cursor && (
            <Button variant="default" onClick={list.newest}>
              {t('activity.newest')}
            </Button>
          )}
          <Button variant="default" disabled={!list.next} onClick={list.older}>
            {t('activity.older')}
          </Button>
        </Group>
      </Group>
      {opened && <EventDetails event={opened} onClose={() => list.open(undefined)} />}
    </Stack>
  );
}
