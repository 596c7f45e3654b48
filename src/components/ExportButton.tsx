import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import type { CsvExport } from '../features/useCsvExport';

export function ExportButton({ exporter, disabled }: { exporter: CsvExport; disabled?: boolean }) {
  return exporter.running ? (
    <Button variant="default" onClick={exporter.cancel}>
      Cancel export
    </Button>
  ) : (
    <Button variant="default" onClick={() => void exporter.start()} disabled={disabled}>
      Export CSV
    </Button>
  );
}

/** The export's progress bar and any problem it had. */
export function ExportStatus({ exporter, noun }: { exporter: CsvExport; noun: string }) {
  return (
    <>
      {exporter.progress && (
        <Stack gap={4} aria-label="Export progress">
          <Progress value={exporter.progress.total ? (exporter.progress.loaded / exporter.progress.total) * 100 : 0} />
          <Text size="xs" c="dimmed">
            Exporting {exporter.progress.loaded} of {exporter.progress.total || '…'} {noun}
          </Text>
        </Stack>
      )}
      {exporter.error && <Alert color="yellow">{exporter.error}</Alert>}
    </>
  );
}
