import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { notifySuccess } from '../../components/notify';
import { useDirectory } from '../../features/directory/DirectoryContext';
import { parseDirectoryCsv, planImport } from '../../features/directory/directory';
import { counted } from '../../lib/counted';

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
        'Directory imported',
        `${counted(plan.adds.length, 'name')} added, ${plan.changes.length} changed from ${fileName}.`,
      );
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The names could not be kept in this browser.');
    } finally {
      setBusy(false);
    }
  };
  const preview = [
    ...plan.adds.map((entry) => ({ entry, what: 'add', before: undefined })),
    ...plan.changes.map(({ before, after }) => ({ entry: after, what: 'change', before })),
  ].slice(0, PREVIEW_ROWS);
  return (
    <Modal opened onClose={onClose} title={`Import ${fileName}`} size="xl">
      <Stack>
        <List size="sm" aria-label="What the import does">
          <List.Item>Adds {counted(plan.adds.length, 'name')}</List.Item>
          <List.Item>Changes {counted(plan.changes.length, 'name')}</List.Item>
          <List.Item>Skips {counted(plan.unchanged.length, 'name')} the directory already holds as they are</List.Item>
          <List.Item>Leaves out {counted(parsed.errors.length, 'bad row')}</List.Item>
        </List>
        {parsed.errors.length > 0 && (
          <Alert color="orange" title={`${counted(parsed.errors.length, 'row')} cannot be imported`} role="alert">
            <ScrollArea.Autosize mah={160} viewportProps={{ tabIndex: 0 }}>
              <List size="sm">
                {parsed.errors.map((row) => (
                  <List.Item key={`${row.line}-${row.message}`}>
                    Line {row.line}: {row.message}
                  </List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        )}
        {preview.length > 0 && (
          <ScrollArea.Autosize mah={320} viewportProps={{ tabIndex: 0 }}>
            <Table aria-label="Names to import" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Import</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Before</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.map(({ entry, what, before }) => (
                  <Table.Tr key={entry.uuid}>
                    <Table.Td>{what === 'add' ? 'adds' : 'changes'}</Table.Td>
                    <Table.Td>{entry.name}</Table.Td>
                    <Table.Td>{entry.kind}</Table.Td>
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
            The first {PREVIEW_ROWS} of {written.length} are shown.
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={written.length === 0}>
            {written.length === 0 ? 'Nothing to import' : `Import ${counted(written.length, 'name')}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
