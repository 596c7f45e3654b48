import type { FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { KEY_ACTOR_PREFIX, TOKEN_ACTOR_PREFIX } from '../../../common/audit.js';
import { hashSecret } from '../secrets.js';

/** A secret's short fingerprint: enough to tell keys apart in logs, never enough to act with. */
export const fingerprintOf = (secret: string) => hashSecret(secret).slice(0, 16);

/** The headers that carry a caller's own credential to the service, passed on as they came. */
const SERVICE_CREDENTIAL_HEADERS = ['x-api-key', 'authorization', 'svc-permission-group'] as const;

/** A request's own credential, as the headers the service is to receive it in (those it sent, and no other). */
export function serviceCredentialOf(headers: IncomingHttpHeaders): Record<string, string> {
  const credential: Record<string, string> = {};
  for (const name of SERVICE_CREDENTIAL_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string' && value) credential[name] = value;
  }
  return credential;
}

/** What a request's own credential is, named by its fingerprint (never the secret). */
export type Credential = { kind: 'administrator' | 'key'; secret: string; fingerprint: string };

/** The token of an `Authorization: Bearer` header, if the request has one. */
export const bearerTokenOf = (request: FastifyRequest): string | undefined =>
  /^Bearer (.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1];

export function credentialOf(request: FastifyRequest): Credential | undefined {
  const bearer = bearerTokenOf(request);
  if (bearer) return { kind: 'administrator', secret: bearer, fingerprint: fingerprintOf(bearer) };
  const key = request.headers['x-api-key'];
  return typeof key === 'string' && key ? { kind: 'key', secret: key, fingerprint: fingerprintOf(key) } : undefined;
}

/**
 * Who a request's own credential acts as, as edits and proposals keep their authors: `key:` or `token:` and the
 * credential's fingerprint, named by the fingerprint (the console words the kind).
 */
export const credentialActor = (credential: Credential) => ({
  id: `${credential.kind === 'administrator' ? TOKEN_ACTOR_PREFIX : KEY_ACTOR_PREFIX}${credential.fingerprint}`,
  kind: credential.kind,
  name: credential.fingerprint,
});

const people = new WeakMap<FastifyRequest, { subject: string; name: string }>();

/** Says that a request acts for a person signed in through the provider (the people part knows; headers do not). */
export function attributeTo(request: FastifyRequest, person: { subject: string; name: string }) {
  people.set(request, { subject: person.subject, name: person.name });
}

/** The person a request acts for, once the people part has said so. */
export const personOf = (request: FastifyRequest) => people.get(request);
