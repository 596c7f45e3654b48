import { Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { DRAFT_REPOSITORY, useCanvas } from '../../api/queries/models';
import type { KnownLanguage } from '../../api/queries/repositories';
import type { Column } from '../../components/DataTable';
import { titleMap } from '../../../common/indexedShapes';
import { similarTitles } from '../../searchIndex/titleSearch';
import { useReviewIndex, type ReviewIndex } from '../../features/drafts/useDraftChecklist';
import type { ModelRow } from '../ModelsPage';
import { t, formatList } from '../../i18n/translate';

/** How big a draft is: its canvas's vertices and edges (read as the reviewer would on opening it). */
function DraftSize({ draftId }: { draftId: string }) {
  const canvas = useCanvas(DRAFT_REPOSITORY, draftId);
  if (canvas.error)
    return (
      <Text size="sm" c="dimmed">
        {t('drafts.notRead')}
      </Text>
    );
  if (!canvas.data)
    return (
      <Text size="sm" c="dimmed">
        …
      </Text>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {t('canvas.counts', { vertices: canvas.data.vertices.length, edges: canvas.data.edges.length })}
    </Text>
  );
}

/** The languages a draft has a title in; those marked as not yet translated say so. */
function DraftLanguages({ row, languages }: { row: ModelRow; languages: readonly KnownLanguage[] }) {
  const titles = row.model.titles ?? {};
  const present = languages.filter((language) => titles[language.uuid]?.title?.trim());
  if (present.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('drafts.none')}
      </Text>
    );
  return (
    <Text size="sm" translate="no">
      {formatList(
        present.map((language) =>
          titles[language.uuid]?.translated === false
            ? t('drafts.notYetTranslated', { language: language.name })
            : language.name,
        ),
        'unit',
      )}
    </Text>
  );
}

/** Models anywhere but the drafts whose titles resemble this draft's, from the search index. */
function DraftDuplicates({ row, index: { search, unavailable, partial } }: { row: ModelRow; index: ReviewIndex }) {
  const hits = useMemo(() => {
    if (!search || !row.model.uuid) return undefined;
    // The drafts' own repository, as the index knows it: where this draft's title is indexed.
    const drafts = search.documents.find(
      (document) => document.kind === 'model' && document.uuid === row.model.uuid,
    )?.repositoryId;
    // An index that has not read the drafts yet has not read much else: it cannot say "none".
    if (drafts === undefined) return 'not indexed';
    return similarTitles(search, Object.values(titleMap(row.model.titles)), (repositoryId) => repositoryId !== drafts);
  }, [search, row.model]);
  if (unavailable)
    return (
      <Text size="sm" c="dimmed">
        {t('drafts.indexUnavailable')}
      </Text>
    );
  if (!hits)
    return (
      <Text size="sm" c="dimmed">
        …
      </Text>
    );
  if (hits === 'not indexed')
    return (
      <Text size="sm" c="dimmed">
        {t('drafts.notIndexed')}
      </Text>
    );
  if (hits.length === 0)
    return (
      <Text size="sm">
        {t('drafts.noneFound')}
        {partial && (
          <Text span size="xs" c="dimmed">
            {' '}
            ({partial})
          </Text>
        )}
      </Text>
    );
  return (
    <Tooltip label={hits.map((hit) => hit.title).join(' · ')} multiline maw={360} withArrow>
      <Text size="sm" c="orange" fw={600} tabIndex={0}>
        {t('drafts.similar', { count: hits.length })}
      </Text>
    </Tooltip>
  );
}

/** The drafts list's own columns, reading the search index once for every row. */
export function useDraftColumns(): (languages: readonly KnownLanguage[]) => Column<ModelRow>[] {
  // One subscription to the index for the whole list, not one per row.
  const index = useReviewIndex();
  return (languages) => draftColumns(languages, index);
}

/** What a reviewer chooses a draft by, beside its title and type. The service records no time of change. */
function draftColumns(languages: readonly KnownLanguage[], index: ReviewIndex): Column<ModelRow>[] {
  return [
    { key: 'size', title: t('drafts.size'), render: (row) => row.model.uuid && <DraftSize draftId={row.model.uuid} /> },
    {
      key: 'languages',
      title: t('drafts.languages'),
      render: (row) => <DraftLanguages row={row} languages={languages} />,
    },
    { key: 'duplicates', title: t('drafts.duplicates'), render: (row) => <DraftDuplicates row={row} index={index} /> },
  ];
}
