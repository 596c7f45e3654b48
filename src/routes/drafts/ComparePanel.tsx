import {
  Box,
  Group,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useElementSize, useMediaQuery } from '@mantine/hooks';
import { getViewportForBounds, type Viewport } from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import { useModel, useModels } from '../../api/queries/models';
import { useCanvasWithSymbols } from '../../api/queries/review';
import { CANVAS_CSS } from '../../canvas/appearance';
import { boundsOf } from '../../canvas/geometry';
import { ErrorState } from '../../components/ErrorState';
import { compareCanvases, type CanvasChange, type CanvasComparison } from '../../features/drafts/canvasDiff';
import type { ReviewSubject } from '../../features/drafts/checks/types';
import {
  changeBounds,
  changeState,
  changeVertices,
  comparedSides,
  describeChange,
  diffSide,
  type ComparedSides,
} from '../../features/drafts/comparison';
import type { DraftChecklist } from '../../features/drafts/useDraftChecklist';
import { useReviewState } from '../../features/drafts/useReviewState';
import { literalFilter } from '../../lib/filterMatch';
import { titleIn } from '../../lib/titles';
import { PHONE_QUERY } from '../../theme';
import { DIFF_COLORS, DIFF_CSS, DiffCanvas, type DiffEdgeSpec, type DiffNodeSpec } from './DiffCanvas';

const CANVAS_HEIGHT = 460;

/** Models worth comparing with, best first: the same title, then similar ones from the index. */
function suggestions(subject: ReviewSubject | undefined): { uuid: string; label: string }[] {
  if (!subject) return [];
  const seen = new Set<string>();
  const list: { uuid: string; label: string }[] = [];
  const add = (uuid: string | undefined, label: string) => {
    if (!uuid || seen.has(uuid)) return;
    seen.add(uuid);
    list.push({ uuid, label });
  };
  const defaultLanguage = subject.target.languages.find((l) => l.defaultLanguage)?.uuid;
  for (const model of subject.titleMatches)
    add(model.uuid, `${titleIn(model.titles, defaultLanguage, defaultLanguage)?.text ?? model.uuid} (title match)`);
  if ('hits' in subject.similar) for (const hit of subject.similar.hits) add(hit.uuid, `${hit.title} (similar title)`);
  return list;
}

/** The model to compare with: suggestions first, then any model of the target found by its title. */
function ComparedModelPicker({
  target,
  value,
  onChange,
  suggested,
}: {
  target: string;
  value: string | undefined;
  onChange: (uuid: string) => void;
  suggested: { uuid: string; label: string }[];
}) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 250);
  const found = useModels(target, {
    fields: 'titles',
    filter: literalFilter(typed),
    filterFields: 'titles',
    maxResults: 20,
    sortBy: 'titles.title',
  });
  const data = useMemo(() => {
    const seen = new Set(suggested.map((s) => s.uuid));
    const more = (found.data?.data ?? []).flatMap((model) =>
      model.uuid && !seen.has(model.uuid)
        ? [{ value: model.uuid, label: titleIn(model.titles, undefined, undefined)?.text ?? model.uuid }]
        : [],
    );
    const groups = [];
    if (suggested.length)
      groups.push({ group: 'Suggested', items: suggested.map((s) => ({ value: s.uuid, label: s.label })) });
    if (more.length) groups.push({ group: 'Models of the target', items: more });
    return groups;
  }, [suggested, found.data]);
  return (
    <Select
      label="Compare with"
      placeholder="Find a model of the target by its title"
      data={data}
      value={value ?? null}
      onChange={(uuid) => uuid && onChange(uuid)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Looking…' : 'No model of the target has this in its title'}
      w={420}
      maw="100%"
    />
  );
}

