import { randomUUID } from 'node:crypto';
import { isPersonKey } from '../../../common/personKeys.js';
import { NOW_TOLERANCE_MS } from '../../../common/keySchedule.js';
import { badRequest, HttpError, notFound } from '../../shared/http/errors.js';
import type { AdminCalls, ServiceKey } from './adminCalls.js';
import type { KeySchedule } from './keySchedule.js';
import type { Revocation } from './revocationStore.js';

const DAY_MS = 86_400_000;
/** A new key's expiry where the old key's has passed. */
export const DEFAULT_LIFETIME_MS = 90 * DAY_MS;
export interface RollRequest {
  revokeAt: string;
  expiresAt?: string;
}

/**
 * When a key is to be revoked, asked as a date-time (by a roll, or a move of its revoke): now or later (a moment
 * ago counts as now, see NOW_TOLERANCE_MS), and not after the key's own expiry unless now.
 */
export function revokeTime(asked: string, keyExpiresAt: number | undefined, now: number): number {
  const at = Date.parse(asked);
  if (Number.isNaN(at)) throw badRequest('revokeAt must be a date-time');
  if (at < now - NOW_TOLERANCE_MS) throw badRequest('revokeAt is in the past; choose now or a later time');
  const revokeAt = Math.max(at, now);
  if (revokeAt - now > NOW_TOLERANCE_MS && keyExpiresAt !== undefined && revokeAt > keyExpiresAt)
    throw badRequest(
      `revokeAt is after the key's own expiry (${new Date(keyExpiresAt).toISOString()}), when it stops anyway; choose an earlier time`,
    );
  return revokeAt;
}

/** A roll's times, checked against the key rolled: when the old key goes, and when the new one expires. */
export function rollTimes(
  request: RollRequest,
  oldExpiresAt: number | undefined,
  now: number,
): { revokeAt: number; expiresAt: number } {
  const revokeAt = revokeTime(request.revokeAt, oldExpiresAt, now);
  let expiresAt: number;
  if (request.expiresAt !== undefined) {
    expiresAt = Date.parse(request.expiresAt);
    if (Number.isNaN(expiresAt)) throw badRequest('expiresAt must be a date-time');
    if (expiresAt <= now) throw badRequest('expiresAt is in the past; the new key would never work');
    if (expiresAt <= revokeAt)
      throw badRequest('expiresAt is before the old key is revoked; the new key must outlive the overlap');
  } else expiresAt = oldExpiresAt !== undefined && oldExpiresAt > revokeAt ? oldExpiresAt : now + DEFAULT_LIFETIME_MS;
  return { revokeAt, expiresAt };
}

export interface RollResult {
  key: ServiceKey & { apiKey: string };
  revokeAt: string;
  revocation: Revocation;
}

/**
 * Rolls an application's key: the key's revoke is reserved first (so that two rolls of one key cannot both
 * proceed, on any instance), then the service issues the new key under the same application name, then the
 * revoke is scheduled. Nothing is issued on bad input; nothing is scheduled when the service issues nothing. A
 * browser that loses the answer loses the secret only: the new key is listed and the old one's row says it was
 * rolled into it.
 */
export async function rollKey(
  { calls, schedule }: { calls: AdminCalls; schedule: KeySchedule },
  keyUuid: string,
  request: RollRequest,
  scheduledBy: string,
  now: number,
): Promise<RollResult> {
  const old = await calls.key(keyUuid);
  if (!old) throw notFound('the service has no key with this uuid (it may have been revoked already)');
  if (isPersonKey(old.applicationName))
    throw badRequest("this is a person's key, which the console's server renews itself; it cannot be rolled by hand");
  if (old.status && old.status.toUpperCase() !== 'ACTIVE')
    throw badRequest(`this key is ${old.status.toLowerCase()}, not active; issue a new key instead`);
  const oldExpiresAt = old.expiresAt ? Date.parse(old.expiresAt) : undefined;
  const times = rollTimes(request, Number.isNaN(oldExpiresAt) ? undefined : oldExpiresAt, now);
  const uuid = randomUUID();
  const reserved = await schedule.store.add({
    uuid,
    keyUuid: old.uuid,
    applicationName: old.applicationName,
    keyExpiresAt: oldExpiresAt,
    reason: 'rolled',
    revokeAt: times.revokeAt,
    scheduledBy,
    createdAt: now,
    state: 'rolling',
  });
  if (!reserved)
    throw new HttpError(
      409,
      'conflict',
      "this key's revoke is already scheduled (or it is being rolled this moment); cancel that revoke to roll it again",
    );
  const issued = await calls.issue(old.applicationName, new Date(times.expiresAt).toISOString());
  if (issued.outcome !== 'issued') {
    await schedule.store.dropRoll(uuid);
    if (issued.outcome === 'refused')
      throw new HttpError(502, 'service_refused', `the service did not issue the new key: ${issued.message}`);
    throw new HttpError(
      502,
      'outcome_unknown',
      `the service did not say whether it issued the new key; before rolling again, look for a key named "${old.applicationName}" issued just now`,
    );
  }
  if (!(await schedule.store.confirmRoll(uuid, issued.key.uuid).catch(() => false))) {
    // The schedule could not be kept: the new key goes again at once, so that no secret stays without a trace.
    await calls.revoke(issued.key.uuid);
    throw new HttpError(503, 'schedule_unavailable', 'the revoke could not be scheduled, so no new key was kept');
  }
  schedule.wake(times.revokeAt - now);
  const revocation = (await schedule.store.get(uuid))!;
  return { key: issued.key, revokeAt: new Date(times.revokeAt).toISOString(), revocation };
}
