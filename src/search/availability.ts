import { useEffect, useState } from 'react';
import type { IndexDatabase } from './database';
import { useIndexDatabase } from './useLive';
import { t } from '../i18n/translate';

const checks = new WeakMap<IndexDatabase, Promise<string | undefined>>();

/**
 * Why this browser cannot keep the search index, in words, or undefined once its database opens. Some browsers
 * offer no IndexedDB (storage turned off by a policy, some private windows) or refuse to open one; search,
 * where-used and relations then say so rather than wait for an index that never comes.
 */
export function indexUnavailable(db: IndexDatabase): Promise<string | undefined> {
  let check = checks.get(db);
  if (!check) {
    check = db.open().then(
      () => undefined,
      (error: unknown) =>
        typeof indexedDB === 'undefined'
          ? t('index.noIndexedDb')
          : t('index.storageRefused', { reason: error instanceof Error ? error.message : String(error) }),
    );
    checks.set(db, check);
  }
  return check;
}

/** indexUnavailable for the signed-in identity's index, as state: undefined while it opens and once it has. */
export function useIndexUnavailable(enabled = true): string | undefined {
  const db = useIndexDatabase();
  const [reason, setReason] = useState<{ of: IndexDatabase; reason: string | undefined }>();
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void indexUnavailable(db).then((reason) => current && setReason({ of: db, reason }));
    return () => void (current = false);
  }, [db, enabled]);
  return enabled && reason?.of === db ? reason.reason : undefined;
}

/** How long this browser's index may keep a page waiting for its first answer before the page says why. */
export const STALL_MS = 5000;

/**
 * When a view of this page first waited on each index database, and which have answered a view since: the wait is
 * the database's, not a view's, so that Ctrl+K opened on a page that has waited for 20 s says why at once, and one
 * opened on a page whose index answers does not.
 */
const waitingSince = new WeakMap<IndexDatabase, number>();
const answeredOnce = new WeakSet<IndexDatabase>();

/**
 * Whether the signed-in identity's index has kept this page waiting STALL_MS without an answer (`answered`: this
 * view's query has one): the browser has not opened it, or holds every query behind another page's.
 */
export function useIndexStalled(answered: boolean, enabled = true): boolean {
  const db = useIndexDatabase();
  const waiting = enabled && !answered && !answeredOnce.has(db);
  const [, redraw] = useState(0);
  useEffect(() => {
    if (answered) answeredOnce.add(db);
    if (!waiting) return;
    if (!waitingSince.has(db)) waitingSince.set(db, Date.now());
    const timer = setTimeout(() => redraw((n) => n + 1), Math.max(0, waitingSince.get(db)! + STALL_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [db, answered, waiting]);
  const since = waitingSince.get(db);
  return waiting && since !== undefined && Date.now() - since >= STALL_MS;
}
