import { useMemo } from 'react';
import { isDraftRepository } from '../repositories';
import { useIndexSource, useInstallationIndex, useInstallationTitles } from './installationQueries';
import { draftPath, modelPath, symbolPath } from '../lib/paths';
import { useIndexAnswerState } from './useIndexProgress';
import { useLive } from './useLive';
import { searchTitles } from './titleSearch';
import { useTitleSearch } from './useTitleSearch';

export interface ShownHit {
  kind: 'model' | 'symbol';
  title: string;
  /** Where the hit opens. */
  to: string;
  repositoryName: string;
  languageName: string;
}

interface SearchHits {
  hits: ShownHit[];
  /** Whether the index can answer yet. */
  ready: boolean;
  /** The answer for this text is still on its way: no hits yet does not mean nothing matches. */
  searching: boolean;
  /** How complete the answers are, in words; nothing once complete. */
  coverage: string | undefined;
  /** This browser's index has not opened in STALL_MS (the coverage says why): Try again opens it anew. */
  stalled: boolean;
}

interface HitRepository {
  uuid: string;
  name: string;
  languages: readonly { uuid: string; name: string }[];
}

/** A hit as a person reads it: where it opens (a draft in its review), its repository and language by name. */
function shown(
  hit: { kind: 'model' | 'symbol'; repositoryId: string; uuid: string; language: string; title: string },
  repository: HitRepository | undefined,
): ShownHit {
  return {
    kind: hit.kind,
    title: hit.title,
    to:
      hit.kind === 'symbol'
        ? symbolPath(hit.repositoryId, hit.uuid)
        : isDraftRepository(repository)
          ? draftPath(hit.uuid)
          : modelPath(hit.repositoryId, hit.uuid),
    repositoryName: repository?.name ?? hit.repositoryId,
    languageName: repository?.languages.find((language) => language.uuid === hit.language)?.name ?? hit.language,
  };
}

/** The browser's own index: its hits for `text`, only while `enabled`. */
function useBrowserHits(text: string, limit: number, enabled: boolean): Omit<SearchHits, 'coverage' | 'stalled'> {
  const search = useTitleSearch(enabled);
  const repositories = useLive((db) => db.repositories.toArray(), [], enabled);
  const hits = useMemo((): ShownHit[] => {
    if (!search) return [];
    const byId = new Map((repositories ?? []).map((repository) => [repository.uuid, repository]));
    return searchTitles(search, text, limit).map((hit) => shown(hit, byId.get(hit.repositoryId)));
  }, [search, repositories, text, limit]);
  // The browser's index answers synchronously once open; until then its coverage says what it waits for.
  return { hits, ready: search !== undefined, searching: false };
}

/** The installation index on the console's server: its hits for `text`, only while `enabled`. */
function useInstallationHits(text: string, limit: number, enabled: boolean): Omit<SearchHits, 'coverage' | 'stalled'> {
  const status = useInstallationIndex().data;
  const answer = useInstallationTitles(text, limit, enabled);
  const hits = useMemo((): ShownHit[] => {
    const byId = new Map((status?.repositories ?? []).map((repository) => [repository.uuid, repository]));
    return (answer.data?.hits ?? []).map((hit) => shown(hit, byId.get(hit.repositoryId)));
  }, [answer.data, status]);
  return { hits, ready: answer.data !== undefined, searching: answer.isFetching };
}

/** Index hits for `text`, named for people, with what part of the installation they are from: the installation's index where its server keeps one, else this browser's. */
export function useSearchHits(text: string, limit = 50): SearchHits {
  const source = useIndexSource();
  const browser = useBrowserHits(text, limit, source === 'browser');
  const installation = useInstallationHits(text, limit, source === 'installation');
  return { ...(source === 'installation' ? installation : browser), ...useIndexAnswerState() };
}

/** A symbol found by its title, where it is: what the editor's library places. */
export interface SymbolHit {
  repositoryId: string;
  uuid: string;
  title: string;
}

/** Symbols whose titles match `text`, best first, from whichever index answers (as useSearchHits). */
export function useSymbolHits(text: string, limit = 20): { hits: SymbolHit[]; searching: boolean } {
  const source = useIndexSource();
  const search = useTitleSearch(source === 'browser');
  const installation = useInstallationTitles(text, limit, source === 'installation', 'symbol');
  return useMemo(() => {
    const found =
      source === 'installation'
        ? (installation.data?.hits ?? [])
        : search
          ? searchTitles(search, text, limit * 4).filter((hit) => hit.kind === 'symbol')
          : [];
    return {
      hits: found.slice(0, limit).map(({ repositoryId, uuid, title }) => ({ repositoryId, uuid, title })),
      searching: installation.isFetching,
    };
  }, [source, installation.data, installation.isFetching, search, text, limit]);
}
