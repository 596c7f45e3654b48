import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../api/ClientContext';
import { listSimilarTitles } from '../api/consoleServer/endpoints';
import { consoleServerOf } from '../api/consoleServer/client';
import { useIndexSource, useInstallationIndex } from '../search';
import { queryKeys } from '../api/queryKeys';
import type { Model } from '../api/types';
import type { DraftForReview } from './queries';
import { useDraftForReview, useTargetForReview } from './queries';
import { useRepositories } from '../repositories';
import { isDraftRepository } from '../repositories';
import { useIndexUnavailable } from '../search';
import { titleMap } from '../../common/indexedShapes';
import { similarTitles, type TitleSearch } from '../search';
import { useIndexCoverage } from '../search';
import { useTitleSearch } from '../search';
import { repositoryChoices, type RepositoryChoice } from '../repositories';
import { runChecklist, type Checklist, type TargetForReview } from '../checks';
import type { ReviewSubject } from '../checks';
import { t } from '../i18n/translate';

/** Where a draft's look-alikes are looked for: one target repository, or every repository but the drafts' own. */
export type SimilarScope = { repository: RepositoryChoice } | { exceptDraftsOf: string };

/** The search index as the review reads it: whichever answers this session, the browser's or the installation's. */
export interface ReviewIndex {
  /** Changes whenever the answers may: a part of memos and query keys. */
  version: string;
  /** Models with titles like `titles` in the scope, best first; or why the index cannot say yet. */
  similar(titles: readonly string[], scope: SimilarScope): Promise<ReviewSubject['similar']>;
}

const searchIds = new WeakMap<TitleSearch, number>();
let searchesSeen = 0;
/** A number for each search built, so that a rebuilt one (the index grew) asks again. */
const searchId = (search: TitleSearch) => {
  if (!searchIds.has(search)) searchIds.set(search, ++searchesSeen);
  return searchIds.get(search);
};

/** This browser's index: MiniSearch over every title it holds. */
function useBrowserReviewIndex(enabled: boolean): ReviewIndex {
  const search = useTitleSearch(enabled);
  const unavailable = useIndexUnavailable(enabled);
  const partial = useIndexCoverage();
  return useMemo(
    () => ({
      version: `browser/${search ? searchId(search) : 'none'}/${unavailable}/${partial}`,
      async similar(titles, scope) {
        if (!search) {
          // In the drafts list's narrow column, a short word; in a review, the reason.
          const why = 'repository' in scope ? unavailable : unavailable && t('drafts.indexUnavailable');
          return { unavailable: why ?? t('similar.indexLoading') };
        }
        if ('repository' in scope) {
          const target = scope.repository;
          // An index that has read nothing of the target cannot say "none" (it may be paused, or off in Settings).
          if (!search.documents.some((d) => d.kind === 'model' && d.repositoryId === target.uuid))
            return { unavailable: t('similar.notRead', { repository: target.label }) };
          return { hits: similarTitles(search, titles, target.uuid), partial };
        }
        // The drafts' own repository, as the index knows it: where this draft is indexed.
        const drafts = search.documents.find(
          (d) => d.kind === 'model' && d.uuid === scope.exceptDraftsOf,
        )?.repositoryId;
        // An index that has not read the drafts yet has not read much else: it cannot say "none".
        if (drafts === undefined) return { unavailable: t('drafts.notIndexed') };
        return { hits: similarTitles(search, titles, (repositoryId) => repositoryId !== drafts), partial };
      },
    }),
    [search, unavailable, partial],
  );
}

