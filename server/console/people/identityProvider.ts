import { createHash, generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';

/** Someone the provider knows: how they sign in, and the claims it tells about them. */
export interface ProviderPerson {
  login: string;
  password: string;
  email: string;
  name: string;
  groups: readonly string[];
}

export interface IdentityProviderOptions {
  /** The issuer's URL; its path is where the provider is mounted (`/oidc` in the console's server). */
  issuer: string;
  /** The console's server, a confidential client. */
  client: { clientId: string; clientSecret: string; redirectUri: string; postLogoutRedirectUri: string };
  people: readonly ProviderPerson[];
  /**
   * Where `groups` (and the other claims) travel: in the ID token, as many organisations' providers send a group
   * claim, or only from UserInfo, as a provider that keeps its ID tokens small does.
   */
  claimsIn: 'idToken' | 'userInfo';
  /** How long its ID and access tokens live. */
  tokenSeconds?: number;
  /** Words above the sign-in form. */
  title?: string;
  /**
   * How it tells a person's groups: `groups`, a top-level claim of its own scope (as the demo's); or `realmRoles`,
   * as Keycloak tells realm roles, under `realm_access.roles` of the `profile` scope, with no `groups` scope, and
   * refusing a scope it does not know (as Microsoft Entra ID does).
   */
  groupsAs?: 'groups' | 'realmRoles';
  /**
   * Where the library's development notices go (it warns of the runtime on import and of its in-memory store at
   * start; both are what a demo or a test provider is): printed as the library would, unless a sink is given.
   */
  notices?: (line: string) => void;
}

export interface IdentityProvider {
  /** Answers a request whose URL starts with the issuer's path. */
  handle(request: IncomingMessage, response: ServerResponse): void;
}

/** The library's own notices start so; whatever else is printed meanwhile is not theirs. */
const NOTICE = /oidc-provider (WARNING|NOTICE):/;

/** Runs `create` with the library's notices sent to `notices` rather than to the console. */
async function withNoticesTo<T>(notices: ((line: string) => void) | undefined, create: () => Promise<T>): Promise<T> {
  if (!notices) return create();
  const { warn, info } = console;
  const held =
    (print: (...data: unknown[]) => void) =>
    (...data: unknown[]) =>
      typeof data[0] === 'string' && NOTICE.test(data[0]) ? notices(data[0]) : print(...data);
  console.warn = held(warn);
  console.info = held(info);
  try {
    return await create();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compares passwords in constant time: their hashes are of equal length whatever was typed. */
const samePassword = (typed: string, known: string) => timingSafeEqual(digest(typed), digest(known));

/** A page of the provider's own, in one plain style, with nothing loaded from elsewhere. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin:1.5rem .5rem 0 0;padding:.6rem 1.2rem;font-size:1rem}p[role=alert]{color:#a51d1d}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function loginPage({
  title,
  action,
  login,
  refused,
}: {
  title: string;
  action: string;
  login: string;
  refused: boolean;
}) {
  return page(
    title,
    `${refused ? '<p role="alert">That sign-in name and password do not match.</p>' : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="login">Sign-in name</label><input id="login" name="login" autocomplete="username" required value="${escapeHtml(login)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
}

/**
 * An OpenID provider (panva's `oidc-provider`, a certified implementation) with a sign-in form of its own for a
 * fixed list of people: the demo's provider inside the console's server (IDENTITY=demo), and the tests' real
 * provider. It grants the console's server, its one client, what it asks without a consent screen, as an
 * organisation's provider does for its own applications. The library is loaded only here: on import it warns
 * about the runtime, which a server that runs no provider has no reason to print.
 */
export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { default: Provider } = await withNoticesTo(options.notices, () => import('oidc-provider'));
  const mountPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const byLogin = new Map(options.people.map((person) => [person.login, person]));
  const tokenSeconds = options.tokenSeconds ?? 3600;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const claimsInIdToken = options.claimsIn === 'idToken';
  const realmRoles = options.groupsAs === 'realmRoles';
  // The sign-in form posts here, and the answer redirects the browser on to the client: a browser holds a
  // form's redirects to its form-action too.
  const formTargets = `'self' ${new URL(options.client.redirectUri).origin}`;
  const title = options.title ?? 'Sign in';
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.client.clientId,
        client_secret: options.client.clientSecret,
        redirect_uris: [options.client.redirectUri],
        post_logout_redirect_uris: [options.client.postLogoutRedirectUri],
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: realmRoles
      ? { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'realm_access'] }
      : { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    scopes: realmRoles ? ['openid', 'email', 'profile'] : ['openid', 'email', 'profile', 'groups'],
    // With conformIdTokenClaims, the ID token of a code flow carries `sub` alone and the rest comes from UserInfo.
    conformIdTokenClaims: !claimsInIdToken,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The provider's hidden form (`form`) is sent by these buttons: sign out, or stay signed in here.
        logoutSource: (ctx, form) => {
          ctx.body = page(
            `Sign out of ${title}?`,
            `${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>` +
              '<button type="submit" form="op.logoutForm">Stay signed in</button>',
          );
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.body = page('Signed out', '<p>You have signed out. You may close this window.</p>');
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in failed',
        `<p role="alert">${escapeHtml(String(out.error_description ?? out.error))}</p>`,
      );
    },
    ttl: { AccessToken: tokenSeconds, IdToken: tokenSeconds, Interaction: 600, Session: 8 * 3600, Grant: 14 * 86_400 },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    findAccount: (_ctx, accountId) => {
      const person = byLogin.get(accountId);
      if (!person) return undefined;
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: person.email,
          email_verified: true,
          name: person.name,
          ...(realmRoles ? { realm_access: { roles: person.groups } } : { groups: person.groups }),
        }),
      };
    },
  };
  const provider = await withNoticesTo(options.notices, async () => new Provider(options.issuer, configuration));
  const providerCallback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('the sign-in does not belong to this browser');
    const action = `${mountPath}/interaction/${uid}`;
    const answerPage = (login: string, refused: boolean) => {
      response.writeHead(refused ? 401 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action ${formTargets}; frame-ancestors 'none'`,
      });
      response.end(loginPage({ title, action, login, refused }));
    };
    if (request.method !== 'POST') return answerPage('', false);
    const form = await formBody(request);
    const login = form.get('login') ?? '';
    const person = byLogin.get(login);
    // The typed password is compared with a stand-in where the name is unknown: the answer takes as long either way.
    const matches = samePassword(form.get('password') ?? '', person?.password ?? randomBytes(16).toString('hex'));
    if (!person || !matches) return answerPage(login, true);
    const grant = new provider.Grant({ accountId: login, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: login }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  /**
   * As Entra ID answers a scope it does not know: the browser goes back to the client with `invalid_scope`
   * (RFC 6749 §4.1.2.1), where oidc-provider would leave the scope out.
   */
  const known = new Set(configuration.scopes);
  function refusedScope(path: string, response: ServerResponse): boolean {
    const asked = new URL(path, 'http://provider');
    if (asked.pathname !== '/auth') return false;
    const unknown = (asked.searchParams.get('scope') ?? '').split(' ').filter((scope) => scope && !known.has(scope));
    const redirectUri = asked.searchParams.get('redirect_uri');
    if (unknown.length === 0 || redirectUri !== options.client.redirectUri) return false;
    const back = new URL(redirectUri);
    back.searchParams.set('error', 'invalid_scope');
    back.searchParams.set('error_description', `unknown scope: ${unknown.join(' ')}`);
    back.searchParams.set('state', asked.searchParams.get('state') ?? '');
    back.searchParams.set('iss', options.issuer);
    response.writeHead(303, { location: back.href, 'cache-control': 'no-store' });
    response.end();
    return true;
  }

  return {
    handle(request, response) {
      const url = request.url ?? '/';
      const path = url.slice(mountPath.length) || '/';
      if (realmRoles && refusedScope(path, response)) return;
      const uid = /^\/interaction\/([\w-]+)$/.exec(path.split('?')[0])?.[1];
      if (uid) {
        interaction(request, response, uid).catch(() => {
          if (response.headersSent) return response.end();
          response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
          response.end('This sign-in has expired or belongs to another browser. Start again from the console.');
        });
        return;
      }
      // As a mounted Koa application expects: the path below the mount, and the whole one to find the mount by.
      Object.assign(request, { originalUrl: url, url: path });
      void providerCallback(request, response);
    },
  };
}
