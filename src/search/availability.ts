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
