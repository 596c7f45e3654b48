import { ActionIcon, Alert, Badge, Button, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconKeyOff, IconRefresh } from '@tabler/icons-react';
import { labelFor } from '../lib/words';
import { shortUuid } from '../lib/uuid';
import { UuidDetail } from '../ui/UuidDetail';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiKeyPageReader } from './queries';
import type { ApiKey, ApiKeyCreated } from '../api/types';
import { DataTable, type Column } from '../list/DataTable';
import { ExportButton, ExportStatus } from '../list/ExportButton';
import { ListFilter } from '../list/ListFilter';
import { Missing } from '../ui/Missing';
import { PageTitle } from '../ui/PageTitle';
import { selectionColumn } from '../list/SelectionColumn';
import { KEY_STATUSES, keyStatus, localDateTime, relativeTime, type KeyStatusKind } from './expiry';
import { keyWarningDays } from './warningSetting';
import { scheduleByKey } from './rollPlan';
import { useKeyRevocations } from './scheduleQueries';
import { RollDialog } from './RollDialog';
import { KeySchedulePanel, KeyScheduleLines } from './KeySchedule';
import { isPendingRevocation } from '../../common/keySchedule';
import { API_KEY_LIST, apiKeyListQuery, keyMatches, useApiKeyList, type KeyHolder } from './useApiKeyList';
import { isPersonKey } from '../../common/personKeys';
import { useRowSelection } from '../list/selection';
import { useCsvExport } from '../list/useCsvExport';
import { useAdministrator, useSession } from '../session';
import { IssueKeyDialog } from './IssueKeyDialog';
import { BulkRevokeDialog, RevokeDialog } from './RevokeDialogs';
import { SecretDialog } from './SecretDialog';

import { t } from '../i18n/translate';
import { SelectionActions } from '../list/SelectionActions';
import { ROUTES, signInPath } from '../lib/paths';
import { Content } from '../ui/Content';
import { HistoryLine, useLatestEvents } from '../activity';

function Expiry({ at }: { at: string | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{localDateTime(at, t('apiKeys.noExpiry'))}</Text>
      <Text size="xs" c="dimmed">
        {relativeTime(at)}
      </Text>
    </Stack>
  );
}

function StatusBadge({ apiKey }: { apiKey: ApiKey }) {
  const { label, color } = keyStatus(apiKey);
  return (
    <Badge variant="light" color={color} tt="none">
      {label}
    </Badge>
  );
}

/**
 * Applications' keys about to expire, listed first, each with "Roll" beside it (and all at once). The service does
 * not say when a key was last used, so the console cannot tell which are still in use: it says so.
 */
