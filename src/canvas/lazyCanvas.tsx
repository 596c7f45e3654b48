import { Center, Loader } from '@mantine/core';
import { useApiClient } from '../api/ClientContext';
import { canvasQuery } from '../api/queries/models';
import { usePrefetch } from '../api/queries/prefetch';
import { lazyComponent } from '../components/lazyComponent';
import { t } from '../i18n/translate';

/** The canvas tab: React Flow and the canvas code are a chunk of their own, loaded when a canvas is shown. */
export const CanvasView = lazyComponent(
  () => import('./CanvasView').then((m) => m.default),
  <Center h={400}>
    <Loader aria-label={t('canvas.loading')} />
  </Center>,
);

/** Starts the canvas chunk and the canvas's data while the rest of the page still loads. */
export function usePreloadCanvas(repositoryId: string, modelId: string, enabled: boolean) {
  usePrefetch(canvasQuery(useApiClient(), repositoryId, modelId), enabled);
  if (enabled) void CanvasView.preload().catch(() => undefined); // a failure is shown where the canvas goes
}
