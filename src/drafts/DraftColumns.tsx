import { Text, Tooltip } from '@mantine/core';
import { useCanvas } from '../canvas';
import { DRAFT_REPOSITORY } from '../repositories';
import type { KnownLanguage } from '../repositories';
import type { Column } from '../list/DataTable';
import { useReviewIndex, useSimilarTitles, type ReviewIndex } from './useDraftChecklist';
import type { ModelRow } from '../models';
import { t, formatList } from '../i18n/translate';

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
function DraftDuplicates({ row, index }: { row: ModelRow; index: ReviewIndex }) {
  const similar = useSimilarTitles(index, row.model, row.model.uuid ? { exceptDraftsOf: row.model.uuid } : undefined);
  if (!similar)
    return (
      <Text size="sm" c="dimmed">
        …
      </Text>
    );
  if ('unavailable' in similar)
    return (
      <Text size="sm" c="dimmed">
        {similar.unavailable}
      </Text>
    );
  const { hits, partial } = similar;
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