function AboutToExpire({
  keys,
  rollable,
  onRoll,
  onShow,
}: {
  keys: readonly ApiKey[];
  rollable: (key: ApiKey) => boolean;
  onRoll: (keys: readonly ApiKey[]) => void;
  onShow: () => void;
}) {
  const toRoll = keys.filter(rollable);
  const shown = keys.slice(0, 10);
  return (
    <Alert color="yellow" title={t('apiKeys.expiringSoon', { count: keys.length, days: keyWarningDays() })}>
      <Stack gap="xs">
        <Text size="sm">
          {t('apiKeys.expiringText')} {t('apiKeys.lastUseUnknown')}
        </Text>
        <Stack gap={4} role="list" aria-label={t('apiKeys.aboutToExpire')}>
          {shown.map((key) => (
            <Group key={key.uuid} gap="sm" role="listitem" wrap="nowrap">
              <Text size="sm" fw={500}>
                <Content>{key.applicationName}</Content>
              </Text>
              <Text size="sm">{keyStatus(key).label}</Text>
              {rollable(key) && (
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={t('apiKeys.rollKey', { name: key.applicationName ?? '' })}
                  onClick={() => onRoll([key])}
                >
                  {t('apiKeys.roll')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
        <Group gap="xs">
          {toRoll.length > 1 && (
            <Button size="compact-sm" variant="light" onClick={() => onRoll(toRoll)}>
              {t('apiKeys.rollAll', { count: toRoll.length })}
            </Button>
          )}
          <Button variant="subtle" size="compact-sm" onClick={onShow}>
            {t('apiKeys.showThem')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

const keyId = (key: ApiKey) => key.uuid;
const statusFilter = () => [
  { value: 'all', label: t('apiKeys.statusAll') },
  ...KEY_STATUSES.map((status) => ({ value: status, label: labelFor('keyStatus', status) })),
];
const holderFilter = () => [
  { value: 'all', label: t('apiKeys.holderAll') },
  { value: 'applications', label: t('apiKeys.holderApplications') },
  { value: 'people', label: t('apiKeys.holderPeople') },
];

function KeyList() {
  const readKeys = useApiKeyPageReader();
  const keys = useApiKeyList();
  const { list, total, rows } = keys;
  const latest = useLatestEvents(useMemo(() => rows.flatMap((key) => (key.uuid ? [key.uuid] : [])), [rows]));
  const selection = useRowSelection(keyId);
  const [issuing, setIssuing] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated>();
  const [revoking, setRevoking] = useState<ApiKey>();
  const [bulkRevoking, setBulkRevoking] = useState(false);
  const [rolling, setRolling] = useState<readonly ApiKey[]>();
  // null: the console's server keeps no key schedule here, so nothing can be rolled.
  const revocations = useKeyRevocations().data;
  const schedule = useMemo(() => scheduleByKey(revocations ?? []), [revocations]);
  /** Whether a key can be rolled now: an application's, with no revoke of its own under way. */
  const rollable = (key: ApiKey) => {
    if (!revocations || !key.uuid || isPersonKey(key.applicationName)) return false;
    const own = schedule.get(key.uuid)?.own;
    return !own || !(isPendingRevocation(own.state) || own.state === 'rolling');
  };
  const exporter = useCsvExport({
    fileName: 'api-keys.csv',
    header: ['uuid', 'applicationName', 'status', 'createdAt', 'expiresAt'],
    row: (key: ApiKey) => [key.uuid, key.applicationName, keyStatus(key).status, key.createdAt, key.expiresAt],
    keep: keys.status || keys.holder ? keyMatches({ status: keys.status, holder: keys.holder }) : undefined,
    fetchPage: (startAt, maxResults, signal) => readKeys(apiKeyListQuery(list.state, { startAt, maxResults }), signal),
  });
  const columns: Column<ApiKey>[] = [
    selectionColumn(selection, rows, {
      selectAllLabel: t('apiKeys.selectAll'),
      nameOf: (k) => k.applicationName ?? k.uuid ?? t('apiKeys.keyWithoutUuid'),
      selectable: (k) => k.uuid !== undefined,
    }),
    {
      key: 'applicationName',
      title: t('apiKeys.application'),
      sort: 'applicationName',
      render: (k) =>
        !k.applicationName ? (
          <Missing what={t('missing.noName')} />
        ) : isPersonKey(k.applicationName) ? (
          <Group gap="xs" wrap="nowrap">
            <Content>{k.applicationName}</Content>
            <Badge variant="outline" color="gray" tt="none" title={t('apiKeys.personKeyHint')}>
              {t('apiKeys.personKey')}
            </Badge>
          </Group>
        ) : (
          <Content>{k.applicationName}</Content>
        ),
    },
    {
      key: 'status',
      title: t('apiKeys.status'),
      sort: 'status',
      render: (k) => (
        <Stack gap={4}>
          <StatusBadge apiKey={k} />
          <KeyScheduleLines schedule={k.uuid ? schedule.get(k.uuid) : undefined} />
        </Stack>
      ),
    },
    {
      key: 'createdAt',
      title: t('apiKeys.created'),
      sort: 'createdAt',
      render: (k) => {
        const event = k.uuid ? latest.get(k.uuid) : undefined;
        return (
          <Stack gap={0}>
            <Text size="sm">{localDateTime(k.createdAt)}</Text>
            {event && <HistoryLine event={event} />}
          </Stack>
        );
      },
    },
    { key: 'expiresAt', title: t('apiKeys.expires'), sort: 'expiresAt', render: (k) => <Expiry at={k.expiresAt} /> },
    {
      key: 'uuid',
      title: t('common.uuid'),
      sort: 'uuid',
      render: (k) =>
        k.uuid ? (
          <UuidDetail uuid={k.uuid} of={t('apiKeys.keyOf', { name: k.applicationName ?? '' })} />
        ) : (
          <Missing what={t('missing.noUuid')} />
        ),
    },
    {
      key: 'actions',
      title: t('apiKeys.revoke'),
      hiddenTitle: true,
      // A key without a uuid cannot be named in a revocation.
      render: (k) => {
        if (!k.uuid) return null;
        const name = k.applicationName ?? shortUuid(k.uuid);
        const revoke = t('apiKeys.revokeKey', { name });
        const roll = t('apiKeys.rollKey', { name });
        return (
          <Group gap={4} wrap="nowrap">
            {rollable(k) && (
              <Tooltip label={roll}>
                <ActionIcon variant="subtle" aria-label={roll} onClick={() => setRolling([k])}>
                  <IconRefresh size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={revoke}>
              <ActionIcon color="red" variant="subtle" aria-label={revoke} onClick={() => setRevoking(k)}>
                <IconKeyOff size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    },
  ];
  const status = keys.status && labelFor('keyStatus', keys.status);
  const emptyText = keys.holder
    ? t('apiKeys.emptyHolder', { holder: keys.holder })
    : list.state.filter
      ? status
        ? t('apiKeys.emptyFilterStatus', { filter: list.state.filter, status })
        : t('apiKeys.emptyFilter', { filter: list.state.filter })
      : status
        ? t('apiKeys.emptyStatus', { status })
        : t('apiKeys.none');
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('apiKeys.title')}</PageTitle>
        <Group align="flex-end">
          <ListFilter list={list} label={t('apiKeys.filter')} />
          <ExportButton exporter={exporter} disabled={total === 0} />
          <Button onClick={() => setIssuing(true)}>{t('apiKeys.issue')}</Button>
        </Group>
      </Group>
      {keys.aboutToExpire && keys.aboutToExpire.length > 0 && (
        <AboutToExpire
          keys={keys.aboutToExpire}
          rollable={rollable}
          onRoll={setRolling}
          onShow={() => keys.setStatus('EXPIRING')}
        />
      )}
      {revocations && <KeySchedulePanel revocations={revocations} />}
      <Group justify="space-between">
        <Group>
          <SegmentedControl
            aria-label={t('apiKeys.statusFilter')}
            value={keys.status ?? 'all'}
            onChange={(value) => keys.setStatus(value === 'all' ? undefined : (value as KeyStatusKind))}
            data={statusFilter()}
          />
          <SegmentedControl
            aria-label={t('apiKeys.holderFilter')}
            value={keys.holder ?? 'all'}
            onChange={(value) => keys.setHolder(value === 'all' ? undefined : (value as KeyHolder))}
            data={holderFilter()}
          />
        </Group>
        <Group gap="sm">
          <SelectionActions
            count={selection.count}
            said={selection.count === 0 ? t('apiKeys.noneSelected') : t('apiKeys.selected', { count: selection.count })}
            onClear={selection.clear}
          >
            {revocations && (
              <Button
                size="xs"
                variant="light"
                disabled={!selection.rows.every(rollable)}
                title={selection.rows.every(rollable) ? undefined : t('apiKeys.rollSelectedNot')}
                onClick={() => setRolling(selection.rows)}
              >
                {t('apiKeys.rollSelected', { count: selection.count })}
              </Button>
            )}
            <Button size="xs" color="red" onClick={() => setBulkRevoking(true)}>
              {t('apiKeys.revokeSelected', { count: selection.count })}
            </Button>
          </SelectionActions>
        </Group>
      </Group>
      <ExportStatus exporter={exporter} what="keys" />
      <DataTable
        label={t('apiKeys.title')}
        columns={columns}
        source={keys}
        rowKey={(k) => k.uuid}
        pageSizes={API_KEY_LIST.pageSizes}
        empty={<Text>{emptyText}</Text>}
      />
      {issuing && (
        <IssueKeyDialog
          onClose={() => setIssuing(false)}
          onCreated={(key) => {
            setIssuing(false);
            setCreated(key);
          }}
        />
      )}
      {created && <SecretDialog created={created} onClose={() => setCreated(undefined)} />}
      {rolling && <RollDialog keys={rolling} onClose={() => setRolling(undefined)} />}
      {revoking && <RevokeDialog apiKey={revoking} onClose={() => setRevoking(undefined)} />}
      {bulkRevoking && (
        <BulkRevokeDialog
          keys={selection.rows}
          onClose={() => setBulkRevoking(false)}
          onRevoked={(revoked) => selection.setRows(revoked, false)}
        />
      )}
    </Stack>
  );
}

/** Key management needs the administrator; an application key is told so instead of meeting a 403. */
export function ApiKeysPage() {
  const { signOut } = useSession();
  const administrator = useAdministrator();
  const navigate = useNavigate();
  if (!administrator) {
    return (
      <Stack maw={640}>
        <PageTitle>{t('apiKeys.title')}</PageTitle>
        <Alert color="blue" title={t('apiKeys.needsAdmin')}>
          {t('apiKeys.needsAdminText')}
          <Group mt="sm">
            <Button
              onClick={() => {
                signOut();
                void navigate(signInPath({ as: 'admin', next: ROUTES.apiKeys }));
              }}
            >
              {t('apiKeys.signInAsAdmin')}
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }
  return <KeyList />;
}
