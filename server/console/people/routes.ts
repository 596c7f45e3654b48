import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditRecorder } from '../audit/index.js';
import type { ConsoleCookies } from './cookies.js';
import { SignInError, type OidcClient, type PendingSignIn, type SignInFailure } from './oidcClient.js';
import type { SecretBox } from './secrets.js';
import type { SessionStore } from './sessionStore.js';

/** Where the server's sign-in routes are, beside the console's pages and APIs. */
export const AUTH_PREFIX = '/auth';
/** How long a person may take at the provider's sign-in form. */
const SIGN_IN_MS = 10 * 60 * 1000;
/** The console's sign-in page, where a sign-in that did not finish is told (see src/lib/paths.ts). */
const SIGN_IN_PAGE = '/sign-in';

export interface SignInRoutesOptions {
  client: OidcClient;
  sessions: SessionStore;
  /** Seals the sign-in under way in its cookie (state, nonce, PKCE verifier), so that the browser cannot read or change it. */
  pendingBox: SecretBox;
  /** PUBLIC_URL, an origin. */
  publicUrl: string;
  cookies: ConsoleCookies;
  /** How long a session lasts at most, for its cookie's Max-Age. */
  sessionAbsoluteMs: number;
  /** Where sign-ins and refused sign-ins are recorded (server/console/audit). */
  audit?: AuditRecorder;
  now?: () => number;
}

/** Who a refused sign-in was: the provider named no one the console accepted. */
const SOMEONE = { kind: 'person', id: 'unknown', name: 'someone at the identity provider' } as const;

interface KeptSignIn extends PendingSignIn {
  startedAt: number;
}

/** A path of the console to return to: local, never another site (`//host`, `/\host`) that a link could slip in. */
function localPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : '/';
}

/**
 * Sign-in through the organisation's OpenID provider (authorization code with PKCE; the server is the client and
 * keeps every token), and sign-out (what the sign-in page offers is `GET /console-api/v1/sign-in`). RFC 10017 §6.1: the browser ends up holding a
 * session cookie and nothing else.
 */
export async function signInRoutes(app: FastifyInstance, options: SignInRoutesOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const { cookies } = options;

  const toSignInPage = async (request: FastifyRequest, reply: FastifyReply, failure: SignInFailure, why: string) => {
    await options.audit?.record(request, {
      actor: SOMEONE,
      action: 'session.refused',
      target: { type: 'session' },
      outcome: 'refused',
      reason: why,
    });
    return reply
      .header('set-cookie', cookies.clear(cookies.signIn, 'Lax'))
      .redirect(`${SIGN_IN_PAGE}?signInError=${failure}`, 303);
  };

  app.get('/login', async (request: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply) => {
    let started: Awaited<ReturnType<OidcClient['startSignIn']>>;
    try {
      started = await options.client.startSignIn(localPath(request.query.returnTo));
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      request.log.warn({ failure: error.failure }, error.message);
      return toSignInPage(request, reply, error.failure, error.message);
    }
    const kept: KeptSignIn = { ...started.pending, startedAt: now() };
    return reply
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        cookies.set(cookies.signIn, options.pendingBox.seal(JSON.stringify(kept)), {
          sameSite: 'Lax',
          maxAgeSeconds: SIGN_IN_MS / 1000,
        }),
      )
      .redirect(started.url.href, 303);
  });

  app.get('/callback', async (request, reply) => {
    const sealed = cookies.read(request.headers.cookie, cookies.signIn);
    const opened = sealed ? options.pendingBox.open(sealed) : undefined;
    const kept = opened ? (JSON.parse(opened) as KeptSignIn) : undefined;
    // No sign-in under way in this browser (none started, already finished, or forged), or one gone stale.
    if (!kept || now() - kept.startedAt > SIGN_IN_MS)
      return toSignInPage(request, reply, 'expired', 'no sign-in was under way in this browser, or it took too long');
    try {
      const person = await options.client.finishSignIn(new URL(request.url, options.publicUrl), kept);
      const { id } = await options.sessions.create(person, now());
      await options.audit?.record(request, {
        actor: { kind: 'person', id: person.subject, name: person.name },
        action: 'session.signIn',
        target: { type: 'session' },
        outcome: 'succeeded',
      });
      return reply
        .header('cache-control', 'no-store')
        .header('set-cookie', [
          cookies.clear(cookies.signIn, 'Lax'),
          cookies.set(cookies.session, id, { sameSite: 'Strict', maxAgeSeconds: options.sessionAbsoluteMs / 1000 }),
        ])
        .redirect(kept.returnTo, 303);
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      request.log.warn({ failure: error.failure }, error.message);
      return toSignInPage(request, reply, error.failure, error.message);
    }
  });
}

/**
 * Ends the person's session on the server (the cookie, replayed, finds nothing) and tells where the browser ends
 * it at the provider, where the provider has an end-session endpoint. Called by `DELETE /console-api/v1/session`,
 * whose caller check has already refused a write without the CSRF defence.
 */
export async function signOut(
  request: FastifyRequest,
  reply: FastifyReply,
  { client, sessions, cookies }: Pick<SignInRoutesOptions, 'client' | 'sessions' | 'cookies'>,
): Promise<{ providerSignOut?: string }> {
  const id = cookies.read(request.headers.cookie, cookies.session);
  if (id) await sessions.end(id);
  reply.header('set-cookie', cookies.clear(cookies.session, 'Strict'));
  const providerSignOut = await client.endSessionUrl();
  return providerSignOut ? { providerSignOut } : {};
}
