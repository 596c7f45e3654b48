import { useMemo } from 'react';
import { isDraftRepository } from '../api/queries/models';
import { draftPath, modelPath, symbolPath } from '../lib/paths';
import { useIndexCoverage } from './useIndexProgress';
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

/** Index hits for `text`, named for people, with what part of the installation they are from. */
export function useSearchHits(text: string, limit = 50) {
  const search = useTitleSearch();
  const coverage = useIndexCoverage();
  const repositories = useLive((db) => db.repositories.toArray(), []);
  const hits = useMemo((): ShownHit[] => {
    if (!search) return [];
    const byId = new Map((repositories ?? []).map((repository) => [repository.uuid, repository]));
    return searchTitles(search, text, limit).map((hit) => {
      const repository = byId.get(hit.repositoryId);
      return {
        kind: hit.kind,
        title: hit.title,
        // A draft opens in the review, where it can be accepted.
        to:
          hit.kind === 'symbol'
            ? symbolPath(hit.repositoryId, hit.uuid)
            : isDraftRepository(repository)
              ? draftPath(hit.uuid)
              : modelPath(hit.repositoryId, hit.uuid),
        repositoryName: repository?.name ?? hit.repositoryId,
        languageName: repository?.languages.find((language) => language.uuid === hit.language)?.name ?? hit.language,
      };
    });
  }, [search, repositories, text, limit]);
  return { hits, ready: search !== undefined, coverage };
}
