import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { ReactFlowProvider, useReactFlow, useStore } from '@xyflow/react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { EditCommand } from '../../common/editCommands';
import { DRAFT_REPOSITORY_UUID } from '../../common/draftRepository';
import type { Canvas } from '../api/types';
import { useVertexLooks } from '../canvas';
import { formatDateTime, t } from '../i18n/translate';
import { draftPath, modelPath } from '../lib/paths';
import { DRAFT_REPOSITORY, useLanguages, useRepositoryName } from '../repositories';
import type { SymbolHit } from '../search';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PageError } from '../ui/PageError';
import { PageTitle } from '../ui/PageTitle';
import { notifySuccess } from '../ui/notify';
import { WaitingSpinner } from '../ui/Waiting';
import { lazyComponent } from '../ui/lazyComponent';
import { connection, edgeTypesOf, placement } from './commandBuilders';
import { CollisionsNotice } from './CollisionsNotice';
import { ConnectFinder } from './ConnectFinder';
import { EditorCanvas } from './EditorCanvas';
import { LibraryPanel } from './LibraryPanel';
import { useDiscardEdit, useEditorSymbols, useSourceGone, useSubmitEdit } from './queries';
import { SelectionPanel } from './SelectionPanel';
import { SubmitDialog } from './SubmitDialog';
import { useEditChecks } from './useEditChecks';
import { useEditSession, type KeptState } from './useEditSession';
import { describeCommand } from './words';

// The rich-text editor (TipTap, ProseMirror) is most of the editor's code: loaded when its tab is opened.
const TextsPanel = lazyComponent(
  () => import('./TextsPanel').then((m) => m.TextsPanel),
  <WaitingSpinner what="editor.loading" height={300} />,
);

const KEPT_LOOK: Record<KeptState, { color: string; key: Parameters<typeof t>[0] }> = {
  kept: { color: 'teal', key: 'editor.kept' },
  keeping: { color: 'blue', key: 'editor.keeping' },
  retrying: { color: 'orange', key: 'editor.retrying' },
  elsewhere: { color: 'red', key: 'editor.elsewhere' },
};

const KEYS: [string, Parameters<typeof t>[0]][] = [
  ['←↑→↓', 'editor.key.move'],
  ['Shift + ←↑→↓', 'editor.key.moveFar'],
  ['Alt + ←↑→↓', 'editor.key.walk'],
  ['Shift + click, Shift + drag', 'editor.key.addToSelection'],
  ['Ctrl + A', 'editor.key.selectAll'],
  ['Escape', 'editor.key.clear'],
  ['Delete, Backspace', 'editor.key.remove'],
  ['Ctrl + C, Ctrl + X, Ctrl + V', 'editor.key.clipboard'],
  ['C', 'editor.key.connect'],
  ['Ctrl + Z', 'editor.key.undo'],
  ['Ctrl + Shift + Z, Ctrl + Y', 'editor.key.redo'],
  ['0', 'editor.key.fit'],
  ['?', 'editor.key.help'],
];

const focusCanvas = () => document.querySelector<HTMLElement>('[data-testid="editor-canvas"]')?.focus();

