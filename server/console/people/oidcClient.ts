import * as oidc from 'openid-client';
import { DEFAULT_CLAIMS, type ClaimSettings } from '../../shared/config.js';
import { claimAt, namesOfGroup } from './claims.js';
import type { SignedInPerson } from './sessionStore.js';

export interface OidcClientSettings extends Partial<ClaimSettings> {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `{PUBLIC_URL}/auth/callback`. */
  redirectUri: string;
  /** `{PUBLIC_URL}/`, where the provider returns after signing out. */
  postLogoutRedirectUri: string;
  /** Members of this group (by the groups claim, see ClaimSettings) are administrators. */
  adminGroup?: string;
}

/** What the browser's sign-in cookie keeps between leaving for the provider and coming back, sealed. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The console's path to return to. */
  returnTo: string;
}

/** Why a sign-in did not finish, as a code the sign-in page words (never the provider's own text, which may hold a token). */
export type SignInFailure = 'provider_unreachable' | 'refused' | 'invalid_response' | 'groups_malformed' | 'expired';

export class SignInError extends Error {
  constructor(
    readonly failure: SignInFailure,
    message: string,
  ) {
    super(message);
  }
}

/** How long whether the provider answers is kept. */
const ANSWER_KEPT_MS = 15_000;

/**
 * The console's server as the OpenID client of the organisation's provider (openid-client does discovery, PKCE,
 * the token request and every check of the ID token: signature, issuer, audience, expiry, nonce). Discovery is
 * tried again on the next sign-in where it failed: a provider that was down at start does not need a restart.
 */
export class OidcClient {
  private discovered?: Promise<oidc.Configuration>;
  private lastAnswer?: { at: number; answers: Promise<boolean> };

  private readonly claims: ClaimSettings;

  constructor(private readonly settings: OidcClientSettings) {
    this.claims = {
      scopes: settings.scopes ?? DEFAULT_CLAIMS.scopes,
      groupsClaim: settings.groupsClaim ?? DEFAULT_CLAIMS.groupsClaim,
      emailClaim: settings.emailClaim ?? DEFAULT_CLAIMS.emailClaim,
    };
  }

  /**
   * Whether the provider answers now (its discovery document, within 2 s), asked at most every ANSWER_KEPT_MS:
   * the sign-in page says so before a person is sent to a provider that is down, and offers a key meanwhile.
   */
  answers(now = Date.now()): Promise<boolean> {
    if (!this.lastAnswer || now - this.lastAnswer.at >= ANSWER_KEPT_MS) {
      const discovery = `${this.settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const answers = fetch(discovery, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      );
      this.lastAnswer = { at: now, answers };
    }
    return this.lastAnswer.answers;
  }

  /** The provider's configuration, discovered once. */
  configuration(): Promise<oidc.Configuration> {
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = undefined;
      throw error;
    });
    return this.discovered;
  }

  private async discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    try {
      return await oidc.discovery(
        issuer,
        this.settings.clientId,
        undefined,
        oidc.ClientSecretBasic(this.settings.clientSecret),
        {
          // config.ts admits a plain-http issuer on a loopback address alone (the demo's, a test's).
          execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        },
      );
    } catch (error) {
      throw new SignInError(
        'provider_unreachable',
        `the identity provider at ${issuer.origin} did not answer discovery (${(error as Error).message})`,
      );
    }
  }

  /** Where to send the browser, and what to keep until it comes back. */
  async startSignIn(returnTo: string): Promise<{ url: URL; pending: PendingSignIn }> {
    const configuration = await this.configuration();
    const pending: PendingSignIn = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      returnTo,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: this.claims.scopes,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, pending };
  }

  /**
   * The person the provider vouches for, from its answer at the callback URL: the code exchanged with the
   * verifier, state and nonce checked, and the claims the ID token lacks asked of UserInfo.
   */
  async finishSignIn(callbackUrl: URL, pending: PendingSignIn): Promise<SignedInPerson> {
    const configuration = await this.configuration();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      const refused = error instanceof oidc.AuthorizationResponseError;
      throw new SignInError(
        refused ? 'refused' : 'invalid_response',
        refused
          ? `the identity provider refused the sign-in (${error.error})`
          : `the identity provider's answer did not pass the checks (${(error as Error).message})`,
      );
    }
    let claims: Record<string, unknown> = { ...tokens.claims() };
    const subject = String(claims.sub);
    const { groupsClaim, emailClaim } = this.claims;
    if (claimAt(claims, groupsClaim) === undefined || claimAt(claims, emailClaim) === undefined) {
      const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, subject).catch((error: unknown) => {
        throw new SignInError('invalid_response', `UserInfo could not be read (${(error as Error).message})`);
      });
      claims = { ...userInfo, ...claims };
    }
    return this.personOf(subject, claims);
  }

  private personOf(subject: string, claims: Record<string, unknown>): SignedInPerson {
    // A provider that tells no groups (Google's) names none: the person is in no group.
    const groups = claimAt(claims, this.claims.groupsClaim) ?? [];
    if (!Array.isArray(groups) || groups.some((group) => typeof group !== 'string'))
      throw new SignInError(
        'groups_malformed',
        `the identity provider sent a groups claim (${this.claims.groupsClaim}) that is not a list of names`,
      );
    const emailClaim = claimAt(claims, this.claims.emailClaim);
    const email = typeof emailClaim === 'string' ? emailClaim : undefined;
    const name = [claims.name, claims.preferred_username, email, subject].find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    )!;
    const { adminGroup } = this.settings;
    return {
      subject,
      ...(email ? { email } : {}),
      name,
      groups: groups as string[],
      administrator:
        adminGroup !== undefined && (groups as string[]).some((group) => namesOfGroup(group).includes(adminGroup)),
    };
  }

  /**
   * Where the browser ends its session at the provider, where the provider has an end-session endpoint. By
   * `client_id`, not `id_token_hint`: no token is ever in a URL (the provider may ask the person to confirm).
   */
  async endSessionUrl(): Promise<string | undefined> {
    const configuration = await this.configuration().catch(() => undefined);
    if (!configuration?.serverMetadata().end_session_endpoint) return undefined;
    return oidc
      .buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: this.settings.postLogoutRedirectUri,
        client_id: this.settings.clientId,
      })
      .toString();
  }
}
