import { useState } from 'react';
import { ApiClient } from '../api/client';
import { listRepositories } from '../api/endpoints/repositories';
import { isApiError } from '../api/errors';
import type { Credential } from '../api/http';
import { defaultBaseUrl, type StoredSession } from '../session/storage';

export type CredentialKind = Credential['kind'];

export interface SignInForm {
  baseUrl: string;
  kind: CredentialKind;
  secret: string;
  remember: boolean;
}

/** Why a credential test failed, in words; the form keeps what the user typed. */
export function explainSignInFailure(error: unknown, form: Pick<SignInForm, 'baseUrl' | 'kind'>): string {
  if (!isApiError(error)) return 'The credential could not be tested.';
  if (error.status === 401) {
    return form.kind === 'apiKey'
      ? 'The service does not accept this API key: it is unknown, inactive or expired.'
      : 'The service does not accept this administrator token.';
  }
  if (error.kind === 'network')
    return `The service at ${form.baseUrl} cannot be reached. Check the address and that the service is running.`;
  if (error.kind === 'timeout') return `The service at ${form.baseUrl} did not answer in time.`;
  if (error.status === 404 || error.kind === 'invalid-response') {
    return `No model repository service answers at ${form.baseUrl}. The address usually ends in /api/v1.`;
  }
  if (error.status === 403) return 'This credential is not allowed to list repositories.';
  if (error.status === 429)
    return `Too many requests with this credential; try again in ${error.retryAfterSeconds ?? 'a few'} seconds.`;
  return error.serviceMessage ?? `The service answered ${error.status ?? error.kind}.`;
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
    if (!validUrl(baseUrl)) return setError('Enter the service URL, for example https://host/app/api/v1.');
    if (secret === '') return setError(form.kind === 'apiKey' ? 'Enter an API key.' : 'Enter the administrator token.');
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