/** The model's titles beside the draft's, per language of either. */
function TitlesCompared({
  base,
  draft,
  languages,
}: {
  base: Record<string, { title?: string }>;
  draft: Record<string, { title?: string }>;
  languages: ReviewSubject['target']['languages'];
}) {
  const codes = [...new Set([...languages.map((l) => l.uuid), ...Object.keys(base), ...Object.keys(draft)])];
  const name = (uuid: string) => languages.find((l) => l.uuid === uuid)?.name ?? 'Another language';
  return (
    <Table aria-label="Titles compared" w="auto" withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Language</Table.Th>
          <Table.Th>In the target&apos;s model</Table.Th>
          <Table.Th>In the draft</Table.Th>
          <Table.Th>Difference</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {codes.map((code) => {
          const was = base[code]?.title?.trim();
          const is = draft[code]?.title?.trim();
          const difference =
            was === is ? (was ? 'same' : 'none in either') : !was ? 'added' : !is ? 'missing in the draft' : 'changed';
          return (
            <Table.Tr key={code}>
              <Table.Td>{name(code)}</Table.Td>
              <Table.Td>
                {was ?? (
                  <Text span c="dimmed">
                    none
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {is ?? (
                  <Text span c="dimmed">
                    none
                  </Text>
                )}
              </Table.Td>
              <Table.Td fw={difference === 'same' ? undefined : 600}>{difference}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function ChangeList({
  changes,
  words,
  selected,
  onSelect,
}: {
  changes: readonly CanvasChange[];
  words: readonly string[];
  selected: number | undefined;
  onSelect: (index: number) => void;
}) {
  if (changes.length === 0) return <Text size="sm">No difference between the two canvases.</Text>;
  return (
    <ScrollArea h={CANVAS_HEIGHT + 26} type="auto" offsetScrollbars>
      <Stack gap={2} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Changes">
        {changes.map((change, index) => (
          <li key={index}>
            <UnstyledButton
              onClick={() => onSelect(index)}
              aria-current={selected === index ? 'true' : undefined}
              p={6}
              w="100%"
              style={{
                borderRadius: 4,
                background: selected === index ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Group gap={8} wrap="nowrap" align="flex-start">
                <span
                  className={`diff-swatch-${changeState(change)}`}
                  style={{ marginTop: 4, flex: 'none' }}
                  aria-hidden
                />
                <Text size="sm">{words[index]}</Text>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </ScrollArea>
  );
}

function Legend() {
  return (
    <Group gap="md" aria-label="Colours of the comparison">
      {(Object.keys(DIFF_COLORS) as (keyof typeof DIFF_COLORS)[]).map((state) => (
        <Group key={state} gap={4}>
          <span className={`diff-swatch-${state}`} aria-hidden />
          <Text size="xs">{state}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** Counts by kind: "2 added · 1 removed · 1 changed · 1 rewired". */
function summary(changes: readonly CanvasChange[]): string {
  if (changes.length === 0) return 'No changes';
  const count = (test: (change: CanvasChange) => boolean) => changes.filter(test).length;
  const parts: [number, string][] = [
    [count((c) => c.kind === 'vertex-added'), 'added'],
    [count((c) => c.kind === 'vertex-removed'), 'removed'],
    [count((c) => c.kind === 'vertex-changed' && changeState(c) === 'changed'), 'changed'],
    [count((c) => changeState(c) === 'moved'), 'moved'],
    [count((c) => c.kind === 'edge-added' || c.kind === 'edge-removed' || c.kind === 'edge-retyped'), 'edges changed'],
    [count((c) => c.kind === 'edge-rewired'), 'rewired'],
  ];
  return parts.flatMap(([n, word]) => (n ? [`${n} ${word}`] : [])).join(' · ');
}

/** Nodes and edges of each side as the canvases draw them, the selected change's vertices marked. */
function drawn(
  sides: ComparedSides,
  comparison: CanvasComparison,
  language: string | undefined,
  selected: { base: string[]; draft: string[] },
) {
  const side = (which: 'base' | 'draft') => {
    const picked = new Set(selected[which]);
    const states = comparison[which];
    const nodes: DiffNodeSpec[] = [...sides[which].vertices.values()].map((v) => ({
      ...v,
      id: v.uuid,
      title: (language && v.titles[language]) || Object.values(v.titles)[0],
      state: states.vertices.get(v.uuid) ?? 'same',
      selected: picked.has(v.uuid),
    }));
    const edges: DiffEdgeSpec[] = [...sides[which].edges.values()].map((e) => ({
      fromVertex: e.fromVertex,
      toVertex: e.toVertex,
      edgeType: e.edgeType,
      state: states.edges.get(e.uuid) ?? 'same',
    }));
    return { nodes, edges };
  };
  const base = side('base');
  const draft = side('draft');
  return { base, draft, overlay: overlay(base, draft, comparison) };
}

/**
 * The draft with what the base had and the draft has not drawn where it was: removed vertices (under ids of
 * their own), and removed edges between them or the draft's vertices that stand for the base's.
 */
function overlay(
  base: { nodes: DiffNodeSpec[]; edges: DiffEdgeSpec[] },
  draft: { nodes: DiffNodeSpec[]; edges: DiffEdgeSpec[] },
  comparison: CanvasComparison,
) {
  const before = (uuid: string) => `before:${uuid}`;
  const standsFor = new Map([...comparison.pairs].map(([draftVertex, baseVertex]) => [baseVertex, draftVertex]));
  const removedNodes = base.nodes.filter((n) => n.state === 'removed').map((n) => ({ ...n, id: before(n.id) }));
  const end = (uuid: string) => standsFor.get(uuid) ?? before(uuid);
  const removedEdges = base.edges
    .filter((e) => e.state === 'removed')
    .map((e) => ({ ...e, fromVertex: end(e.fromVertex), toVertex: end(e.toVertex) }));
  return { nodes: [...draft.nodes, ...removedNodes], edges: [...draft.edges, ...removedEdges] };
}

/** The comparison of the draft's canvas with a model of the target: side by side or overlaid, with the list of changes. */
function Comparison({ subject, compareId }: { subject: ReviewSubject; compareId: string }) {
  const state = useReviewState();
  const target = subject.target.uuid;
  const base = useCanvasWithSymbols(target, compareId);
  const baseModel = useModel(target, compareId);
  const language = subject.target.languages.find((l) => l.defaultLanguage)?.uuid;
  const languageName = (uuid: string) =>
    subject.target.languages.find((l) => l.uuid === uuid)?.name ?? 'another language';
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
    setViewport(getViewportForBounds(boundsOf(all), paneWidth, CANVAS_HEIGHT, 0.02, 1.5, 0.1));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit on a new comparison, layout, size or selection only
  }, [compared, state.layout, paneWidth, state.change]);

  if (base.error) return <ErrorState error={base.error} onRetry={() => void base.refetch()} />;
  if (!compared || !graphs)
    return (
      <Text size="sm" c="dimmed">
        Reading both canvases…
      </Text>
    );
  const baseTitle = titleIn(baseModel.data?.titles, language, language)?.text ?? 'the chosen model';
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
              label={`The draft over “${baseTitle}”`}
              nodes={graphs.overlay.nodes}
              edges={graphs.overlay.edges}
              viewport={viewport}
              onViewport={setViewport}
              height={CANVAS_HEIGHT}
            />
          ) : (
            <SimpleGrid cols={phone ? 1 : 2} spacing={16}>
              <DiffCanvas
                label={`In the target: “${baseTitle}”`}
                nodes={graphs.base.nodes}
                edges={graphs.base.edges}
                viewport={viewport}
                onViewport={setViewport}
                height={CANVAS_HEIGHT}
              />
              <DiffCanvas
                label="In the draft"
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

/** The Compare tab: choose a model of the target (the likely duplicate first) and see what the draft changes. */
export function ComparePanel({ review }: { review: DraftChecklist }) {
  const state = useReviewState();
  const suggested = useMemo(() => suggestions(review.subject), [review.subject]);
  if (!state.target)
    return (
      <Text size="sm">Choose the repository to accept the draft into: the comparison is with one of its models.</Text>
    );
  const compareId = state.compare ?? suggested[0]?.uuid;
  return (
    <Stack gap="sm">
      <style>
        {CANVAS_CSS}
        {DIFF_CSS}
      </style>
      <Group align="flex-end">
        <ComparedModelPicker
          target={state.target}
          value={compareId}
          onChange={(compare) => state.update({ compare, change: undefined })}
          suggested={suggested}
        />
        <SegmentedControl
          aria-label="Layout"
          value={state.layout}
          onChange={(layout) => state.update({ layout: layout as typeof state.layout }, true)}
          data={[
            { value: 'side-by-side', label: 'Side by side' },
            { value: 'overlay', label: 'Overlay' },
          ]}
        />
      </Group>
      {!review.subject ? (
        <Text size="sm" c="dimmed">
          Reading the draft…
        </Text>
      ) : compareId ? (
        <Comparison subject={review.subject} compareId={compareId} />
      ) : (
        <Text size="sm">No model of the target has a title like the draft&apos;s. Choose one to compare with.</Text>
      )}
    </Stack>
  );
}
