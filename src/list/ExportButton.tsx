import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import type { CsvExport } from './useCsvExport';
import { t, formatNumber } from '../i18n/translate';

export function ExportButton({ exporter, disabled }: { exporter: CsvExport; disabled?: boolean }) {
  return exporter.running ? (
    <Button variant="default" onClick={exporter.cancel}>
      {t('export.cancel')}
    </Button>
  ) : (
    <Button variant="default" onClick={() => void exporter.start()} disabled={disabled}>
      {t('export.csv')}
    </Button>
  );
}

/** The export's progress bar and any problem it had. */
export function ExportStatus({ exporter, what }: { exporter: CsvExport; what: 'models' | 'keys' }) {
  return (
    <>
      {exporter.progress && (
        <Stack gap={4} aria-label={t('export.progress')}>
          <Progress value={exporter.progress.total ? (exporter.progress.loaded / exporter.progress.total) * 100 : 0} />
          <Text size="xs" c="dimmed">
            {t('export.exporting', {
              loaded: exporter.progress.loaded,
              what,
              total: exporter.progress.total ? formatNumber(exporter.progress.total) : '…',
            })}
          </Text>
        </Stack>
      )}
      {exporter.error && <Alert color="yellow">{exporter.error}</Alert>}
    </>
  );
}
