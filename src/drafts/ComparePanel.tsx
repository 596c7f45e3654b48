import { Box, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { getViewportForBounds, type Viewport } from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import { useModel } from '../models';
import { DRAFT_REPOSITORY } from '../repositories';
import { useCanvasWithSymbols } from './queries';
import { CANVAS_CSS } from '../canvas';
import { ErrorState } from '../ui/ErrorState';
import { compareCanvases } from './canvasDiff';
import type { ReviewSubject } from '../checks';
import { changeBounds, changeVertices, comparedSides, describeChange, diffSide } from './comparison';
import type { DraftChecklist } from './useDraftChecklist';
import { useReviewState } from './useReviewState';
import { titleIn } from '../ui/titles';
import { PHONE_QUERY } from '../theme';
import { DIFF_CSS, DiffCanvas } from './DiffCanvas';
import { ComparedModelPicker, suggestions } from './ComparedModelPicker';
import { drawn, viewportFitting } from './comparedDrawing';
import { CANVAS_HEIGHT, ChangeList, Legend, summary, TitlesCompared } from './ComparisonParts';
import { t } from '../i18n/translate';

/**
 * The comparison of the draft's canvas with a model of the target (or with the proposal's previous revision, in
 * the draft repository): side by side or overlaid, with the list of changes.
 */
function Comparison({
  subject,
  compareId,
  baseRepository,
}: {
  subject: ReviewSubject;
  compareId: string;
  baseRepository: string;
}) {
  const state = useReviewState();
  const base = useCanvasWithSymbols(baseRepository, compareId);
  const baseModel = useModel(baseRepository, compareId);
  const language = subject.target.languages.find((l) => l.defaultLanguage)?.uuid;
  const languageName = (uuid: string) =>
    subject.target.languages.find((l) => l.uuid === uuid)?.name ?? t('check.descriptions.anotherLanguage');
  const compared = useMemo(() => {
    if (!base.data) return undefined;
    const before = diffSide(base.data);
    // The draft's canvas and symbols as the checks read them (not the whole subject: that changes with the index).
    const after = diffSide({ canvas: subject.canvas, symbols: subject.symbols });
    const comparison = compareCanvases(before, after, language);
    const sides = comparedSides(before, after, comparison);
    return {
      comparison,
      sides,
      words: comparison.changes.map((change) => describeChange(change, sides, language, languageName)),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- languageName follows the languages
  }, [base.data, subject.canvas, subject.symbols, language, subject.target.languages]);
  const selectedChange = state.change !== undefined ? compared?.comparison.changes[state.change] : undefined;
  const selectedVertices = useMemo(
    () => (selectedChange && compared ? changeVertices(selectedChange, compared.sides) : { base: [], draft: [] }),
    [selectedChange, compared],
  );
  const graphs = useMemo(
    () => compared && drawn(compared.sides, compared.comparison, language, selectedVertices),
    [compared, language, selectedVertices],
  );
  const { ref, width } = useElementSize();
  // On a phone the canvases and the list go one under the other.
  const phone = useMediaQuery(PHONE_QUERY);
  const paneWidth = state.layout === 'overlay' || phone ? width : (width - 16) / 2;
  const [viewport, setViewport] = useState<Viewport>({ x: 0, y: 0, zoom: 1 });
  // Fit both drawings when the comparison or the layout changes; a selected change (from a shared link) centres on it.
  useEffect(() => {
    if (!compared || !graphs || paneWidth <= 0) return;
    // A change is framed with room around it, at most at full size: near enough to read, far enough to see where.
    const focus = selectedChange && changeBounds(selectedChange, compared.sides);
    if (focus) {
      setViewport(getViewportForBounds(focus, paneWidth, CANVAS_HEIGHT, 0.02, 1, 0.4));
      return;
    }
    const all = [...graphs.overlay.nodes, ...graphs.base.nodes];
    if (all.length === 0) return;
    setViewport(viewportFitting(all, paneWidth, CANVAS_HEIGHT));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit on a new comparison, layout, size or selection only
  }, [compared, state.layout, paneWidth, state.change]);

  if (base.error) return <ErrorState error={base.error} onRetry={() => void base.refetch()} />;
  if (!compared || !graphs)
    return (
      <Text size="sm" c="dimmed">
        {t('comparePanel.readingBoth')}
      </Text>
    );
  const baseTitle = titleIn(baseModel.data?.titles, language, language)?.text ?? t('comparePanel.chosenModel');
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" fw={600} aria-live="polite">
          {summary(compared.comparison.changes)}
        </Text>
        <Legend />
      </Group>
      <Box style={{ display: 'grid', gridTemplateColumns: phone ? '1fr' : 'minmax(220px, 300px) 1fr', gap: 12 }}>
        <ChangeList
          changes={compared.comparison.changes}
          words={compared.words}
          selected={state.change}
          onSelect={(change) => state.update({ change }, true)}
        />
        <Box ref={ref}>
          {state.layout === 'overlay' ? (
            <DiffCanvas
              label={t('comparePanel.overlay', { title: t('quote.text', { text: baseTitle }) })}
              nodes={graphs.overlay.nodes}
              edges={graphs.overlay.edges}
              viewport={viewport}
              onViewport={setViewport}
              height={CANVAS_HEIGHT}
            />
          ) : (
            <SimpleGrid cols={phone ? 1 : 2} spacing={16}>
              <DiffCanvas
                label={t('comparePanel.inTarget', { title: t('quote.text', { text: baseTitle }) })}
                nodes={graphs.base.nodes}
                edges={graphs.base.edges}
                viewport={viewport}
                onViewport={setViewport}
                height={CANVAS_HEIGHT}
              />
              <DiffCanvas
                label={t('comparePanel.inDraft')}
                nodes={graphs.draft.nodes}
                edges={graphs.draft.edges}
                viewport={viewport}
                onViewport={setViewport}
                height={CANVAS_HEIGHT}
              />
            </SimpleGrid>
          )}
        </Box>
      </Box>
      <TitlesCompared
        base={baseModel.data?.titles ?? {}}
        draft={subject.draft.titles ?? {}}
        languages={subject.target.languages}
      />
    </Stack>
  );
}

/**
 * The Compare tab: choose a model of the target (the likely duplicate first) and see what the draft changes; a
 * proposal's revision is also compared with the revision before it.
 */
export function ComparePanel({ review, previousDraftId }: { review: DraftChecklist; previousDraftId?: string }) {
  const state = useReviewState();
  const suggested = useMemo(() => suggestions(review.subject), [review.subject]);
  if (!state.target) return <Text size="sm">{t('comparePanel.chooseTarget')}</Text>;
  const againstPrevious = Boolean(previousDraftId) && state.against === 'previous';
  const compareId = againstPrevious ? previousDraftId : (state.compare ?? suggested[0]?.uuid);
  return (
    <Stack gap="sm">
      <style>
        {CANVAS_CSS}
        {DIFF_CSS}
      </style>
      <Group align="flex-end">
        {previousDraftId && (
          <SegmentedControl
            aria-label={t('comparePanel.against')}
            value={againstPrevious ? 'previous' : 'model'}
            onChange={(against) =>
              state.update({ against: against === 'previous' ? 'previous' : undefined, change: undefined })
            }
            data={[
              { value: 'model', label: t('comparePanel.againstModel') },
              { value: 'previous', label: t('comparePanel.againstPrevious') },
            ]}
          />
        )}
        {!againstPrevious && (
          <ComparedModelPicker
            target={state.target}
            value={compareId}
            onChange={(compare) => state.update({ compare, change: undefined })}
            suggested={suggested}
          />
        )}
        <SegmentedControl
          aria-label={t('comparePanel.layout')}
          value={state.layout}
          onChange={(layout) => state.update({ layout: layout as typeof state.layout }, true)}
          data={[
            { value: 'side-by-side', label: t('comparePanel.sideBySide') },
            { value: 'overlay', label: t('comparePanel.overlayLayout') },
          ]}
        />
      </Group>
      {!review.subject ? (
        <Text size="sm" c="dimmed">
          {t('comparePanel.readingDraft')}
        </Text>
      ) : compareId ? (
        <Comparison
          subject={review.subject}
          compareId={compareId}
          baseRepository={againstPrevious ? DRAFT_REPOSITORY : state.target}
        />
      ) : (
        <Text size="sm">{t('comparePanel.noLikeTitle')}</Text>
      )}
    </Stack>
  );
}
