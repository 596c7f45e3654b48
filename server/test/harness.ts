import type { IndexFreshness } from '../console/installation/freshness.js';
import { connect, type AddressInfo } from 'node:net';
import { buildApp, type AppConfig } from '../app.js';
import { createStores, type Stores } from '../service/store/index.js';
import { embeddedService } from '../service/embeddedService.js';
import { ensureBaseline, seedDemo } from '../service/seed/demo.js';
import { openDatabase, type Db } from '../service/store/database.js';
import type { ListedModelsOptions } from '../service/store/listedModels.js';
import type { ServerGuards } from '../shared/http/connections.js';
import type { ConsoleApiServices } from '../console/consoleApi.js';
import type { People } from '../console/people/people.js';
import type { AuditRecorder } from '../console/audit/recorder.js';
import type { KeySchedule } from '../console/keySchedule/keySchedule.js';
import type { AcceptGateOptions } from '../console/proposals/index.js';
import { DocumentChecker, type OpenApiDocument } from './documentChecker.js';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const DEMO_KEY = 'test-demo-key-0123456789abcdef';

export interface Credentials {
  key?: string;
  admin?: boolean;
}

export interface CallOptions extends Credentials {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Skip the document check (for deliberately undocumented answers, such as an unknown route). */
  unchecked?: boolean;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** The service's settings for tests: no rate limit, no faults, the embedded service; override per test. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    adminToken: ADMIN_TOKEN,
    rateLimit: 0,
    rateLimitWindowSeconds: 60,
    authCacheSeconds: 300,
    faultHeaders: false,
    upstreamUrl: undefined,
    ...overrides,
  };
}

export interface TestService {
  baseUrl: string;
  stores: Stores;
  db: Db;
  call<T = any>(path: string, options?: CallOptions): Promise<CallResult<T>>;
  close(): Promise<void>;
}

export interface ServiceOptions {
  database?: string;
  seed?: 'demo' | 'none';
  config?: Partial<AppConfig>;
  /** Sees every SQL statement the service runs. */
  onStatement?: (sql: string) => void;
  /** A built console to serve at `/`. */
  staticDir?: string;
  guards?: ServerGuards;
  listing?: ListedModelsOptions;
  worthKeepingMs?: number;
  publishedDirectory?: string;
  /** The console server's own API (its index and directory), served beside the service. */
  installation?: ConsoleApiServices;
  indexFreshness?: IndexFreshness;
  /** Sign-in through an OpenID provider, and people's requests to the service (server/console/people). */
  people?: Pick<People, 'signIn' | 'forwarding'>;
  /** Records every write that passes the server (server/console/audit). */
  audit?: AuditRecorder;
  /** The key schedule (server/console/keySchedule), told of keys revoked by hand. */
  keySchedule?: KeySchedule;
  /** The proposals' gate on accepts (server/console/proposals). */
  acceptGate?: AcceptGateOptions;
  /** Where to listen; a free port of the system's choosing unless given. */
  port?: number;
}

/** Starts the real app on an ephemeral port over a real SQLite database (`:memory:` unless told otherwise). */
export async function startService(options: ServiceOptions = {}): Promise<TestService> {
  const db = openDatabase(options.database ?? ':memory:', { onStatement: options.onStatement });
  const stores = createStores(db);
  ensureBaseline(stores);
  if ((options.seed ?? 'demo') === 'demo' && stores.repositories.isEmpty()) seedDemo(stores);
  if (!stores.apiKeys.hasSecret(DEMO_KEY)) {
    stores.apiKeys.create('Test application', new Date(Date.now() + 86_400_000).toISOString(), DEMO_KEY);
  }
  const config = testConfig(options.config);
  const service = embeddedService(db, { config, listing: options.listing, worthKeepingMs: options.worthKeepingMs });
  const { app } = await buildApp({
    config,
    service,
    staticDir: options.staticDir,
    guards: options.guards,
    publishedDirectory: options.publishedDirectory,
    installation: options.installation,
    indexFreshness: options.indexFreshness,
    signIn: options.people?.signIn,
    personForwarding: options.people?.forwarding,
    audit: options.audit,
    keySchedule: options.keySchedule,
    acceptGate: options.acceptGate,
  });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  const document = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as OpenApiDocument;
  const checker = new DocumentChecker(document);

  return {
    baseUrl,
    // The stores that answer requests, so that what a test asks of them is what the service knows.
    stores: service.stores,
    db,
    async call(path, { method = 'GET', body, headers = {}, key, admin, unchecked } = {}) {
      const requestHeaders: Record<string, string> = { ...headers };
      if (admin) requestHeaders.authorization = `Bearer ${ADMIN_TOKEN}`;
      else if (key !== '') requestHeaders['x-api-key'] = key ?? DEMO_KEY;
      if (body !== undefined && !('content-type' in requestHeaders))
        requestHeaders['content-type'] = 'application/json';
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: requestHeaders,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      const contentType = response.headers.get('content-type');
      const parsed = text === '' ? undefined : contentType?.startsWith('application/json') ? JSON.parse(text) : text;
      if (!unchecked) checker.check(method, path.split('?')[0], response.status, contentType, parsed);
      return { status: response.status, headers: response.headers, body: parsed };
    },
    async close() {
      await app.close();
      db.close();
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * Sends bytes as they are (what fetch would refuse to send) and reads the answer until the service closes
 * the connection; `end` false leaves the request unfinished, as a slow or hostile client would.
 */
export function rawRequest(baseUrl: string, request: string, { end = true } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      if (end) socket.end(request);
      else socket.write(request);
    });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = received.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: rest.join('\r\n\r\n'),
      });
    });
  });
}
