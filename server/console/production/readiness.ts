import type { SqlEngine } from '../database/index.js';
import type { ReadinessCheck } from './probes.js';

export interface ReadinessSources {
  /** The console database (CONSOLE_DATABASE), where the server keeps one. */
  consoleDatabase?: SqlEngine;
  /** Where the server is the service too: a query of its database, which throws where it does not answer. */
  embeddedService?: () => void;
  /** The real service (UPSTREAM_URL), where requests go on to it. */
  upstreamUrl?: string;
  fetch?: typeof fetch;
}

/**
 * What an instance needs to serve, each a check `/readyz` runs: the console database answers a query, and the
 * service answers at all (any answer below 500: without a credential, a 401 says it is there), or its database
 * does where it is embedded. The reasons name what is missing, never an address's credentials.
 */
export function readinessChecks({
  consoleDatabase,
  embeddedService,
  upstreamUrl,
  fetch: fetcher = fetch,
}: ReadinessSources) {
  const checks: ReadinessCheck[] = [];
  if (consoleDatabase)
    checks.push({
      name: 'console database',
      check: async () => {
        await consoleDatabase.all('SELECT 1').catch(() => {
          throw new Error('CONSOLE_DATABASE does not answer');
        });
      },
    });
  if (embeddedService)
    checks.push({
      name: 'service',
      check: async () => {
        try {
          embeddedService();
        } catch {
          throw new Error('the embedded service’s DATABASE does not answer');
        }
      },
    });
  if (upstreamUrl) {
    const origin = new URL(upstreamUrl).origin;
    checks.push({
      name: 'service',
      check: async () => {
        let status: number;
        try {
          const answer = await fetcher(`${upstreamUrl}/repositories?maxResults=1`, {
            signal: AbortSignal.timeout(2000),
          });
          status = answer.status;
          await answer.body?.cancel();
        } catch {
          throw new Error(`the service at ${origin} does not answer`);
        }
        if (status >= 500) throw new Error(`the service at ${origin} answers ${status}`);
      },
    });
  }
  return checks;
}
