import { describe, expect, it } from 'vitest';
import { ConsoleCookies } from './cookies.js';

describe('the console’s cookies', () => {
  it('are __Host- cookies, Secure, on an https PUBLIC_URL', () => {
    const cookies = new ConsoleCookies('https://console.example.org');
    expect([cookies.session, cookies.signIn]).toEqual(['__Host-console-session', '__Host-console-sign-in']);
    expect(cookies.set(cookies.session, 'abc', { sameSite: 'Strict', maxAgeSeconds: 60.5 })).toBe(
      '__Host-console-session=abc; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=60',
    );
    expect(cookies.clear(cookies.signIn, 'Lax')).toBe(
      '__Host-console-sign-in=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0',
    );
  });

  it('are plain HttpOnly cookies on a loopback address over http, where WebKit keeps no Secure one', () => {
    const cookies = new ConsoleCookies('http://127.0.0.1:8080');
    expect(cookies.set(cookies.session, 'abc', { sameSite: 'Strict', maxAgeSeconds: 60 })).toBe(
      'console-session=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=60',
    );
  });

  it('reads one cookie of several, by its whole name', () => {
    const cookies = new ConsoleCookies('https://console.example.org');
    const header = 'x__Host-console-session=no; __Host-console-session=yes; other=1';
    expect(cookies.read(header, cookies.session)).toBe('yes');
    expect(cookies.read(undefined, cookies.session)).toBeUndefined();
  });
});
