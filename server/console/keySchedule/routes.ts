import type { Static } from '@sinclair/typebox';
import { badRequest, conflict, HttpError, notFound } from '../../shared/http/errors.js';
import { SCHEDULED_BY } from '../../../common/audit.js';
import {
  fromStore,
  isUuid,
  type Caller,
  type Handle,
  type KeyRevocation,
  type KeyRevocationMove,
  type KeyRollRequest,
} from '../api/index.js';
import { isPendingRevocation } from '../../../common/keySchedule.js';
import type { AdminCalls } from './adminCalls.js';
import { LATE_MS, type KeySchedule } from './keySchedule.js';
import type { Revocation } from './revocationStore.js';
import { revokeTime, rollKey } from './roll.js';

/** What `/console-api` needs of the key schedule. */
export interface KeyScheduleServices {
  schedule: KeySchedule;
  calls: AdminCalls;
}

const LIST_LIMIT = 500;

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

/** A revoke as the API tells it. */
export function revocationAnswer(revocation: Revocation): Static<typeof KeyRevocation> {
  const late =
    revocation.state === 'done' &&
    revocation.endedHow === 'schedule' &&
    revocation.endedAt !== undefined &&
    revocation.endedAt - revocation.revokeAt > LATE_MS;
  return {
    uuid: revocation.uuid,
    keyUuid: revocation.keyUuid,
    applicationName: revocation.applicationName,
    ...(revocation.keyExpiresAt !== undefined ? { keyExpiresAt: iso(revocation.keyExpiresAt) } : {}),
    ...(revocation.replacedBy ? { replacedBy: revocation.replacedBy } : {}),
    reason: revocation.reason,
    revokeAt: iso(revocation.revokeAt)!,
    state: revocation.state,
    attempts: revocation.attempts,
    ...(revocation.lastError ? { lastError: revocation.lastError } : {}),
    ...(revocation.state === 'failed' ? { retryAt: iso(revocation.nextAttemptAt) } : {}),
    scheduledBy: revocation.scheduledBy,
    createdAt: iso(revocation.createdAt)!,
    ...(revocation.endedAt !== undefined ? { endedAt: iso(revocation.endedAt) } : {}),
    ...(revocation.endedHow ? { endedHow: revocation.endedHow } : {}),
    late,
  };
}

const revocationUuid = (uuid: string) => {
  if (!isUuid(uuid)) throw badRequest('the path must name a revoke by its uuid');
  return uuid.toLowerCase();
};

export async function rollAnswer(
  services: KeyScheduleServices,
  keyUuid: string,
  body: Static<typeof KeyRollRequest>,
  scheduledBy: string,
  now: number,
) {
  if (!isUuid(keyUuid)) throw badRequest('the path must name a key by its uuid');
  const { key, revokeAt, revocation } = await rollKey(services, keyUuid.toLowerCase(), body, scheduledBy, now);
  return {
    key: {
      uuid: key.uuid,
      applicationName: key.applicationName,
      ...(key.expiresAt ? { expiresAt: key.expiresAt } : {}),
      ...(key.createdAt ? { createdAt: key.createdAt } : {}),
      ...(key.status ? { status: key.status } : {}),
      apiKey: key.apiKey,
    },
    revokeAt,
    revocation: revocationAnswer(revocation),
  };
}

export async function revocationsAnswer({ schedule }: KeyScheduleServices, query: Record<string, unknown>) {
  // 1 to 100 uuids, held to the document before they come here (installation/parameters.ts).
  const keys =
    query.keys === undefined
      ? undefined
      : [
          ...new Set(
            String(query.keys)
              .split(',')
              .map((uuid) => uuid.trim().toLowerCase()),
          ),
        ];
  const revocations = await schedule.store.list({ keys, limit: LIST_LIMIT });
  return { revocations: revocations.map(revocationAnswer) };
}

/** The revoke named, waiting to be performed; else why it cannot be changed. */
async function pending({ schedule }: KeyScheduleServices, uuid: string): Promise<Revocation> {
  const revocation = await schedule.store.get(revocationUuid(uuid));
  if (!revocation) throw notFound('the key schedule has no revoke with this uuid');
  if (!isPendingRevocation(revocation.state))
    throw conflict(`this revoke is ${revocation.state} already; nothing is left to change`);
  return revocation;
}

const beingPerformed = () => conflict('this revoke is being performed this moment; look again in a minute');

export async function cancelAnswer(services: KeyScheduleServices, uuid: string, now: number) {
  const revocation = await pending(services, uuid);
  if (!(await services.schedule.store.cancel(revocation.uuid, now))) throw beingPerformed();
  return revocationAnswer((await services.schedule.store.get(revocation.uuid))!);
}

export async function moveAnswer(
  services: KeyScheduleServices,
  uuid: string,
  body: Static<typeof KeyRevocationMove>,
  now: number,
) {
  const revocation = await pending(services, uuid);
  const revokeAt = revokeTime(body.revokeAt, revocation.keyExpiresAt, now);
  if (!(await services.schedule.store.move(revocation.uuid, revokeAt, now))) throw beingPerformed();
  services.schedule.wake(revokeAt - now);
  return revocationAnswer((await services.schedule.store.get(revocation.uuid))!);
}

const scheduleUnavailable = () =>
  new HttpError(
    503,
    'schedule_unavailable',
    'the key schedule cannot be read now (the console database is unavailable)',
  );

/** Who a schedule's row names as having asked for it: a person by name, else the administrator's token. */
const nameOf = (caller: Caller) =>
  'person' in caller ? (caller as Caller & { person: { name: string } }).person.name : SCHEDULED_BY.administratorToken;

/** The key schedule's operations, for administrators: roll a key, list, cancel and move the revokes. */
export function keyScheduleRoutes(handle: Handle, services: KeyScheduleServices | undefined, now: () => number): void {
  const keySchedule = () => {
    if (!services)
      throw new HttpError(
        404,
        'not_found',
        "this server keeps no key schedule: it needs the service's administrator credential in ADMIN_TOKEN",
      );
    return services;
  };
  handle<{ uuid: string }, Static<typeof KeyRollRequest>>('rollApiKey', async ({ caller, params, body }) =>
    fromStore(() => rollAnswer(keySchedule(), params.uuid, body, nameOf(caller), now()), scheduleUnavailable),
  );
  handle('listKeyRevocations', async ({ query }) =>
    fromStore(() => revocationsAnswer(keySchedule(), query), scheduleUnavailable),
  );
  handle<{ uuid: string }, undefined>('cancelKeyRevocation', async ({ params }) =>
    fromStore(() => cancelAnswer(keySchedule(), params.uuid, now()), scheduleUnavailable),
  );
  handle<{ uuid: string }, Static<typeof KeyRevocationMove>>('moveKeyRevocation', async ({ params, body }) =>
    fromStore(() => moveAnswer(keySchedule(), params.uuid, body, now()), scheduleUnavailable),
  );
}
