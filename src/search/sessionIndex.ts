import { identityName } from '../api/client';
import type { SessionKeeper } from '../session';
import { deleteIndexOf } from './deleteIndex';
import { holdIndex, indexDatabaseName, keepIndex, sweepIndexes } from './indexRetention';

/**
 * A session's search index, as its session begins and ends in a tab: it stays while this tab has the session
 * open, and after that only if the session is remembered; the indexes of sessions that ended with their tab go
 * (see indexRetention.ts). It holds what the credential could read: signing out of a session not remembered
 * deletes it at once.
 */
export const sessionIndexKeeper: SessionKeeper = {
  hold(session) {
    const name = session && indexDatabaseName(identityName(session));
    const hold = name ? holdIndex(name) : undefined;
    if (name) keepIndex(name, session.remember);
    void (hold?.held ?? Promise.resolve()).then(sweepIndexes).catch(() => undefined);
    return hold?.release;
  },
  signedOut(session) {
    if (!session.remember) void deleteIndexOf(session).catch(() => undefined);
  },
};
