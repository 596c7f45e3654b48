import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { browse, CookieJar, freePort, signInAs } from './test/people.js';
import { ensureServerBuilt, MAIN, START, startServerProcess } from './test/serverProcess.js';

beforeAll(ensureServerBuilt, 120_000);

function run(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [MAIN], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Starts the server; resolves with what it printed once it serves (or fails with what it printed). */
async function start(env: Record<string, string>, script = MAIN) {
  const server = await startServerProcess(env, undefined, script);
  return { child: server.child, printed: server.printed(), warned: server.warned, exited: server.exited };
}

/** The box's words as one text: its frame taken off and its wrapped rows joined, for words that may wrap. */
const boxText = (printed: string) =>
  printed
    .split('\n')
    .map((row) => row.replace(/^│ ?|\s*│$/g, '').trim())
    .join(' ');

describe('starting the service', () => {
  it.each([
    [{ PORT: 'abc' }, 'model-repository: PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ DATABASE: '/tmp' }, 'model-repository: cannot open DATABASE "/tmp": unable to open database file'],
    [
      { DATABASE: 'package.json/repository.db' },
      /^model-repository: cannot open DATABASE "package.json\/repository.db": /,
    ],
    [{ SEED: 'some' }, 'model-repository: SEED must be "demo" or "none", got "some"'],
    [{ CONSOLE_DATABASE: '/tmp' }, /^model-repository: cannot open CONSOLE_DATABASE \/tmp: /],
    [
      { CONSOLE_DATABASE: 'postgres://walker:secret-password@127.0.0.1:1/console' },
      /^model-repository: cannot reach PostgreSQL at 127\.0\.0\.1:1\/console: /,
    ],
    [{ CONSOLE_DATABASE: 'postgresql:console' }, /^model-repository: CONSOLE_DATABASE must be a SQLite file/],
    [
      { OIDC_ISSUER: 'http://127.0.0.1:1/realm', OIDC_CLIENT_ID: 'console', OIDC_CLIENT_SECRET: 'client-secret' },
      /^model-repository: OIDC_ISSUER: the identity provider at http:\/\/127\.0\.0\.1:1 did not answer discovery/,
    ],
    [{ CONSOLE_SECRET: 'secret-password' }, 'model-repository: CONSOLE_SECRET must be at least 32 characters'],
  ])('stops on %j with one clear line', (env, message) => {
    const { status, stderr } = run({ DATABASE: ':memory:', ...env });
    expect(status).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(stderr).not.toMatch(/secret-password/);
  });

  it('stops with one line when the port is taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const { status, stderr } = run({ DATABASE: ':memory:', SEED: 'none', PORT: String(port) });
    blocker.close();
    expect(status).toBe(1);
    expect(stderr.trim()).toBe(
      `model-repository: port ${port} on 127.0.0.1 is already in use; set PORT to a free port`,
    );
  });

  it('prints the URL and generated credentials that work, and exits cleanly on SIGTERM', async () => {
    const { child, printed, exited } = await start({
      DATABASE: ':memory:',
      SEED: 'none',
      PORT: '0',
      ADMIN_TOKEN: '',
      DEMO_API_KEY: '',
    });
    const url = /Model Repository Console: (http:\/\/127\.0\.0\.1:\d+)\//.exec(printed)?.[1];
    const admin = /Administrator token: (\S+)/.exec(printed)?.[1];
    const key = /Demo API key: (\S+)/.exec(printed)?.[1];
    expect(printed).toContain('(generated; set ADMIN_TOKEN to choose one)');
    expect(url && admin && key).toBeTruthy();

    expect((await fetch(`${url}/api/v1/repositories`, { headers: { 'x-api-key': key! } })).status).toBe(200);
    expect((await fetch(`${url}/api/v1/api-keys`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(200);
    expect(boxText(printed)).toMatch(
      /Installation index: walked by this server with a key of its own, at most 50% of its rate limit/,
    );
    const index = await fetch(`${url}/console-api/v1/index`, { headers: { 'x-api-key': key! } });
    expect(index.status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('says in one line that there is no installation index before a service it has no key for', async () => {
    const { child, printed, exited } = await start({
      UPSTREAM_URL: 'http://127.0.0.1:1/api/v1',
      PORT: '0',
      INDEX_API_KEY: '',
      CONSOLE_DATABASE: ':memory:',
    });
    expect(boxText(printed)).toMatch(
      /Installation index: none; no INDEX_API_KEY: with UPSTREAM_URL the server needs an application key/,
    );
    expect(printed).not.toMatch(/People/);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('starts in front of a real service without the embedded service’s wing at all', async () => {
    // The built server copied without server/service/ (inside the project, so that node_modules resolve).
    mkdirSync('test-results', { recursive: true });
    const copy = mkdtempSync(join('test-results', 'without-service-'));
    try {
      cpSync('dist-server', copy, { recursive: true });
      rmSync(join(copy, 'server', 'service'), { recursive: true });
      const { child, printed, exited } = await start(
        { UPSTREAM_URL: 'http://127.0.0.1:1/api/v1', PORT: '0', CONSOLE_DATABASE: ':memory:', IDENTITY: 'keys' },
        join(copy, 'server', 'main.js'),
      );
      const url = /Model Repository Console: (\S+)\//.exec(printed)![1];
      expect(boxText(printed)).toContain('-> forwarded to http://127.0.0.1:1/api/v1');
      expect((await fetch(`${url}/console-api/v1/openapi.json`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('says in one line why people cannot sign in before a service whose administrator credential it lacks', async () => {
    const { child, printed, exited } = await start({
      UPSTREAM_URL: 'http://127.0.0.1:1/api/v1',
      PORT: '0',
      ADMIN_TOKEN: '',
      IDENTITY: 'demo',
      CONSOLE_DATABASE: ':memory:',
    });
    expect(boxText(printed)).toMatch(
      /People cannot sign in: with UPSTREAM_URL the server needs the service's administrator credential in ADMIN_TOKEN; key sign-in stays/,
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('npm start: a box in 80 columns and no warning of the demo provider; its people sign in, each seeing what the box says', async () => {
    const port = await freePort();
    const { child, printed, warned, exited } = await start({ DATABASE: ':memory:', PORT: String(port) }, START);
    const box = printed;
    for (const line of box.trimEnd().split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
    expect(box).toContain('People sign in through the demo identity provider, password "demo":');
    for (const login of ['ada', 'petra', 'sofia', 'arjun', 'sam'])
      expect(box).toMatch(new RegExp(`\\s${login}\\s+\\S`));
    const publicUrl = `http://127.0.0.1:${port}`;
    const seen = async (login: string) => {
      const jar = new CookieJar();
      const { callback } = await signInAs(publicUrl, jar, { login, password: 'demo' });
      expect(callback.headers.get('location')).toBe('/repositories');
      const me = (await (await browse(jar, `${publicUrl}/console-api/v1/me`)).json()) as {
        actor: { name: string };
        administrator: boolean;
        repositories: { uuid: string; may: Record<string, boolean> }[];
      };
      return {
        name: me.actor.name,
        administrator: me.administrator,
        repositories: me.repositories.length,
        publishesInto: me.repositories.filter((repository) => repository.may.acceptDraft).length,
        editsAccessorsIn: me.repositories.filter((repository) => repository.may.editAccessors).length,
      };
    };
    expect(await seen('ada')).toMatchObject({ name: 'Ada Okafor', administrator: true });
    const person = (name: string, repositories: number, publishesInto: number, editsAccessorsIn: number) => ({
      name,
      administrator: false,
      repositories,
      publishesInto,
      editsAccessorsIn,
    });
    expect(await seen('petra')).toEqual(person('Petra Lindqvist', 3, 3, 3));
    expect(await seen('sofia')).toEqual(person('Sofia Ruiz', 2, 1, 0));
    expect(await seen('arjun')).toEqual(person('Arjun Mehta', 2, 0, 0));
    expect(await seen('sam')).toEqual(person('Sam Guest', 0, 0, 0));
    expect(warned()).toBe('');
    expect(box).not.toMatch(/oidc-provider|WARNING/);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('does not make a DEMO_API_KEY again once an administrator has deleted it, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'model-repository-'));
    const env = {
      DATABASE: join(dir, 'repository.db'),
      SEED: 'none',
      PORT: '0',
      ADMIN_TOKEN: 'admin-token-0123456789',
      DEMO_API_KEY: 'demo-key-0123456789abcdef',
      // The installation index's own key would be a second key in the list.
      INDEX: 'off',
      CONSOLE_DATABASE: join(dir, 'console.db'),
    };
    try {
      const first = await start(env);
      const url = /Model Repository Console: (\S+)\//.exec(first.printed)![1];
      const admin = { authorization: `Bearer ${env.ADMIN_TOKEN}` };
      expect((await fetch(`${url}/api/v1/repositories`, { headers: { 'x-api-key': env.DEMO_API_KEY } })).status).toBe(
        200,
      );
      const keys = (await (
        await fetch(`${url}/api/v1/api-keys?fields=uuid,applicationName`, { headers: admin })
      ).json()) as { data: { uuid: string }[] };
      expect(keys.data).toHaveLength(1);
      expect(
        (await fetch(`${url}/api/v1/api-keys/${keys.data[0].uuid}`, { method: 'DELETE', headers: admin })).status,
      ).toBe(204);
      first.child.kill('SIGTERM');
      await first.exited;

      const second = await start(env);
      const printed = second.printed;
      expect(boxText(printed)).toContain(
        'Demo API key: none; the key in DEMO_API_KEY was deleted by an administrator and stays deleted',
      );
      expect(boxText(printed)).toContain(
        'Installation index and directory: none (INDEX is off); each console keeps its own',
      );
      const secondUrl = /Model Repository Console: (\S+)\//.exec(printed)![1];
      expect(
        (await fetch(`${secondUrl}/api/v1/repositories`, { headers: { 'x-api-key': env.DEMO_API_KEY } })).status,
      ).toBe(401);
      const after = (await (await fetch(`${secondUrl}/api/v1/api-keys`, { headers: admin })).json()) as {
        total: number;
      };
      expect(after.total).toBe(0);
      second.child.kill('SIGTERM');
      await second.exited;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
