import { ActionIcon, Alert, Badge, Button, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconKeyOff } from '@tabler/icons-react';
import { labelFor } from '../../lib/words';
import { shortUuid } from '../../lib/uuid';
import { UuidDetail } from '../../components/UuidDetail';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiKeyPageReader } from '../../api/queries/apiKeys';
import type { ApiKey, ApiKeyCreated } from '../../api/types';
import { DataTable, type Column } from '../../components/DataTable';
import { ExportButton, ExportStatus } from '../../components/ExportButton';
import { ListFilter } from '../../components/ListFilter';
import { Missing } from '../../components/Missing';
import { PageTitle } from '../../components/PageTitle';
import { selectionColumn } from '../../components/SelectionColumn';
import {
  EXPIRING_DAYS,
  KEY_STATUSES,
  keyStatus,
  localDateTime,
  relativeTime,
  type KeyStatusKind,
} from '../../features/apiKeys/expiry';
import { API_KEY_LIST, apiKeyListQuery, useApiKeyList } from '../../features/apiKeys/useApiKeyList';
import { useRowSelection } from '../../features/selection';
import { useCsvExport } from '../../features/useCsvExport';
import { useSession } from '../../session/SessionContext';
import { IssueKeyDialog } from './IssueKeyDialog';
import { BulkRevokeDialog, RevokeDialog } from './RevokeDialogs';
import { SecretDialog } from './SecretDialog';
import { counted } from '../../lib/counted';

function Expiry({ at }: { at: string | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{localDateTime(at, 'No expiry given')}</Text>
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
const STATUS_FILTER = [
  { value: 'all', label: 'All' },
  ...KEY_STATUSES.map((status) => ({ value: status, label: labelFor('keyStatus', status) })),
];

function KeyList() {
  const readKeys = useApiKeyPageReader();
  const keys = useApiKeyList();
  const { list, total, rows } = keys;
  const selection = useRowSelection(keyId);
  const [issuing, setIssuing] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated>();
  const [revoking, setRevoking] = useState<ApiKey>();
  const [bulkRevoking, setBulkRevoking] = useState(false);
  const exporter = useCsvExport({
    fileName: 'api-keys.csv',
    header: ['uuid', 'applicationName', 'status', 'createdAt', 'expiresAt'],
    row: (key: ApiKey) => [key.uuid, key.applicationName, keyStatus(key).status, key.createdAt, key.expiresAt],
    keep: keys.status ? (key: ApiKey) => keyStatus(key).status === keys.status : undefined,
    fetchPage: (startAt, maxResults, signal) => readKeys(apiKeyListQuery(list.state, { startAt, maxResults }), signal),
  });
  const columns: Column<ApiKey>[] = [
    selectionColumn(selection, rows, {
      noun: 'key',
      nameOf: (k) => k.applicationName ?? k.uuid ?? 'a key without a uuid',
      selectable: (k) => k.uuid !== undefined,
    }),
    {
      key: 'applicationName',
      title: 'Application',
      sort: 'applicationName',
      render: (k) => k.applicationName ?? <Missing what="no name" />,
    },
    { key: 'status', title: 'Status', sort: 'status', render: (k) => <StatusBadge apiKey={k} /> },
    {
      key: 'createdAt',
      title: 'Created',
      sort: 'createdAt',
      render: (k) => <Text size="sm">{localDateTime(k.createdAt)}</Text>,
    },
    { key: 'expiresAt', title: 'Expires', sort: 'expiresAt', render: (k) => <Expiry at={k.expiresAt} /> },
    {
      key: 'uuid',
      title: 'UUID',
      sort: 'uuid',
      render: (k) =>
        k.uuid ? <UuidDetail uuid={k.uuid} of={`key ‘${k.applicationName ?? ''}’`} /> : <Missing what="no uuid" />,
    },
    {
      key: 'actions',
      title: 'Revoke',
      hiddenTitle: true,
      // A key without a uuid cannot be named in a revocation.
      render: (k) => {
        if (!k.uuid) return null;
        const revoke = `Revoke key “${k.applicationName ?? shortUuid(k.uuid)}”`;
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
  const emptyText = list.state.filter
    ? `No key's application matches “${list.state.filter}”${keys.status ? ` among ${keys.status} keys` : ''}.`
    : keys.status
      ? `No ${keys.status} keys.`
      : 'No API keys yet.';
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageTitle>API keys</PageTitle>
        <Group align="flex-end">
          <ListFilter list={list} label="Filter by application" />
          <ExportButton exporter={exporter} disabled={total === 0} />
          <Button onClick={() => setIssuing(true)}>Issue key</Button>
        </Group>
      </Group>
      {keys.expiringSoon !== undefined && keys.expiringSoon > 0 && (
        <Alert color="yellow" title={`${counted(keys.expiringSoon, 'key')} expiring in the next ${EXPIRING_DAYS} days`}>
          Their applications are refused once they expire.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => keys.setStatus('EXPIRING')}>
            Show them
          </Button>
        </Alert>
      )}
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Status"
          value={keys.status ?? 'all'}
          onChange={(value) => keys.setStatus(value === 'all' ? undefined : (value as KeyStatusKind))}
          data={STATUS_FILTER}
        />
        <Group gap="sm">
          <Text size="sm" aria-live="polite">
            {selection.count === 0 ? 'No key selected' : `${selection.count} selected`}
          </Text>
          {selection.count > 0 && (
            <>
              <Button size="xs" color="red" onClick={() => setBulkRevoking(true)}>
                Revoke {selection.count} selected
              </Button>
              <Button size="xs" variant="subtle" onClick={selection.clear}>
                Clear selection
              </Button>
            </>
          )}
        </Group>
      </Group>
      <ExportStatus exporter={exporter} noun="keys" />
      <DataTable
        label="API keys"
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
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  if (session?.credential.kind !== 'admin') {
    return (
      <Stack maw={640}>
        <PageTitle>API keys</PageTitle>
        <Alert color="blue" title="Key management needs the administrator">
          You are signed in with an application key. Applications cannot list, issue or revoke keys; only the
          administrator token can.
          <Group mt="sm">
            <Button
              onClick={() => {
                signOut();
                void navigate('/sign-in?as=admin&next=%2Fapi-keys');
              }}
            >
              Sign in as administrator
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }
  return <KeyList />;
}
