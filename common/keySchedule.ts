/**
 * The key schedule's vocabulary (CONTRACT.md, `GET /console-api/v1/api-keys/revocations`): what the console's
 * server keeps of each revoke it performs, and what the keys page says of it. Dependency-free, for both sides.
 */

/** Why a key is revoked on a schedule: an administrator rolled it, or the server renewed a person's key. */
export const REVOCATION_REASONS = ['rolled', 'renewed'] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];

/**
 * Where a revoke stands: `rolling` while the new key is being issued, `scheduled`, `failed` (retrying until it
 * succeeds or is cancelled), `done`, `cancelled`.
 */
export const REVOCATION_STATES = ['rolling', 'scheduled', 'failed', 'done', 'cancelled'] as const;
export type RevocationState = (typeof REVOCATION_STATES)[number];

/**
 * How a revoke ended: performed by the schedule, found already gone at the service, revoked by hand first,
 * cancelled, or a roll interrupted before its new key was known.
 */
export const REVOCATION_ENDS = ['schedule', 'gone', 'hand', 'cancelled', 'interrupted'] as const;
export type RevocationEnd = (typeof REVOCATION_ENDS)[number];

/** A revoke still to be performed, which the key's row announces and an administrator may cancel or bring forward. */
export const isPendingRevocation = (state: string) => state === 'scheduled' || state === 'failed';

/**
 * A revoke time this little in the past means "now", and a revoke within it of now is always allowed: the console
 * sends its clock's now, which reaches the server a moment later (or from a clock a little behind).
 */
export const NOW_TOLERANCE_MS = 60_000;
