import { ActionIcon, Alert, Badge, Button, FileButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type Column } from '../list/DataTable';
import { ListFilter } from '../list/ListFilter';
import { notifyFailure, notifySuccess } from '../ui/notify';
import { PageTitle } from '../ui/PageTitle';
import { UuidDetail } from '../ui/UuidDetail';
import { useDirectory, type Directory } from './DirectoryContext';
import { directoryToCsv, type DirectoryEntry } from './directory';
import { DIRECTORY_LIST, useDirectoryList } from './useDirectoryList';

import { download } from '../lib/download';
import { ImportDialog } from './ImportDialog';
import { NameDialog } from './NameDialog';
import { t } from '../i18n/translate';

const ORIGIN_WORDS = {
  installation: 'directory.originInstallation',
  'this browser': 'directory.originLocal',
  published: 'directory.originPublished',
  'built in': 'directory.originBuiltIn',
} as const;

function columns(directory: Directory, onRename: (entry: DirectoryEntry) => void): Column<DirectoryEntry>[] {
  return [
    {
      key: 'name',
      title: t('common.name'),
      sort: 'name',
      render: (e) => (
        <Text size="sm" fw={500} translate="no">
          {e.name}
        </Text>
      ),
    },
    {
      key: 'kind',
      title: t('directory.kind'),
      sort: 'kind',
      render: (e) => (
        <Badge variant="light" color={e.kind === 'group' ? 'grape' : 'blue'}>
          {t(e.kind === 'group' ? 'directory.group' : 'directory.user')}
        </Badge>
      ),
    },
    {
      key: 'email',
      title: t('directory.email'),
      sort: 'email',
      render: (e) =>
        e.email && (
          <Text size="sm" translate="no">
            {e.email}
          </Text>
        ),
    },
    {
      key: 'uuid',
      title: t('directory.uuid'),
      render: (e) => <UuidDetail uuid={e.uuid} of={e.name} />,
    },
    {
      key: 'origin',
      title: t('directory.from'),
      render: (e) => (
        <Text size="sm" c="dimmed">
          {t(ORIGIN_WORDS[directory.origin(e.uuid)])}
        </Text>
      ),
    },
    {
      key: 'actions',
      title: t('directory.actions'),
      hiddenTitle: true,
      render: (e) => (
        <Group gap={4} wrap="nowrap">
          {directory.editable && (
            <Tooltip label={t('directory.rename', { name: e.name })} withArrow>
              <ActionIcon
                variant="subtle"
                aria-label={t('directory.rename', { name: e.name })}
                onClick={() => onRename(e)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {(directory.origin(e.uuid) === 'this browser' ||
            (directory.origin(e.uuid) === 'installation' && directory.editable)) && (
            <Tooltip label={t('directory.forget', { name: e.name })} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('directory.forget', { name: e.name })}
                onClick={() =>
                  void directory
                    .forget(e.uuid)
                    .then(() => notifySuccess(t('directory.forgotten'), t('directory.forgottenText', { name: e.name })))
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
      notifyFailure(t('directory.fileUnreadable'), t('directory.fileUnreadableText', { file: file.name }));
    }
  };
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <PageTitle>{t('directory.title')}</PageTitle>
          <Text size="sm" c="dimmed" maw={720}>
            {directory.keptBy === 'installation'
              ? t('directory.introInstallation', { editable: String(directory.editable) })
              : t('directory.intro', {
                  published: directory.published ? 'some' : 'none',
                  count: directory.published?.entries ?? 0,
                  local: directory.local.length,
                })}
          </Text>
        </div>
        <Group align="flex-end">
          <ListFilter list={source.list} label={t('directory.filter')} width={260} />
          {directory.editable && (
            <FileButton onChange={(file) => void open(file)} accept=".csv,text/csv">
              {(props) => (
                <Button
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  {...props}
                  disabled={Boolean(directory.storageError)}
                >
                  {t('directory.import')}
                </Button>
              )}
            </FileButton>
          )}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download('directory.csv', directoryToCsv([...directory.entries.values()]))}
          >
            {t('directory.export')}
          </Button>
        </Group>
      </Group>
      {directory.storageError && <Alert color="orange">{directory.storageError}</Alert>}
      {directory.published && directory.published.errors.length > 0 && (
        <Alert color="orange" title={t('directory.badRows')}>
          {directory.published.errors
            .slice(0, 5)
            .map((row) => t('directory.line', { line: row.line, message: row.message }))
            .join(' ')}
        </Alert>
      )}
      <DataTable
        label={t('directory.title')}
        columns={columns(directory, setRenaming)}
        source={source}
        rowKey={(e) => e.uuid}
        pageSizes={DIRECTORY_LIST.pageSizes}
        empty={<Text>{source.list.state.filter ? t('directory.noMatch') : t('directory.none')}</Text>}
      />
      {renaming && <NameDialog uuid={renaming.uuid} kind={renaming.kind} onClose={() => setRenaming(undefined)} />}
      {importing && <ImportDialog {...importing} onClose={() => setImporting(undefined)} />}
    </Stack>
  );
}
