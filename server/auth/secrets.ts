import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Key secrets are stored only as this digest; high-entropy secrets make a plain SHA-256 sufficient. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

export const newKeySecret = () => `mrk_${randomBytes(32).toString('base64url')}`;

/** Compares two secrets in time independent of where they differ (digests make the lengths equal). */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
