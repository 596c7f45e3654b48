import { useEffect, useState } from 'react';
import type { IndexDatabase } from './database';
import { useIndexDatabase, useLive } from './useLive';
import { buildTitleSearch, titleDocuments, type TitleSearch } from './titleSearch';

/** While the index grows, the search is rebuilt at most this often. */
const REBUILD_EVERY_MS = 4000;

interface Built {
  generation: string;
  builtAt: number;
  search: Promise<TitleSearch>;
}
/**
 * Per database, so that every search box of the tab shares one engine; weakly, so that the titles go with the
 * database when signing out drops it (see deleteIndex).
 */
const built = new WeakMap<IndexDatabase, Built>();

/**
 * A search over every title in the index, rebuilt as the index grows; built only while `enabled` (building it
 * over 100,000 titles takes the page for a while: a page that may need it waits until it does).
 */
export function useTitleSearch(enabled = true): TitleSearch | undefined {
  const db = useIndexDatabase();
  const generation = useLive(
    async (index) =>
      `${await index.models.count()}/${await index.repositorySymbols.where('titlesReadAt').above(0).count()}/${(await index.status()).lastRefreshAt ?? 0}`,
    [],
    enabled,
  );
  const [search, setSearch] = useState<TitleSearch>();
  useEffect(() => {
    if (!enabled || generation === undefined) return;
    let current = true;
    const use = (entry: Built) => void entry.search.then((ready) => current && setSearch(ready));
    const entry = built.get(db);
    if (entry) use(entry);
    if (entry?.generation === generation) return () => void (current = false);
    const wait = entry ? Math.max(0, entry.builtAt + REBUILD_EVERY_MS - Date.now()) : 0;
    const timer = setTimeout(() => {
      const next = { generation, builtAt: Date.now(), search: titleDocuments(db).then(buildTitleSearch) };
      built.set(db, next);
      use(next);
    }, wait);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [db, generation, enabled]);
  return enabled ? search : undefined;
}
