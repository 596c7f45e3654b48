import { secretOf, type Credential } from '../api/http';
import { STORAGE_KEYS } from '../storageKeys.mjs';

export type CredentialKind = Credential['kind'];

export interface StoredSession {
  baseUrl: string;
  credential: Credential;
  /** Kept in localStorage (this device) instead of sessionStorage (this tab). */
  remember: boolean;
}

const KEY = STORAGE_KEYS.session;

export const defaultBaseUrl = () => `${window.location.origin}/api/v1`;

function parse(text: string | null): StoredSession | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as StoredSession;
    const kind = value.credential?.kind;
    // A person's session keeps no secret here: their cookie stands for them.
    const complete =
      kind === 'person' || ((kind === 'apiKey' || kind === 'admin') && typeof secretOf(value.credential) === 'string');
    return typeof value.baseUrl === 'string' && complete ? value : undefined;
  } catch {
    return undefined;
  }
}

export function loadSession(): StoredSession | undefined {
  return parse(sessionStorage.getItem(KEY)) ?? parse(localStorage.getItem(KEY));
}

export function saveSession(session: StoredSession): void {
  clearSession();
  (session.remember ? localStorage : sessionStorage).setItem(KEY, JSON.stringify(session));
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY);
  localStorage.removeItem(KEY);
}