/** The editor, inside React Flow's provider so that the library can place a symbol in the middle of the view. */
function Editor({ editId }: { editId: string }) {
  const editing = useEditSession(editId);
  const navigate = useNavigate();
  const flow = useReactFlow();
  const frameWidth = useStore((state) => state.width);
  const frameHeight = useStore((state) => state.height);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'texts' ? 'texts' : 'canvas';
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [connecting, setConnecting] = useState(false);
  const [edgeType, setEdgeType] = useState('FLOW');
  const [snap, setSnap] = useState(true);
  const [help, setHelp] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [homes] = useState(() => new Map<string, string>());
  const submit = useSubmitEdit();
  const discard = useDiscardEdit();

  const source = editing.edit?.source;
  const repositoryId = source?.repositoryId ?? DRAFT_REPOSITORY_UUID;
  const repositoryName = useRepositoryName(repositoryId) ?? '';
  const draftLanguages = useLanguages(DRAFT_REPOSITORY).data;
  const sourceLanguages = useLanguages(repositoryId).data;
  const working = editing.session?.working;
  const canvas = useMemo(
    (): Canvas | undefined => working && { workflowState: 'EDITABLE', ...working.canvas },
    [working],
  );
  const symbolIds = useMemo(() => canvas?.vertices.map((v) => v.symbol) ?? [], [canvas]);
  const symbols = useEditorSymbols(repositoryId, symbolIds, homes);
  const defaultLanguage = sourceLanguages?.find((language) => language.defaultLanguage)?.uuid;
  const looks = useVertexLooks(canvas, symbols, defaultLanguage, defaultLanguage);
  const vertexLooks = useMemo(() => ({ looks, matches: new Set<string>() }), [looks]);
  // The checks run again when the copy changes, not whenever the page draws (a status, an announcement).
  const checked = useMemo(
    () => ({ repositoryId, modelId: source?.modelId ?? '', name: repositoryName }),
    [repositoryId, source?.modelId, repositoryName],
  );
  const checks = useEditChecks(editId, working, symbols, checked);
  const sourceGone = useSourceGone(source);
  const edgeTypes = useMemo(() => (working ? edgeTypesOf(working) : ['FLOW']), [working]);

  const announce = useCallback((text: string) => setAnnouncement(text), []);
  // The session's own callback is stable; the handle around it is new each render.
  const { perform: performCommand } = editing;
  const perform = useCallback(
    (command: EditCommand | undefined) => {
      if (!command) return;
      performCommand(command);
      announce(t('editor.announce.done', { change: describeCommand(command) }));
    },
    [performCommand, announce],
  );

  const nameOf = (uuid: string) => looks.get(uuid)?.title ?? t('canvas.untitledVertex');
  const one = selected.size === 1 ? working?.canvas.vertices.find((v) => selected.has(v.uuid)) : undefined;

  const place = (hit: SymbolHit, connect: boolean, at?: { x: number; y: number }) => {
    if (!working) return;
    homes.set(hit.uuid, hit.repositoryId);
    const viewport = flow.getViewport();
    const middle = at ?? {
      x: (frameWidth / 2 - viewport.x) / viewport.zoom,
      y: (frameHeight / 2 - viewport.y) / viewport.zoom,
    };
    const command = placement(
      working,
      hit.uuid,
      one && !at ? { beside: one } : { at: middle },
      connect && one ? { vertex: one.uuid, edgeType } : undefined,
    );
    editing.perform(command);
    if (command.kind === 'add') setSelected(new Set(command.vertices.map((v) => v.uuid)));
    announce(
      connect && one
        ? t('editor.announce.placedConnected', { title: hit.title, from: nameOf(one.uuid) })
        : t('editor.announce.placed', { title: hit.title }),
    );
  };

  if (editing.error)
    return (
      <PageError
        error={editing.error}
        subject="edit"
        id={editId}
        back={{ to: '/', label: t('editor.back') }}
        onRetry={() => window.location.reload()}
      />
    );
  if (!editing.session || !working || !source || !draftLanguages)
    return <WaitingSpinner what="editor.loading" height={400} />;

  const undoable = editing.session.history.undo.at(-1);
  const redoable = editing.session.history.redo.at(-1);
  const failing = checks?.counts.fail ?? 0;
  const look = KEPT_LOOK[editing.kept];

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={modelPath(source.repositoryId, source.modelId)} size="sm">
        {t('editor.backToModel', { title: source.title })}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <PageTitle>{t('editor.title', { title: working.titles[draftLanguages[0]?.uuid] ?? source.title })}</PageTitle>
          <Text size="sm" c="dimmed">
            {t('editor.subtitle', { title: source.title, repository: repositoryName })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={look.color} variant="light" tt="none" role="status" aria-live="polite">
            {t(look.key)}
            {editing.kept === 'kept' && editing.keptAt
              ? ` · ${formatDateTime(editing.keptAt, { dateStyle: undefined, timeStyle: 'medium' })}`
              : ''}
          </Badge>
          <Tooltip
            label={undoable ? t('editor.undoChange', { change: describeCommand(undoable) }) : t('editor.nothingToUndo')}
          >
            <Button variant="default" disabled={!undoable || !editing.editable} onClick={editing.undo}>
              {t('editor.undo')}
            </Button>
          </Tooltip>
          <Tooltip
            label={redoable ? t('editor.redoChange', { change: describeCommand(redoable) }) : t('editor.nothingToRedo')}
          >
            <Button variant="default" disabled={!redoable || !editing.editable} onClick={editing.redo}>
              {t('editor.redo')}
            </Button>
          </Tooltip>
          <Button color="red" variant="subtle" onClick={() => setDiscarding(true)}>
            {t('editor.discard')}
          </Button>
          <Button onClick={() => setSubmitting(true)} disabled={!editing.editable}>
            {t('editor.submitForReview')}
          </Button>
        </Group>
      </Group>
      {editing.kept === 'elsewhere' && (
        <Alert color="red" title={t('editor.elsewhereTitle')}>
          <Group justify="space-between">
            <Text size="sm">{t('editor.elsewhereText')}</Text>
            <Button size="xs" onClick={() => void editing.takeOver()}>
              {t('editor.takeOver')}
            </Button>
          </Group>
        </Alert>
      )}
      {editing.kept === 'retrying' && <Alert color="orange">{t('editor.retryingText')}</Alert>}
      {sourceGone && (
        <Alert color="yellow" title={t('editor.sourceGoneTitle')}>
          {t('editor.sourceGone', { title: source.title })}
        </Alert>
      )}
      {editing.dropped > 0 && <Alert color="yellow">{t('editor.dropped', { count: editing.dropped })}</Alert>}
      <CollisionsNotice
        revises={editing.edit?.revises}
        collisions={editing.edit?.collisions}
        nameOf={(uuid) => looks.get(uuid)?.title}
        languageName={(uuid) => draftLanguages?.find((language) => language.uuid === uuid)?.name ?? uuid}
      />
      <VisuallyHidden aria-live="polite" role="status" data-testid="editor-announcement">
        {announcement}
      </VisuallyHidden>
      <Tabs
        value={tab}
        onChange={(next) =>
          setParams((current) => {
            const changed = new URLSearchParams(current);
            if (next === 'texts') changed.set('tab', 'texts');
            else changed.delete('tab');
            return changed;
          })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="canvas">{t('model.tabCanvas')}</Tabs.Tab>
          <Tabs.Tab value="texts">{t('editor.textsTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="canvas" pt="sm">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <LibraryPanel
              onPlace={(hit, connect) => place(hit, connect)}
              onReplace={
                one
                  ? (hit) => {
                      homes.set(hit.uuid, hit.repositoryId);
                      if (hit.uuid !== one.symbol)
                        perform({ kind: 'resymbol', vertex: one.uuid, from: one.symbol, to: hit.uuid });
                    }
                  : undefined
              }
            />
            <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
              <Group gap="sm">
                <Switch
                  label={t('editor.snap')}
                  checked={snap}
                  onChange={(event) => setSnap(event.currentTarget.checked)}
                />
                <Button size="compact-sm" variant="subtle" onClick={() => setHelp(true)}>
                  {t('editor.keys')}
                </Button>
              </Group>
              {connecting && one && (
                <ConnectFinder
                  looks={looks}
                  from={one.uuid}
                  edgeType={edgeType}
                  edgeTypes={edgeTypes}
                  onEdgeType={setEdgeType}
                  onConnect={(to) => {
                    editing.perform(connection(one.uuid, to, edgeType));
                    announce(t('editor.announce.connected', { from: nameOf(one.uuid), to: nameOf(to) }));
                    setConnecting(false);
                    focusCanvas();
                  }}
                  onClose={() => {
                    setConnecting(false);
                    focusCanvas();
                  }}
                />
              )}
              <EditorCanvas
                editing={editing}
                selected={selected}
                onSelect={setSelected}
                edgeType={edgeType}
                snap={snap}
                announce={announce}
                onConnectRequest={() => setConnecting(true)}
                onHelp={() => setHelp(true)}
                onDropSymbol={(data, at) => place(JSON.parse(data) as SymbolHit, false, at)}
                looks={vertexLooks}
              />
            </Stack>
            <Stack w={300} gap="sm">
              <SelectionPanel
                working={working}
                selected={selected}
                looks={looks}
                edgeTypes={edgeTypes}
                perform={perform}
              />
              <ChecksList checks={checks} />
            </Stack>
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="texts" pt="sm">
          <TextsPanel working={working} languages={draftLanguages} perform={perform} editable={editing.editable} />
        </Tabs.Panel>
      </Tabs>
      <Modal opened={help} onClose={() => setHelp(false)} title={t('editor.keys')}>
        <Table>
          <Table.Tbody>
            {KEYS.map(([keys, what]) => (
              <Table.Tr key={keys}>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {keys}
                  </Text>
                </Table.Td>
                <Table.Td>{t(what)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
      {submitting && (
        <SubmitDialog
          failing={failing}
          pending={submit.isPending}
          error={submit.error}
          onClose={() => setSubmitting(false)}
          onSubmit={async (statement) => {
            await editing.settle();
            submit.mutate(
              { editId, statement },
              {
                onSuccess: ({ proposal }) => {
                  notifySuccess(t('editor.submitted'), t('editor.submittedText', { title: source.title }));
                  void navigate(draftPath(proposal.draftId));
                },
              },
            );
          }}
        />
      )}
      {discarding && (
        <ConfirmDialog
          title={t('editor.discardTitle')}
          confirmLabel={t('editor.discard')}
          whenUnknown={t('editor.discardUnknown')}
          onConfirm={async () => {
            await discard.mutateAsync(editId);
            void navigate(modelPath(source.repositoryId, source.modelId));
          }}
          onClose={() => setDiscarding(false)}
        >
          <Text size="sm">{t('editor.discardText', { title: source.title })}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/** The checks the review will run, as the edit stands: what fails or warns, in words. */
function ChecksList({ checks }: { checks: ReturnType<typeof useEditChecks> }) {
  if (!checks) return null;
  const raised = checks.results.filter((result) => result.verdict !== 'pass');
  return (
    <Stack gap={4} role="region" aria-label={t('editor.checks')}>
      <Text size="sm" fw={600}>
        {t('editor.checks')}
      </Text>
      {raised.length === 0 ? (
        <Text size="sm" c="teal">
          {t('editor.checksPass')}
        </Text>
      ) : (
        raised.map((result) => (
          <Alert
            key={result.rule.id}
            color={result.verdict === 'fail' ? 'red' : 'yellow'}
            p="xs"
            title={result.rule.title}
          >
            <Text size="xs">{result.summary}</Text>
          </Alert>
        ))
      )}
    </Stack>
  );
}

/** An edit in progress: its canvas, titles and descriptions, kept as they change, and submitted for review. */
export function EditorPage() {
  const editId = useParams().editId!;
  return (
    <ReactFlowProvider>
      <Editor key={editId} editId={editId} />
    </ReactFlowProvider>
  );
}
