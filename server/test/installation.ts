import { deriveCanvas } from '../../common/indexedShapes.js';
import { openConsoleDatabase } from '../console/consoleDatabase.js';
import { openInstallation, type Installation, type InstallationOptions } from '../console/installation/installation.js';
import type { WalkStatus } from '../console/installation/walker.js';
import { startService, type TestService } from './harness.js';

export const WALKER_KEY = 'walker-key-0123456789abcdef';

/** Every request the installation sends to the service (its walk and its checks of callers), with the rate headers of its answer. */
export interface Sent {
  path: string;
  status: number;
  limit: number;
  remaining: number;
}

export async function walkerOn(
  service: TestService,
  consoleDatabase: string,
  {
    sharePercent = 100,
    sent = [] as Sent[],
    ...options
  }: { sharePercent?: number; sent?: Sent[] } & Partial<InstallationOptions> = {},
): Promise<Installation> {
  const counting: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    sent.push({
      path: new URL(String(input)).pathname.replace('/api/v1', ''),
      status: response.status,
      limit: Number(response.headers.get('x-ratelimit-limit')),
      remaining: Number(response.headers.get('x-ratelimit-remaining')),
    });
    return response;
  };
  return openInstallation({
    engine: await openConsoleDatabase(consoleDatabase),
    serviceBaseUrl: () => service.baseUrl,
    authCacheSeconds: 300,
    walk: { apiKey: WALKER_KEY, sharePercent },
    fetch: counting,
    ...options,
  });
}

/** Waits until the walk has ended a whole cycle after `after`. */
export async function cycleEnded(installation: Installation, after = 0, timeoutMs = 60_000): Promise<WalkStatus> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await installation.services.walkStatus();
    if (status?.lastCycleEndedAt && status.lastCycleEndedAt > after) return status;
    if (Date.now() > until) throw new Error(`no cycle ended in ${timeoutMs} ms: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every placement the service's canvases hold, read through its API: what the index must match. */
export async function placementsByApi(service: TestService): Promise<string[]> {
  const keys: string[] = [];
  const repositories = (await service.call('/repositories?maxResults=100')).body.data as { uuid: string }[];
  for (const { uuid: repositoryId } of repositories) {
    for (let startAt = 0; ; startAt += 500) {
      const page = (await service.call(`/repositories/${repositoryId}/models?startAt=${startAt}&maxResults=500`)).body;
      for (const { uuid } of page.data as { uuid: string }[]) {
        const canvas = (await service.call(`/repositories/${repositoryId}/models/${uuid}/canvas`)).body;
        for (const p of deriveCanvas(repositoryId, uuid, canvas).placements)
          keys.push(`${p.repositoryId}/${p.modelId}/${p.vertexId}/${p.symbolId}`);
      }
      if (startAt + 500 >= page.total) break;
    }
  }
  return keys.sort();
}

/**
 * The real service with the console server's API beside it, as `npm run serve` has them: an installation on
 * `consoleDatabase` whose walker has a key of its own, walked whole once before this resolves.
 */
export async function serviceWithInstallation({
  consoleDatabase,
  ...options
}: Omit<InstallationOptions, 'serviceBaseUrl' | 'walk' | 'engine'> & {
  consoleDatabase: string;
  cyclePauseMs?: number;
}): Promise<{ service: TestService; installation: Installation }> {
  let base = '';
  const installation = await openInstallation({
    ...options,
    engine: await openConsoleDatabase(consoleDatabase),
    serviceBaseUrl: () => base,
    walk: { apiKey: WALKER_KEY, sharePercent: 100, cyclePauseMs: options.cyclePauseMs },
  });
  const service = await startService({ installation: installation.services, indexFreshness: installation.freshness });
  base = service.baseUrl;
  service.stores.apiKeys.create('Walker', new Date(Date.now() + 86_400_000).toISOString(), WALKER_KEY);
  installation.startWalking();
  await cycleEnded(installation);
  return { service, installation };
}
