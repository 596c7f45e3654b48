import { useMemo } from 'react';
import type { DraftForReview, TargetForReview } from '../../api/queries/review';
import { useDraftForReview, useTargetForReview } from '../../api/queries/review';
import { useRepositories } from '../../api/queries/repositories';
import { isDraftRepository } from '../../api/queries/models';
import { useIndexUnavailable } from '../../searchIndex/availability';
import { titleMap } from '../../../common/indexedShapes';
import { similarTitles, type TitleSearch } from '../../searchIndex/titleSearch';
import { useIndexCoverage } from '../../searchIndex/useIndexProgress';
import { useTitleSearch } from '../../searchIndex/useTitleSearch';
import { repositoryChoices, type RepositoryChoice } from '../repositories/repositoryChoices';
import { runChecklist, type Checklist } from './checks';
import type { ReviewSubject } from './checks/types';
import { t } from '../../i18n/translate';

/** The search index as the review reads it. */
export interface ReviewIndex {
  search: TitleSearch | undefined;
  unavailable: string | undefined;
  partial: string | undefined;
}

export function useReviewIndex(enabled = true): ReviewIndex {
  return { search: useTitleSearch(enabled), unavailable: useIndexUnavailable(), partial: useIndexCoverage() };
}

/** Models of the target with titles like the draft's, from the index; or why it cannot say yet. */
export function similarInTarget(
  index: ReviewIndex,
  draft: DraftForReview['draft'],
  target: RepositoryChoice,
): ReviewSubject['similar'] {
  if (!index.search) return { unavailable: index.unavailable ?? t('similar.indexLoading') };
  // An index that has read nothing of the target cannot say "none" (it may be paused, or switched off in Settings).
  if (!index.search.documents.some((document) => document.kind === 'model' && document.repositoryId === target.uuid)) {
    return { unavailable: t('similar.notRead', { repository: target.label }) };
  }
  return {
    hits: similarTitles(index.search, Object.values(titleMap(draft.titles)), target.uuid),
    partial: index.partial,
  };
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
  const subject = useMemo(
    () =>
      draft.data && targetData.data && chosen
        ? reviewSubject(draftId, draft.data, chosen, targetData.data, similarInTarget(index, draft.data.draft, chosen))
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the index's parts, not the object made each render
    [draftId, draft.data, targetData.data, chosen?.uuid, chosen?.label, index.search, index.unavailable, index.partial],
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
