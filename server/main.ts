// `npm run serve` (and `npm start`): reads the configuration, starts the embedded service where no UPSTREAM_URL
// names a real one, opens the console server's parts on CONSOLE_DATABASE, composes them into one app (app.ts),
// listens, prints the box, and stops as a lame duck (see server/README.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import type { StartedService } from './service/index.js';
import { ConfigError, readConfig, type Config } from './shared/config.js';
import { openConsoleDatabase } from './console/consoleDatabase.js';
import { openEdits } from './console/edits/index.js';
import { openProposals } from './console/proposals/index.js';
import { openInstallation, publishedEntries, type Installation } from './console/installation/index.js';
import { ConsoleDatabaseError, describeConsoleDatabase } from './console/database/index.js';
import {
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  DEMO_PROVIDER_PATH,
  demoIdentity,
  type IdentityProvider,
  HOUSEKEEPING_MS,
  openPeople,
  type People,
} from './console/people/index.js';
import { openAudit, spoolFolderOf } from './console/audit/index.js';
import { openKeySchedule } from './console/keySchedule/index.js';
import { ServerMetrics, readinessChecks } from './console/production/index.js';
import { framed } from './startBox.js';

const STATIC_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

/** The walk's key, or why there is no installation index, in words (INDEX=off is told apart: nothing is kept then). */
function walkerKey(config: Config, embedded: StartedService | undefined): { apiKey: string } | { absence: string } {
  if (config.indexApiKey) return { apiKey: config.indexApiKey };
  if (embedded) return { apiKey: embedded.issueWalkerKey() };
  return {
    absence:
      'no INDEX_API_KEY: with UPSTREAM_URL the server needs an application key of the service to walk it, so each console keeps its own index',
  };
}

