import { ActionIcon, Alert, Badge, Button, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconKeyOff } from '@tabler/icons-react';
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
import { EXPIRING_DAYS, KEY_STATUSES, keyStatus, localDateTime, relativeTime, type KeyStatusKind } from './expiry';
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
    { key: 'status', title: t('apiKeys.status'), sort: 'status', render: (k) => <StatusBadge apiKey={k} /> },
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
        const revoke = t('apiKeys.revokeKey', { name: k.applicationName ?? shortUuid(k.uuid) });
        return (
          <Tooltip label={revoke}>
            <ActionIcon color="red" variant="subtle" aria-label={revoke} onClick={() => setRevoking(k)}>
              <IconKeyOff size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
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
      {keys.expiringSoon !== undefined && keys.expiringSoon > 0 && (
        <Alert color="yellow" title={t('apiKeys.expiringSoon', { count: keys.expiringSoon, days: EXPIRING_DAYS })}>
          {t('apiKeys.expiringText')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => keys.setStatus('EXPIRING')}>
            {t('apiKeys.showThem')}
          </Button>
        </Alert>
      )}
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