/** The installation's index on the console server: each question is one request. */
function useInstallationReviewIndex(): ReviewIndex {
  const client = useApiClient();
  const status = useInstallationIndex().data;
  const partial = useIndexCoverage();
  return useMemo(
    () => ({
      version: `installation/${status?.coverage.modelsRead}/${status?.coverage.listedAt}`,
      async similar(titles, scope) {
        if (!status) return { unavailable: t('similar.indexLoading') };
        const drafts = status.repositories.find(isDraftRepository)?.uuid;
        let query: { repository?: string; except?: string };
        if ('repository' in scope) {
          const target = scope.repository;
          if (!status.repositories.some((r) => r.uuid === target.uuid && r.modelsRead > 0))
            return { unavailable: t('similar.notRead', { repository: target.label }) };
          query = { repository: target.uuid };
        } else {
          if (!drafts) return { unavailable: t('drafts.notIndexed') };
          query = { except: drafts };
        }
        const answer = await listSimilarTitles(consoleServerOf(client), { titles, ...query });
        return { hits: answer.hits, partial };
      },
    }),
    [client, status, partial],
  );
}

export function useReviewIndex(enabled = true): ReviewIndex {
  const source = useIndexSource();
  const browser = useBrowserReviewIndex(enabled && source === 'browser');
  const installation = useInstallationReviewIndex();
  return source === 'installation' ? installation : browser;
}

/** A draft's look-alikes in the scope, from the review's index; undefined while it answers. */
export function useSimilarTitles(index: ReviewIndex, draft: Model | undefined, scope: SimilarScope | undefined) {
  const client = useApiClient();
  const titles = Object.values(titleMap(draft?.titles));
  const scopeKey =
    scope && ('repository' in scope ? scope.repository.uuid : `except-drafts-of/${scope.exceptDraftsOf}`);
  return useQuery({
    queryKey: queryKeys.similarTitles(client.identity, { titles, scope: scopeKey, version: index.version }),
    queryFn: () => index.similar(titles, scope!),
    enabled: draft !== undefined && scope !== undefined,
    staleTime: Infinity,
  }).data;
}

/** Puts together what the checks read. */
export function reviewSubject(
  draftId: string,
  draft: DraftForReview,
  target: RepositoryChoice,
  targetData: TargetForReview,
  similar: ReviewSubject['similar'],
): ReviewSubject {
  return {
    draftId,
    draft: draft.draft,
    canvas: draft.canvas,
    symbols: draft.symbols,
    descriptions: draft.descriptions,
    target: { uuid: target.uuid, name: target.label, languages: targetData.languages },
    titleMatches: targetData.titleMatches,
    similar,
  };
}

/** The repositories a draft can be accepted into (all but the drafts' own). */
export function useTargets() {
  const repositories = useRepositories({ maxResults: 100, sortBy: 'name' });
  return { ...repositories, targets: repositoryChoices(repositories.data?.data, isDraftRepository) };
}

export interface DraftChecklist {
  checklist?: Checklist;
  subject?: ReviewSubject;
  error?: unknown;
  retry: () => void;
}

/**
 * The checklist of one draft against one target, run again whenever the draft, the target's data or the index
 * changes. Nothing is read for it (the draft's symbols, the index) until a target is chosen.
 */
export function useDraftChecklist(draftId: string, target: string | undefined): DraftChecklist {
  const draft = useDraftForReview(draftId, Boolean(target));
  const targetData = useTargetForReview(target, draft.data?.draft);
  const { targets } = useTargets();
  const index = useReviewIndex(Boolean(target));
  const chosen =
    targets.find((choice) => choice.uuid === target) ?? (target ? { uuid: target, label: target } : undefined);
  const similar = useSimilarTitles(index, draft.data?.draft, chosen && { repository: chosen });
  const subject = useMemo(
    () =>
      draft.data && targetData.data && chosen && similar
        ? reviewSubject(draftId, draft.data, chosen, targetData.data, similar)
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the choice's parts, not the object made each render
    [draftId, draft.data, targetData.data, chosen?.uuid, chosen?.label, similar],
  );
  const checklist = useMemo(() => subject && runChecklist(subject), [subject]);
  return {
    checklist,
    subject,
    error: draft.error ?? targetData.error,
    retry: () => {
      void draft.refetch();
      void targetData.refetch();
    },
  };
}
