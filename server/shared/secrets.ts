import { hash, timingSafeEqual } from 'node:crypto';

/**
 * A secret as it is kept and told apart: key secrets are stored only as this digest, and a credential's
 * fingerprint is its start; high-entropy secrets make a plain SHA-256 sufficient. Every request hashes its key:
 * the one-shot `hash` takes about a third of the time of a `createHash` object.
 */
export const hashSecret = (secret: string) => hash('sha256', secret, 'hex');

/** Compares two secrets in time independent of where they differ (digests make the lengths equal). */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(hash('sha256', a, 'buffer'), hash('sha256', b, 'buffer'));
}
