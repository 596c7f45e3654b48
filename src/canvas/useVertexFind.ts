import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { findVertices, nextMatch } from './search';
import { t } from '../i18n/translate';

const NO_MATCHES: ReadonlySet<string> = new Set();

/**
 * Find on the canvas: the vertices whose titles hold what was typed, in reading order, and which of them is
 * the selected one. Matching is deferred: highlighting redraws up to every vertex, which React then does in
 * a render it can interrupt for the next key.
 */
export function useVertexFind(titles: ReadonlyMap<string, { title?: string }>, selectedVertex: string | undefined) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const titled = useMemo(() => [...titles].map(([uuid, look]) => ({ uuid, title: look.title })), [titles]);
  const matchList = useMemo(() => findVertices(titled, deferredSearch), [titled, deferredSearch]);
  const matches = useMemo(() => (matchList.length ? new Set(matchList) : NO_MATCHES), [matchList]);
  // The match Enter went to, until the selection (kept in the URL) has come round to it: a second Enter
  // before then goes on from there rather than to the same match again.
  const wentTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    wentTo.current = undefined;
  }, [selectedVertex]);
  const selectedPlace = selectedVertex === undefined ? -1 : matchList.indexOf(selectedVertex);
  return {
    search,
    setSearch,
    matches,
    /** What the find field says: nothing while empty; the selected match's place among them; else their count. */
    status:
      search === ''
        ? undefined
        : matchList.length === 0
          ? t('canvas.noMatch')
          : selectedPlace >= 0
            ? t('canvas.matchOf', { index: selectedPlace + 1, count: matchList.length })
            : t('canvas.matchCount', { count: matchList.length }),
    /** The match after the selected vertex (Enter), wrapping round; undefined when none matches. */
    next: () => (wentTo.current = nextMatch(matchList, wentTo.current ?? selectedVertex)),
  };
}
