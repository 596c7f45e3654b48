/**
 * The console's cookies: `__Host-` names (Secure, Path=/, no Domain: this origin alone may set or read them) and
 * HttpOnly (no script in the page reads them). Two, for two jobs (RFC 10017 §6.1.3.2):
 * - the session: SameSite=Strict, as only the console's own pages call its server;
 * - the sign-in under way: SameSite=Lax, as the provider's redirect back is a navigation from another site.
 */
export const SESSION_COOKIE = '__Host-console-session';
export const SIGN_IN_COOKIE = '__Host-console-sign-in';

/** The value of a cookie the request carries. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** A Set-Cookie value; values are base64url, never in need of quoting. */
export function cookie(
  name: string,
  value: string,
  { sameSite, maxAgeSeconds }: { sameSite: 'Strict' | 'Lax'; maxAgeSeconds: number },
) {
  return `${name}=${value}; Path=/; Secure; HttpOnly; SameSite=${sameSite}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
}

/** A Set-Cookie value that removes the cookie. */
export const clearedCookie = (name: string, sameSite: 'Strict' | 'Lax') =>
  cookie(name, '', { sameSite, maxAgeSeconds: 0 });
