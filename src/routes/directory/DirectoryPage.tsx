import { ActionIcon, Alert, Badge, Button, FileButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { ListFilter } from '../../components/ListFilter';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { PageTitle } from '../../components/PageTitle';
import { UuidDetail } from '../../components/UuidDetail';
import { useDirectory, type Directory } from '../../features/directory/DirectoryContext';
import { directoryToCsv, type DirectoryEntry } from '../../features/directory/directory';
import { DIRECTORY_LIST, useDirectoryList } from '../../features/directory/useDirectoryList';
import { counted } from '../../lib/counted';
import { download } from '../../lib/download';
import { ImportDialog } from './ImportDialog';
import { NameDialog } from './NameDialog';

function columns(directory: Directory, onRename: (entry: DirectoryEntry) => void): Column<DirectoryEntry>[] {
  return [
    {
      key: 'name',
      title: 'Name',
      sort: 'name',
      render: (e) => (
        <Text size="sm" fw={500}>
          {e.name}
        </Text>
      ),
    },
    {
      key: 'kind',
      title: 'Kind',
      sort: 'kind',
      render: (e) => (
        <Badge variant="light" color={e.kind === 'group' ? 'grape' : 'blue'}>
          {e.kind === 'group' ? 'Group' : 'User'}
        </Badge>
      ),
    },
    { key: 'email', title: 'E-mail', sort: 'email', render: (e) => e.email && <Text size="sm">{e.email}</Text> },
    {
      key: 'uuid',
      title: 'uuid',
      render: (e) => <UuidDetail uuid={e.uuid} of={e.name} />,
    },
    {
      key: 'origin',
      title: 'From',
      render: (e) => (
        <Text size="sm" c="dimmed">
          {directory.origin(e.uuid)}
        </Text>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      hiddenTitle: true,
      render: (e) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={`Rename ${e.name}`} withArrow>
            <ActionIcon variant="subtle" aria-label={`Rename ${e.name}`} onClick={() => onRename(e)}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {directory.origin(e.uuid) === 'this browser' && (
            <Tooltip label={`Forget this browser's name for ${e.name}`} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Forget this browser's name for ${e.name}`}
                onClick={() =>
                  void directory
                    .forget(e.uuid)
                    .then(() =>
                      notifySuccess('Name forgotten', `${e.name} is shown by the published name or the uuid again.`),
                    )
                }
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];
}

/**
 * People and groups: the names the console shows for the service's user and group uuids. The service names
 * no one; an installation may publish a directory.csv beside the console, and each browser keeps its own
 * names on top, imported and exported as the same CSV so that a team can share one file.
 */
export function DirectoryPage() {
  const directory = useDirectory();
  const source = useDirectoryList();
  const [renaming, setRenaming] = useState<DirectoryEntry>();
  const [importing, setImporting] = useState<{ fileName: string; text: string }>();
  const open = async (file: File | null) => {
    if (!file) return;
    try {
      setImporting({ fileName: file.name, text: await file.text() });
    } catch {
      notifyFailure('The file could not be read', `${file.name} could not be opened; choose it again.`);
    }
  };
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <PageTitle>People and groups</PageTitle>
          <Text size="sm" c="dimmed" maw={720}>
            The service knows users and groups only by uuid. The console shows the names kept here: the installation's
            published directory
            {directory.published ? ` (${counted(directory.published.entries, 'name')})` : ' (none published)'} and the
            names given or imported in this browser ({directory.local.length}), which win.
          </Text>
        </div>
        <Group align="flex-end">
          <ListFilter list={source.list} label="Filter by name, e-mail or uuid" width={260} />
          <FileButton onChange={(file) => void open(file)} accept=".csv,text/csv">
            {(props) => (
              <Button
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                {...props}
                disabled={Boolean(directory.storageError)}
              >
                Import CSV…
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download('directory.csv', directoryToCsv([...directory.entries.values()]))}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      {directory.storageError && <Alert color="orange">{directory.storageError}</Alert>}
      {directory.published && directory.published.errors.length > 0 && (
        <Alert color="orange" title="The published directory has bad rows">
          {directory.published.errors
            .slice(0, 5)
            .map((row) => `Line ${row.line}: ${row.message}`)
            .join(' ')}
        </Alert>
      )}
      <DataTable
        label="People and groups"
        columns={columns(directory, setRenaming)}
        source={source}
        rowKey={(e) => e.uuid}
        pageSizes={DIRECTORY_LIST.pageSizes}
        empty={
          <Text>
            {source.list.state.filter
              ? 'No name matches the filter.'
              : 'No names yet: import a directory file, or name a uuid where it is shown.'}
          </Text>
        }
      />
      {renaming && <NameDialog uuid={renaming.uuid} kind={renaming.kind} onClose={() => setRenaming(undefined)} />}
      {importing && <ImportDialog {...importing} onClose={() => setImporting(undefined)} />}
    </Stack>
  );
}
