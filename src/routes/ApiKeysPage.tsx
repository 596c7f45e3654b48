import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../api/ClientContext';
import { listApiKeys } from '../api/endpoints/apiKeys';
import { useCreateApiKey, useDeleteApiKey } from '../api/queries/apiKeys';
import type { ApiKey, ApiKeyCreated } from '../api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable, type Column } from '../components/DataTable';
import { ListFilter } from '../components/ListFilter';
import { Missing } from '../components/Missing';
import { ExportButton, ExportStatus } from '../components/ExportButton';
import { EXPIRY_PRESETS, expiryFrom, expiryState, localDateTime, relativeTime } from '../features/apiKeys/expiry';
import { API_KEY_LIST, apiKeyListQuery, useApiKeyList } from '../features/apiKeys/useApiKeyList';
import { useCsvExport } from '../features/useCsvExport';
import { describeWriteFailure } from '../lib/errors';
import { useSession } from '../session/SessionContext';
import { PageTitle } from '../components/PageTitle';

function Expiry({ at }: { at: string | undefined }) {
  const state = expiryState(at);
  return (
    <Group gap={6} wrap="nowrap">
      <Stack gap={0}>
        <Text size="sm">{localDateTime(at, 'No expiry given')}</Text>
        <Text size="xs" c="dimmed">{relativeTime(at)}</Text>
      </Stack>
      {state === 'expired' && <Badge color="red">expired</Badge>}
      {state === 'expiring' && <Badge color="yellow">expires within 7 days</Badge>}
    </Group>
  );
}

/** Shows a new key's secret once; closing asks whether it has been stored, and then it is gone. */
function SecretDialog({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal opened onClose={() => setConfirming(true)} title={`API key for ${created.applicationName}`} closeOnClickOutside={false} size="lg">
      <Stack>
        <Alert color="blue">This is the only time the secret is shown. Store it now; no view can show it again.</Alert>
        <Group align="flex-end" wrap="nowrap">
          <PasswordInput label="Secret" value={created.apiKey} readOnly style={{ flex: 1 }} visibilityToggleButtonProps={{ 'aria-label': 'Reveal or hide the secret' }} />
          <CopyButton value={created.apiKey}>
            {({ copied, copy }) => (
              <Button onClick={copy} variant={copied ? 'filled' : 'default'}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">Expires {localDateTime(created.expiresAt)}.</Text>
        {confirming ? (
          <Alert color="yellow" title="Have you stored the secret?">
            <Group mt="xs">
              <Button color="red" onClick={onClose}>Yes, close it for good</Button>
              <Button variant="default" onClick={() => setConfirming(false)}>No, keep it open</Button>
            </Group>
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button onClick={() => setConfirming(true)}>Done</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

function IssueKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (key: ApiKeyCreated) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [preset, setPreset] = useState<string>('90');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string>();
  const submit = async () => {
    if (name.trim() === '') return setError('Enter the application name.');
    const expiry = expiryFrom(preset === 'date' ? { date } : { days: Number(preset) });
    if (expiry.error) return setError(expiry.error);
    setError(undefined);
    try {
      onCreated(await create.mutateAsync({ applicationName: name.trim(), expiresAt: expiry.expiresAt! }));
    } catch (failure) {
      setError(describeWriteFailure(failure, 'The service did not confirm the key. It may exist now: check the list before issuing another one.'));
    }
  };
  return (
    <Modal opened onClose={onClose} title="Issue an API key">
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Stack>
          <TextInput label="Application name" value={name} onChange={(e) => setName(e.currentTarget.value)} withAsterisk data-autofocus />
          <div>
            <Text size="sm" fw={500} mb={4}>Expires</Text>
            <SegmentedControl
              aria-label="Expiry"
              value={preset}
              onChange={setPreset}
              data={[...EXPIRY_PRESETS.map((days) => ({ value: String(days), label: `${days} days` })), { value: 'date', label: 'On a date' }]}
            />
          </div>
          {preset === 'date' && (
            <TextInput type="date" label="Expiry date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
          )}
          {error && <Alert color="red" role="alert">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={create.isPending}>Issue key</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const remove = useDeleteApiKey();
  return (
    <ConfirmDialog
      title="Revoke API key"
      confirmLabel={`Revoke ${apiKey.applicationName}`}
      whenUnknown="The service did not confirm the revocation; the list has been read again, check whether the key is still there."
      onConfirm={() => remove.mutateAsync(apiKey.uuid!)}
      onClose={onClose}
    >
      <Text>
        Revoke the key of <b>{apiKey.applicationName}</b>? The application is refused from its next request on. This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}

function KeyList() {
  const client = useApiClient();
  const keys = useApiKeyList();
  const { list, total } = keys;
  const [issuing, setIssuing] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated>();
  const [revoking, setRevoking] = useState<ApiKey>();
  const exporter = useCsvExport({
    fileName: 'api-keys.csv',
    header: ['uuid', 'applicationName', 'status', 'createdAt', 'expiresAt'],
    row: (key: ApiKey) => [key.uuid, key.applicationName, key.status, key.createdAt, key.expiresAt],
    fetchPage: (startAt, maxResults, signal) =>
      listApiKeys(client, apiKeyListQuery(list.state, { startAt, maxResults }), signal),
  });
  const columns: Column<ApiKey>[] = [
    { key: 'applicationName', title: 'Application', sort: 'applicationName', render: (k) => k.applicationName ?? <Missing what="no name" /> },
    { key: 'status', title: 'Status', sort: 'status', render: (k) => k.status && <Badge variant="light">{k.status}</Badge> },
    { key: 'createdAt', title: 'Created', sort: 'createdAt', render: (k) => <Text size="sm">{localDateTime(k.createdAt)}</Text> },
    { key: 'expiresAt', title: 'Expires', sort: 'expiresAt', render: (k) => <Expiry at={k.expiresAt} /> },
    { key: 'uuid', title: 'UUID', sort: 'uuid', render: (k) => (k.uuid ? <Code fz="xs">{k.uuid}</Code> : <Missing what="no uuid" />) },
    {
      key: 'actions',
      title: 'Revoke',
      hiddenTitle: true,
      // A key without a uuid cannot be named in a revocation.
      render: (k) => {
        if (!k.uuid) return null;
        const revoke = `Revoke ${k.applicationName ?? k.uuid}`;
        return (
          <Tooltip label={revoke}>
            <ActionIcon color="red" variant="subtle" aria-label={revoke} onClick={() => setRevoking(k)}>
              ✕
            </ActionIcon>
          </Tooltip>
        );
      },
    },
  ];
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
      <ExportStatus exporter={exporter} noun="keys" />
      <DataTable
        label="API keys"
        columns={columns}
        source={keys}
        rowKey={(k) => k.uuid}
        pageSizes={API_KEY_LIST.pageSizes}
        empty={<Text>{list.state.filter ? `No key's application matches “${list.state.filter}”.` : 'No API keys yet.'}</Text>}
      />
      {issuing && <IssueKeyDialog onClose={() => setIssuing(false)} onCreated={(key) => { setIssuing(false); setCreated(key); }} />}
      {created && <SecretDialog created={created} onClose={() => setCreated(undefined)} />}
      {revoking && <RevokeDialog apiKey={revoking} onClose={() => setRevoking(undefined)} />}
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
            <Button onClick={() => { signOut(); navigate('/sign-in?as=admin&next=%2Fapi-keys'); }}>Sign in as administrator</Button>
          </Group>
        </Alert>
      </Stack>
    );
  }
  return <KeyList />;
}
