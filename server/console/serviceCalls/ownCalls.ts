import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { secretsEqual } from '../../shared/secrets.js';

/**
 * The server's own writes at the service (a person's key issued or revoked, a rolled key's successor, a scheduled
 * revoke) are recorded in the audit log by the part that makes them, as that part. In front of the embedded
 * service they pass this server's hooks as well, like any browser's request: this header, with a value drawn
 * once per process, tells them apart, so that each is recorded once and the same in both modes. A request that
 * merely names the header is recorded as usual.
 */
const OWN_CALL_HEADER = 'x-console-own-call';
const OWN_CALL_TOKEN = randomBytes(24).toString('base64url');

export const ownCallHeaders = (): Record<string, string> => ({ [OWN_CALL_HEADER]: OWN_CALL_TOKEN });

export function isOwnCall(request: FastifyRequest): boolean {
  const given = request.headers[OWN_CALL_HEADER];
  return typeof given === 'string' && secretsEqual(given, OWN_CALL_TOKEN);
}
