// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, DEMO_KEY, startService, type TestService } from '../../server/test/harness';
import type { StoredSession } from './storage';
import { useSignIn, type SignInForm } from './useSignIn';

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

/** The sign-in form filled as a person would, then submitted: against the real service. */
async function signIn(form: Partial<SignInForm>, kind: SignInForm['kind'] = 'apiKey') {
  const signedIn: StoredSession[] = [];
  const { result } = renderHook(() => useSignIn((session) => signedIn.push(session), kind, service.baseUrl));
  act(() => result.current.update(form));
  await act(() => result.current.submit());
  return { signedIn, error: result.current.error, form: result.current.form, testing: result.current.testing };
}

/** An address on this machine where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('useSignIn', () => {
  it('keeps the session once the service accepts the key, without the slash the user typed at the end', async () => {
    const { signedIn, error, testing } = await signIn({
      baseUrl: `${service.baseUrl}/`,
      secret: ` ${DEMO_KEY} `,
      remember: true,
    });
    expect(error).toBeUndefined();
    expect(testing).toBe(false);
    expect(signedIn).toEqual([
      { baseUrl: service.baseUrl, credential: { kind: 'apiKey', key: DEMO_KEY }, remember: true },
    ]);
  });

  it('signs the administrator in with the token', async () => {
    const { signedIn } = await signIn({ secret: ADMIN_TOKEN }, 'admin');
    expect(signedIn.map((session) => session.credential)).toEqual([{ kind: 'admin', token: ADMIN_TOKEN }]);
  });

  it('says which credential the service refused, and keeps what was typed', async () => {
    const key = await signIn({ secret: 'not-a-key-of-this-service-1234567890' });
    expect(key.signedIn).toEqual([]);
    expect(key.error).toBe('The service does not accept this API key: it is unknown, inactive or expired.');
    expect(key.form.secret).toBe('not-a-key-of-this-service-1234567890');
    const token = await signIn({ secret: 'not-the-token' }, 'admin');
    expect(token.error).toBe('The service does not accept this administrator token.');
  });

  it('asks for what is missing before it sends anything', async () => {
    expect((await signIn({ baseUrl: 'ftp://example.org', secret: DEMO_KEY })).error).toBe(
      'Enter the service URL, for example https://host/app/api/v1.',
    );
    expect((await signIn({ secret: '  ' })).error).toBe('Enter an API key.');
    expect((await signIn({ secret: '' }, 'admin')).error).toBe('Enter the administrator token.');
  });

  it('tells an address where nothing answers from one where something else does', async () => {
    const port = await closedPort();
    const unreachable = await signIn({ baseUrl: `http://127.0.0.1:${port}/api/v1`, secret: DEMO_KEY });
    expect(unreachable.error).toBe(
      `The service at http://127.0.0.1:${port}/api/v1 cannot be reached. Check the address and that the service is running.`,
    );
    const withoutPrefix = service.baseUrl.replace(/\/api\/v1$/, '');
    const elsewhere = await signIn({ baseUrl: withoutPrefix, secret: DEMO_KEY });
    expect(elsewhere.error).toBe(
      `No model repository service answers at ${withoutPrefix}. The address usually ends in /api/v1.`,
    );
    expect(elsewhere.signedIn).toEqual([]);
  });
});