function fail(message: string): never {
  console.error(`model-repository: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // The embedded service, where no UPSTREAM_URL names a real one: its wing is not even loaded otherwise.
  let embedded: StartedService | undefined;
  if (!config.upstreamUrl) {
    const service = await import('./service/index.js');
    try {
      embedded = service.startEmbeddedService(config);
    } catch (error) {
      if (error instanceof service.DatabaseError) fail(error.message);
      throw error;
    }
  }
  const publishedDirectory = embedded?.publishedDirectory;

  // INDEX=off: the server keeps nothing for the installation (no /console-api), and each console keeps its own
  // index and names, as in front of a bare service.
  const walk = config.index ? walkerKey(config, embedded) : undefined;
  let serviceBase = '';
  let installation: Installation | undefined;
  if (walk) {
    try {
      installation = await openInstallation({
        engine: await openConsoleDatabase(config.consoleDatabase),
        serviceBaseUrl: () => serviceBase,
        authCacheSeconds: config.authCacheSeconds,
        ...('apiKey' in walk ? { walk: { apiKey: walk.apiKey, sharePercent: config.indexShare } } : {}),
        ...('absence' in walk ? { indexAbsence: walk.absence } : {}),
      });
    } catch (error) {
      if (error instanceof ConsoleDatabaseError) fail(error.message);
      fail(`cannot prepare CONSOLE_DATABASE: ${(error as Error).message}`);
    }
    // The published file beside the console's pages, else the demo's, names whoever the directory does not yet.
    const publishedFile = join(STATIC_DIR, 'directory.csv');
    const published = existsSync(publishedFile) ? readFileSync(publishedFile, 'utf8') : publishedDirectory;
    if (published) await installation.services.directory.seed(publishedEntries(published), Date.now());
  }

  // The service's administrator credential: the embedded service's, or with UPSTREAM_URL only one given in ADMIN_TOKEN
  // (a generated one is no credential of the real service).
  const serviceAdminToken = config.upstreamUrl && config.adminTokenGenerated ? undefined : config.adminToken;

  // Every write that passes the server is recorded where it keeps the installation's database (server/console/audit).
  // The service's administrator credential names what events act on.
  const audit =
    installation &&
    openAudit({
      engine: installation.engine,
      serviceBaseUrl: () => serviceBase,
      adminToken: serviceAdminToken,
      retentionDays: config.auditRetentionDays,
      spoolFolder: spoolFolderOf(config.consoleDatabase, config.database),
      log: (message) => console.error(message),
    });
  // What an instance stopped while the database was away could not write goes first, before any new event.
  await audit?.writer.recoverSpooled();

  // The server rolls keys and revokes the old ones on time where it holds the service's administrator credential.
  const keySchedule =
    installation && serviceAdminToken
      ? openKeySchedule({
          engine: installation.engine,
          serviceBaseUrl: () => serviceBase,
          adminToken: serviceAdminToken,
          audit: audit?.writer,
          log: (message) => console.error(message),
        })
      : undefined;

  // People sign in where the server keeps the installation's database, and holds the service's administrator
  // credential to read every repository's accessors; else the start says why not, and key sign-in stays.
  let people: People | undefined;
  let demoProvider: IdentityProvider | undefined;
  let identityAbsence: string | undefined;
  if (config.identity !== 'keys') {
    if (!installation) identityAbsence = 'INDEX is off, so this server keeps no CONSOLE_DATABASE for their sessions';
    else if (!serviceAdminToken)
      identityAbsence = "with UPSTREAM_URL the server needs the service's administrator credential in ADMIN_TOKEN";
    else {
      const demo =
        config.identity === 'demo'
          ? await demoIdentity(config.publicUrl, { showNotices: config.logLevel === 'debug' })
          : undefined;
      demoProvider = demo?.provider;
      people = await openPeople({
        engine: installation.engine,
        directory: installation.services.directory,
        serviceBaseUrl: () => serviceBase,
        adminToken: serviceAdminToken,
        authCacheSeconds: config.authCacheSeconds,
        consoleSecret: config.consoleSecret,
        publicUrl: config.publicUrl,
        provider: demo?.settings ?? { ...config.oidc!, name: config.oidcName, adminGroup: config.oidcAdminGroup },
        keySignIn: config.keySignIn,
        audit: audit?.recorder,
        keySchedule: keySchedule?.schedule,
      });
      // The organisation's provider must answer discovery at start; the demo's answers once this server listens.
      if (!demo) await people.client.configuration().catch((error: Error) => fail(`OIDC_ISSUER: ${error.message}`));
    }
  }

  // Edits and proposals where the server keeps the installation's database; the team's chat is told of each
  // review event where REVIEW_WEBHOOK_URL is set (server/console/proposals).
  const proposals =
    installation &&
    openProposals({
      engine: installation.engine,
      directory: installation.services.directory,
      publicUrl: config.publicUrl,
      webhookUrl: config.reviewWebhookUrl,
      log: (message) => console.error(message),
    });
  const reviewWebhook = proposals?.webhook;
  const edits = installation && proposals && openEdits(installation.engine, () => serviceBase, proposals.store);

  // What an operator measures (server/console/production): each part that exists gives its figures.
  const metrics = new ServerMetrics({
    walk: installation && {
      status: installation.services.walkStatus,
      coverage: async () =>
        installation.services.index.coverage(
          (await installation.services.index.repositories()).map((repository) => repository.uuid),
        ),
      walker: installation.walker,
      reader: installation.reader,
    },
    sessions: people && (() => people.sessions.countLive(Date.now())),
    revocations: keySchedule && (() => keySchedule.schedule.store.countByState()),
    audit: audit?.writer,
    reviewWebhook,
    pool: installation?.engine.pool && (() => installation.engine.pool!()),
  });
  let stopping = false;
  const { app } = await buildApp({
    config,
    service: embedded?.service,
    staticDir: STATIC_DIR,
    publishedDirectory,
    logger: { level: config.logLevel },
    probes: {
      checks: readinessChecks({
        consoleDatabase: installation?.engine,
        embeddedService: embedded?.check,
        upstreamUrl: config.upstreamUrl,
      }),
      stopping: () => stopping,
    },
    metrics: { metrics, token: config.metricsToken },
    // What the console server's API answers from: the installation's index and directory, and each part there is.
    installation: installation && {
      ...installation.services,
      audit: audit?.store,
      keySchedule,
      people: people?.consoleApi,
      edits,
      proposals: proposals?.services,
    },
    acceptGate: proposals?.gate,
    indexFreshness: installation?.freshness,
    signIn: people?.signIn,
    personForwarding: people?.forwarding,
    identityProvider: demoProvider && { provider: demoProvider, path: DEMO_PROVIDER_PATH },
    audit: audit?.recorder,
    keySchedule: keySchedule?.schedule,
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      code === 'EADDRINUSE'
        ? `port ${config.port} on ${config.host} is already in use; set PORT to a free port`
        : `cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const base = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  serviceBase = config.upstreamUrl ?? `${base}/api/v1`;
  installation?.startWalking();
  keySchedule?.schedule.start();
  reviewWebhook?.start();
  // Now and hourly; a failure (the database or the service away) waits for the next hour.
  const housekeep = () => {
    void people?.housekeep(Date.now()).catch(() => undefined);
    void audit?.housekeep(Date.now()).catch(() => undefined);
    void keySchedule?.schedule.prune(Date.now()).catch(() => undefined);
  };
  housekeep();
  const housekeeping = (people || audit) && setInterval(housekeep, HOUSEKEEPING_MS).unref();
  const lines = [
    `Model Repository Console: ${base}/`,
    config.upstreamUrl
      ? `API: ${base}/api/v1 -> forwarded to ${config.upstreamUrl}`
      : `API: ${base}/api/v1 (embedded service, database ${config.database})`,
  ];
  if (!config.upstreamUrl) {
    lines.push(
      ...(config.adminTokenGenerated
        ? [`Administrator token: ${config.adminToken}`, '  (generated; set ADMIN_TOKEN to choose one)']
        : ['Administrator token: the value of ADMIN_TOKEN']),
      ...(!embedded?.demoKeyExists
        ? ['Demo API key: none; the key in DEMO_API_KEY was deleted by an administrator and stays deleted']
        : config.demoApiKeyGenerated
          ? [`Demo API key: ${config.demoApiKey}`, '  (generated; set DEMO_API_KEY to choose one)']
          : ['Demo API key: the value of DEMO_API_KEY']),
    );
  }
  if (people && demoProvider) {
    const width = Math.max(...DEMO_PEOPLE.map((person) => person.login.length));
    lines.push(
      `People sign in through the demo identity provider, password "${DEMO_PASSWORD}":`,
      ...DEMO_PEOPLE.map((person) => `  ${person.login.padEnd(width)}  ${person.role}`),
    );
  } else if (people)
    lines.push(
      `People sign in through ${config.oidcName} (${config.oidc!.issuer})${config.keySignIn ? '' : '; key sign-in is off'}`,
    );
  if (identityAbsence) lines.push(`People cannot sign in: ${identityAbsence}; key sign-in stays`);
  lines.push(
    !walk
      ? 'Installation index and directory: none (INDEX is off); each console keeps its own'
      : 'apiKey' in walk
        ? `Installation index: walked by this server with ${config.indexApiKey ? 'the key in INDEX_API_KEY' : 'a key of its own'}, at most ${config.indexShare}% of its rate limit; kept with the directory in ${describeConsoleDatabase(config.consoleDatabase)}`
        : `Installation index: none; ${walk.absence}; the directory is kept in ${describeConsoleDatabase(config.consoleDatabase)}`,
    '',
    'Stop with Ctrl+C.',
  );
  // Before the lines that tell a person (or a test) that the server is up: a Ctrl+C at once must find its handler.
  // A stop drains as a lame duck: from the signal on, /readyz says 503 and each answer closes its connection, but
  // new requests are still accepted and answered for SHUTDOWN_DELAY_SECONDS, as a balancer learns of the stop only
  // after the signal (Kubernetes removes the endpoint while the pod already has it). SIGINT, a person at a
  // terminal, skips the delay. The walk's lease and the key schedule are given up at once (another instance takes
  // them on). Then nothing new is accepted, what is in flight has SHUTDOWN_SECONDS to finish, and the databases
  // close. A second signal stops at once.
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`model-repository: ${signal} again: stopping at once`);
      process.exit(1);
    }
    stopping = true;
    clearInterval(housekeeping);
    const handedOver = Promise.all([installation?.stopWalking(), keySchedule?.schedule.stop(), reviewWebhook?.stop()]);
    const delayMs = signal === 'SIGINT' ? 0 : config.shutdownDelaySeconds * 1000;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    setTimeout(() => {
      console.error(
        `model-repository: requests still in flight after SHUTDOWN_SECONDS (${config.shutdownSeconds}); stopping`,
      );
      process.exit(1);
    }, config.shutdownSeconds * 1000).unref();
    await Promise.all([handedOver, app.close().catch(() => undefined)]);
    await audit?.writer.flush().catch(() => undefined);
    await installation?.close().catch(() => undefined);
    embedded?.close();
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
  console.log(framed(lines));
}

main().catch((error: Error) => fail(`failed to start: ${error.message}`));
