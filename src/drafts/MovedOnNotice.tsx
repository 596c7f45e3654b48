import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import type { Viewport } from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import type { Proposal } from '../api/consoleServer/types';
import type { Canvas } from '../api/types';
import { CANVAS_CSS, useCanvasSymbols } from '../canvas';
import { t } from '../i18n/translate';
import { useStartRevision } from '../proposals';
import { PHONE_QUERY } from '../theme';
import { describeError } from '../ui/errors';
import { compareCanvases, type DiffCanvas as DiffSide } from './canvasDiff';
import { comparedSides, diffSide } from './comparison';
import { drawn, viewportFitting } from './comparedDrawing';
import { summary } from './ComparisonParts';
import { DIFF_CSS, DiffCanvas } from './DiffCanvas';
import { useCanvasWithSymbols } from './queries';

const PANE_HEIGHT = 280;

/** The model where the proposal's edit began, as the comparison reads it (its symbols are the source's). */
function useBeganSide(proposal: Proposal): DiffSide | undefined {
  const canvas = proposal.began.canvas as unknown as Canvas;
  const ids = useMemo(() => canvas.vertices.map((vertex) => vertex.symbol), [canvas]);
  const symbols = useCanvasSymbols(proposal.source.repositoryId, ids);
  const done = symbols.loaded + symbols.failed >= symbols.total;
  return useMemo(() => (done ? diffSide({ canvas, symbols: symbols.symbols }) : undefined), [done, canvas, symbols]);
}

/**
 * "The model moved on": where the model a proposal changes is no longer as its edit began (another proposal to it
 * was accepted, which makes a new model, or another tool changed it), what changed since in words, the three
 * canvases (where it began, the model now, the proposal), and for its author "Update to the current model".
 */
export function MovedOnNotice({
  draftId,
  proposal,
  draft,
  mayUpdate,
  language,
}: {
  draftId: string;
  proposal: Proposal;
  /** The proposal's own canvas, as the review read it. */
  draft: DiffSide | undefined;
  mayUpdate: boolean;
  language: string | undefined;
}) {
  const now = proposal.appliesTo ?? proposal.source;
  const current = useCanvasWithSymbols(now.repositoryId, now.modelId);
  const began = useBeganSide(proposal);
  const revision = useStartRevision(draftId);
  const phone = useMediaQuery(PHONE_QUERY);
  const compared = useMemo(() => {
    if (!began || !current.data || !draft) return undefined;
    const model = diffSide(current.data);
    const since = compareCanvases(began, model, language);
    const proposed = compareCanvases(began, draft, language);
    const none = { base: [], draft: [] };
    return {
      since,
      sinceDrawn: drawn(comparedSides(began, model, since), since, language, none),
      proposedDrawn: drawn(comparedSides(began, draft, proposed), proposed, language, none),
    };
  }, [began, current.data, draft, language]);
  const [viewport, setViewport] = useState<Viewport>({ x: 0, y: 0, zoom: 1 });
  const { ref, width: gridWidth } = useElementSize();
  const width = phone ? gridWidth : (gridWidth - 24) / 3;
  useEffect(() => {
    if (!compared || width <= 0) return;
    const all = [...compared.sinceDrawn.base.nodes, ...compared.sinceDrawn.draft.nodes];
    if (all.length > 0) setViewport(viewportFitting(all, width, PANE_HEIGHT));
  }, [compared, width]);

  if (!compared || (compared.since.changes.length === 0 && !proposal.appliesTo)) return null;
  const panes = [
    { label: t('movedOn.began'), ...compared.sinceDrawn.base },
    { label: t('movedOn.now'), ...compared.sinceDrawn.draft },
    { label: t('movedOn.proposal'), ...compared.proposedDrawn.draft },
  ];
  return (
    <Alert color="yellow" title={t('movedOn.title')} data-testid="moved-on">
      <Stack gap="sm">
        <style>
          {CANVAS_CSS}
          {DIFF_CSS}
        </style>
        <Text size="sm">
          {t('movedOn.text', {
            changes: compared.since.changes.length > 0 ? summary(compared.since.changes) : t('movedOn.newModel'),
          })}
        </Text>
        <SimpleGrid cols={phone ? 1 : 3} spacing="sm" ref={ref}>
          {panes.map((pane) => (
            <DiffCanvas
              key={pane.label}
              label={pane.label}
              nodes={pane.nodes}
              edges={pane.edges}
              viewport={viewport}
              onViewport={setViewport}
              height={PANE_HEIGHT}
            />
          ))}
        </SimpleGrid>
        {mayUpdate && (
          <div>
            <Button loading={revision.revise.isPending} onClick={() => revision.start('model')}>
              {t('movedOn.update')}
            </Button>
          </div>
        )}
        {revision.revise.error && (
          <Text size="sm" c="red" role="alert">
            {describeError(revision.revise.error, t('proposalActions.reviseAction'))}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
