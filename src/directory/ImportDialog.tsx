import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { notifySuccess } from '../ui/notify';
import { useDirectory } from './DirectoryContext';
import { parseDirectoryCsv, planImport } from './directory';

import { t } from '../i18n/translate';

/** Rows of the preview shown at most; the counts above it are whole. */
const PREVIEW_ROWS = 100;

/**
 * A directory file, previewed before anything is written: what it adds, what it changes (before and after),
 * what the directory already holds, and each bad row by its line, which is left out.
 */
export function ImportDialog({ fileName, text, onClose }: { fileName: string; text: string; onClose: () => void }) {
  const directory = useDirectory();
  const parsed = useMemo(() => parseDirectoryCsv(text), [text]);
  const plan = useMemo(() => planImport(directory.entries, parsed.entries), [directory.entries, parsed.entries]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const written = [...plan.adds, ...plan.changes.map((change) => change.after)];
  const submit = async () => {
    setBusy(true);
    try {
      await directory.save(written);
      notifySuccess(
        t('import.done'),
        t('import.doneText', { added: plan.adds.length, changed: plan.changes.length, file: fileName }),
      );
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('import.notKept'));
    } finally {
      setBusy(false);
    }
  };
  const preview = [
    ...plan.adds.map((entry) => ({ entry, what: 'add', before: undefined })),
    ...plan.changes.map(({ before, after }) => ({ entry: after, what: 'change', before })),
  ].slice(0, PREVIEW_ROWS);
  return (
    <Modal opened onClose={onClose} title={t('import.title', { file: fileName })} size="xl">
      <Stack>
        <List size="sm" aria-label={t('import.what')}>
          <List.Item>{t('import.adds', { count: plan.adds.length })}</List.Item>
          <List.Item>{t('import.changes', { count: plan.changes.length })}</List.Item>
          <List.Item>{t('import.skips', { count: plan.unchanged.length })}</List.Item>
          <List.Item>{t('import.leavesOut', { count: parsed.errors.length })}</List.Item>
        </List>
        {parsed.errors.length > 0 && (
          <Alert color="orange" title={t('import.cannot', { count: parsed.errors.length })} role="alert">
            <ScrollArea.Autosize mah={160} viewportProps={{ tabIndex: 0 }}>
              <List size="sm">
                {parsed.errors.map((row) => (
                  <List.Item key={`${row.line}-${row.message}`}>
                    {t('directory.line', { line: row.line, message: row.message })}
                  </List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        )}
        {preview.length > 0 && (
          <ScrollArea.Autosize mah={320} viewportProps={{ tabIndex: 0 }}>
            <Table aria-label={t('import.names')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.import')}</Table.Th>
                  <Table.Th>{t('common.name')}</Table.Th>
                  <Table.Th>{t('directory.kind')}</Table.Th>
                  <Table.Th>{t('directory.email')}</Table.Th>
                  <Table.Th>{t('import.before')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.map(({ entry, what, before }) => (
                  <Table.Tr key={entry.uuid}>
                    <Table.Td>{t(what === 'add' ? 'import.adding' : 'import.changing')}</Table.Td>
                    <Table.Td>{entry.name}</Table.Td>
                    <Table.Td>{t(entry.kind === 'group' ? 'directory.group' : 'directory.user')}</Table.Td>
                    <Table.Td>{entry.email}</Table.Td>
                    <Table.Td>{before && `${before.name}${before.email ? ` · ${before.email}` : ''}`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        {written.length > PREVIEW_ROWS && (
          <Text size="sm" c="dimmed">
            {t('import.firstShown', { shown: PREVIEW_ROWS, count: written.length })}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={written.length === 0}>
            {written.length === 0 ? t('import.nothing') : t('import.submit', { count: written.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
