/**
 * The console's cookies, HttpOnly (no script in the page reads them), two for two jobs (RFC 10017 §6.1.3.2):
 * - the session: SameSite=Strict, as only the console's own pages call its server;
 * - the sign-in under way: SameSite=Lax, as the provider's redirect back is a navigation from another site.
 * On an https PUBLIC_URL they are `__Host-` cookies: Secure, Path=/, no Domain, so that this origin alone may set or
 * read them. On a loopback address over plain http (a demo, a developer's machine; config.ts allows no other http
 * origin where people sign in) WebKit keeps no Secure cookie, so there they are plain HttpOnly ones.
 */
export class ConsoleCookies {
  readonly session: string;
  readonly signIn: string;
  private readonly secure: boolean;

  constructor(publicUrl: string) {
    this.secure = new URL(publicUrl).protocol === 'https:';
    const prefix = this.secure ? '__Host-' : '';
    this.session = `${prefix}console-session`;
    this.signIn = `${prefix}console-sign-in`;
  }

  /** A Set-Cookie value; values are base64url, never in need of quoting. */
  set(name: string, value: string, { sameSite, maxAgeSeconds }: { sameSite: 'Strict' | 'Lax'; maxAgeSeconds: number }) {
    const secure = this.secure ? ' Secure;' : '';
    return `${name}=${value}; Path=/;${secure} HttpOnly; SameSite=${sameSite}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
  }

  /** A Set-Cookie value that removes the cookie. */
  clear(name: string, sameSite: 'Strict' | 'Lax') {
    return this.set(name, '', { sameSite, maxAgeSeconds: 0 });
  }

  /** The value of a cookie the request carries. */
  read(header: string | undefined, name: string): string | undefined {
    for (const part of (header ?? '').split(';')) {
      const at = part.indexOf('=');
      if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
    }
    return undefined;
  }
}
