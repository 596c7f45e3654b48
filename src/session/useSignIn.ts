import { useState } from 'react';
import { ApiClient } from '../api/client';
import { listRepositories } from '../api/endpoints/repositories';
import { isApiError } from '../api/errors';
import type { Credential } from '../api/http';
import { defaultBaseUrl, type CredentialKind, type StoredSession } from './storage';
import { t } from '../i18n/translate';

export interface SignInForm {
  baseUrl: string;
  kind: CredentialKind;
  secret: string;
  remember: boolean;
}

/** Why a credential test failed, in words; the form keeps what the user typed. */
export function explainSignInFailure(error: unknown, form: Pick<SignInForm, 'baseUrl' | 'kind'>): string {
  if (!isApiError(error)) return t('signIn.untested');
  if (error.status === 401) {
    return form.kind === 'apiKey' ? t('signIn.keyRefused') : t('signIn.tokenRefused');
  }
  if (error.kind === 'network') return t('signIn.unreachable', { url: form.baseUrl });
  if (error.kind === 'timeout') return t('signIn.timeout', { url: form.baseUrl });
  if (error.status === 404 || error.kind === 'invalid-response') {
    return t('signIn.notService', { url: form.baseUrl });
  }
  if (error.status === 403) return t('signIn.forbidden');
  if (error.status === 429)
    return error.retryAfterSeconds === undefined
      ? t('signIn.tooManySoon')
      : t('signIn.tooMany', { seconds: error.retryAfterSeconds });
  return error.serviceMessage ?? t('signIn.answered', { status: error.status ?? error.kind });
}

function validUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The sign-in form's logic: its state, and one test request before the session is kept. */
export function useSignIn(
  onSignedIn: (session: StoredSession) => void,
  initialKind: CredentialKind = 'apiKey',
  initialBaseUrl = defaultBaseUrl(),
) {
  const [form, setForm] = useState<SignInForm>({
    baseUrl: initialBaseUrl,
    kind: initialKind,
    secret: '',
    remember: false,
  });
  const [error, setError] = useState<string>();
  const [testing, setTesting] = useState(false);

  const update = (patch: Partial<SignInForm>) => setForm((current) => ({ ...current, ...patch }));

  async function submit() {
    const baseUrl = form.baseUrl.trim().replace(/\/+$/, '');
    const secret = form.secret.trim();
    if (!validUrl(baseUrl)) return setError(t('signIn.enterUrl'));
    if (secret === '') return setError(t(form.kind === 'apiKey' ? 'signIn.enterKey' : 'signIn.enterToken'));
    const credential: Credential =
      form.kind === 'apiKey' ? { kind: 'apiKey', key: secret } : { kind: 'admin', token: secret };
    setTesting(true);
    setError(undefined);
    try {
      await listRepositories(new ApiClient({ baseUrl, credential }), { maxResults: 1 });
      onSignedIn({ baseUrl, credential, remember: form.remember });
    } catch (failure) {
      setError(explainSignInFailure(failure, { baseUrl, kind: form.kind }));
    } finally {
      setTesting(false);
    }
  }

  return { form, update, submit, error, testing };
}
