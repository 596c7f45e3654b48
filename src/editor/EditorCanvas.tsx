import '@xyflow/react/dist/style.css';
import { Box, Text, useComputedColorScheme } from '@mantine/core';
import {
  Background,
  ConnectionMode,
  Handle,
  NodeResizer,
  Position,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Node,
  type NodeChange,
  type NodeProps,
} from '@xyflow/react';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import type { Canvas } from '../api/types';
import {
  boundsOf,
  CanvasPicture,
  useCanvasPicture,
  nearestInDirection,
  CANVAS_CSS,
  centre,
  EdgeLayer,
  titleLayout,
  titleMayOverflow,
  useCanvasGeometry,
  useEdgePaths,
  useFitUntilMoved,
  useViewMode,
  vertexClassName,
  ViewToolbar,
  VertexLooks,
  type VertexLook,
} from '../canvas';
import { t } from '../i18n/translate';
import { clipboardOf, connection, GRID, pasted, removal } from './commandBuilders';
import { editorKeyAction } from './editorKeys';
import type { EditSessionHandle } from './useEditSession';
import { describeCommand } from './words';

/** The drag data of a symbol taken from the library onto the canvas. */
export const SYMBOL_DRAG_TYPE = 'application/x-console-symbol';

type EditNode = Node<Record<string, never>, 'editVertex'>;

type Frame = { x: number; y: number; width: number; height: number };
/** What a vertex's resize handles tell the canvas: the frame while it is dragged, and where it ended. */
const Resizing = createContext<{ editable: boolean; resize(id: string, to: Frame, done: boolean): void }>({
  editable: false,
  resize: () => undefined,
});

/** A vertex that can be moved and connected: the viewer's look, with a handle on each side to drag an edge from. */
const EditVertexNode = memo(function EditVertexNode({ id, width = 0, height = 0, selected }: NodeProps<EditNode>) {
  const { looks } = useContext(VertexLooks);
  const resizing = useContext(Resizing);
  const look = looks.get(id);
  const className = vertexClassName({
    objectType: look?.objectType,
    match: Boolean(selected),
    clip: titleMayOverflow(look?.title, width, height),
    ...titleLayout(width, height),
  });
  return (
    <div className={className} data-vertex={id}>
      <NodeResizer
        isVisible={Boolean(selected) && resizing.editable}
        minWidth={GRID}
        minHeight={GRID}
        onResize={(_, to) => resizing.resize(id, to, false)}
        onResizeEnd={(_, to) => resizing.resize(id, to, true)}
      />
      <Handle type="target" position={Position.Left} />
      <span className="vertex-title" title={look?.title} translate="no">
        {look?.title ?? '…'}
      </span>
      <Handle type="source" position={Position.Right} />
    </div>
  );
});

const NODE_TYPES = { editVertex: EditVertexNode };
const NOTHING_DRAWN: never[] = [];
const SNAP: [number, number] = [GRID, GRID];
const ADD_TO_SELECTION = ['Shift', 'Meta', 'Control'];

export interface EditorCanvasProps {
  editing: EditSessionHandle;
  selected: ReadonlySet<string>;
  onSelect(next: ReadonlySet<string>): void;
  edgeType: string;
  snap: boolean;
  /** Said to screen readers (a move, a connection, an undo). */
  announce(text: string): void;
  /** C with one vertex selected: the connect finder opens. */
  onConnectRequest(): void;
  onHelp(): void;
  /** A library hit dropped at a place on the canvas. */
  onDropSymbol(data: string, at: { x: number; y: number }): void;
  /** Each vertex's title and type (the viewer's VertexLooks). */
  looks: { looks: ReadonlyMap<string, VertexLook>; matches: ReadonlySet<string> };
}

/**
 * The editor's canvas: React Flow in controlled mode over the working copy. Only the vertices near the view are
 * nodes (as in the viewer); a drag moves them on screen and becomes one command when it ends; every change is a
 * command of the edit (and so undone, redone and kept alike).
 */
export function EditorCanvas({
  editing,
  selected,
  onSelect,
  edgeType,
  snap,
  announce,
  onConnectRequest,
  onHelp,
  onDropSymbol,
  looks,
}: EditorCanvasProps) {
  const flow = useReactFlow();
  // The handle is a new object each render; its callbacks are stable, and the memos below depend on those.
  const { perform, editable } = editing;
  const colorMode = useComputedColorScheme('light');
  const frame = useRef<HTMLDivElement>(null);
  const working = editing.session!.working;
  const [drag, setDrag] = useState<{ ids: string[]; dx: number; dy: number }>();
  const [resized, setResized] = useState<{ id: string; to: Frame }>();
  // What is drawn: the copy, with a drag or a resize under way applied to the vertices it changes.
  const shown = useMemo((): Canvas => {
    const { vertices, edges } = working.canvas;
    if (!drag && !resized) return { workflowState: 'EDITABLE', vertices, edges };
    const moving = new Set(drag?.ids);
    return {
      workflowState: 'EDITABLE',
      vertices: vertices.map((v) =>
        resized?.id === v.uuid
          ? { ...v, ...resized.to }
          : drag && moving.has(v.uuid)
            ? { ...v, x: v.x + drag.dx, y: v.y + drag.dy }
            : v,
      ),
      edges,
    };
  }, [working.canvas, drag, resized]);
  const geometry = useCanvasGeometry(shown);
  // The view is fitted to the canvas as the edit opened, not after every change.
  const [fitBox] = useState(() => boundsOf(working.canvas.vertices));
  const view = useFitUntilMoved(fitBox.width > 0 ? fitBox : { x: 0, y: 0, width: 800, height: 600 });
  // Far away, a large canvas is the viewer's picture: thousands of elements would freeze the page. A click there
  // selects by place and the keys move; a drag needs the vertices near enough to be elements.
  const mode = useViewMode(geometry.pictureAllowed, view.placed);
  // The picture and what it shows are made only while it is shown: a drag changes the geometry every frame, and
  // the picture is not drawn then.
  const pictureShown = mode.kind === 'picture';
  const drawn = useMemo(
    () =>
      pictureShown
        ? shown.vertices.map(({ uuid, x, y, width, height }) => ({
            id: uuid,
            x,
            y,
            width,
            height,
            ...looks.looks.get(uuid),
          }))
        : NOTHING_DRAWN,
    [pictureShown, shown.vertices, looks],
  );
  const [firstSelected] = selected;
  const pictured = useMemo(
    () => (pictureShown ? geometry : { ...geometry, pictureAllowed: false }),
    [geometry, pictureShown],
  );
  const picture = useCanvasPicture(pictured, drawn, selected, firstSelected);
  const edges = useEdgePaths(geometry, mode);
  const nodes = useMemo((): EditNode[] => {
    if (mode.kind !== 'elements') return [];
    return geometry.nodes
      .within(mode.region)
      .map((node) => ({ ...node, type: 'editVertex' as const, selected: selected.has(node.id) }));
  }, [geometry, mode, selected]);

  const byId = useMemo(() => new Map(working.canvas.vertices.map((v) => [v.uuid, v])), [working.canvas.vertices]);
  const nameOf = useCallback((uuid: string) => looks.looks.get(uuid)?.title ?? t('canvas.untitledVertex'), [looks]);

  const onNodesChange = useCallback(
    (changes: NodeChange<EditNode>[]) => {
      let next: Set<string> | undefined;
      for (const change of changes) {
        if (change.type === 'select') {
          next ??= new Set(selected);
          if (change.selected) next.add(change.id);
          else next.delete(change.id);
        } else if (change.type === 'position' && change.position && change.dragging) {
          const from = byId.get(change.id);
          if (!from) continue;
          const ids = selected.has(change.id) ? [...selected] : [change.id];
          setDrag({ ids, dx: change.position.x - from.x, dy: change.position.y - from.y });
          break;
        }
      }
      if (next) onSelect(next);
    },
    [selected, byId, onSelect],
  );

  const onNodeDragStop = useCallback(() => {
    if (!drag) return;
    setDrag(undefined);
    if (drag.dx === 0 && drag.dy === 0) return;
    perform({ kind: 'move', vertices: drag.ids, dx: drag.dx, dy: drag.dy });
    announce(t('editor.announce.moved', { count: drag.ids.length }));
  }, [drag, perform, announce]);

  const resizing = useMemo(
    () => ({
      editable,
      resize(id: string, to: Frame, done: boolean) {
        if (!done) return setResized({ id, to });
        setResized(undefined);
        const from = byId.get(id);
        if (!from || (from.x === to.x && from.y === to.y && from.width === to.width && from.height === to.height))
          return;
        const frame = (box: Frame) => ({ x: box.x, y: box.y, width: box.width, height: box.height });
        perform({ kind: 'resize', vertex: id, from: frame(from), to: frame(to) });
        announce(t('editor.announce.done', { change: t('editor.change.resize') }));
      },
    }),
    [editable, perform, byId, announce],
  );

  const onConnect = useCallback(
    (link: Connection) => {
      if (!link.source || !link.target || link.source === link.target) return;
      perform(connection(link.source, link.target, edgeType));
      announce(t('editor.announce.connected', { from: nameOf(link.source), to: nameOf(link.target) }));
    },
    [perform, edgeType, announce, nameOf],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget && (event.target as HTMLElement).closest('input, textarea, button'))
      return;
    const action = editorKeyAction(event);
    if (!action) return;
    event.preventDefault();
    view.markMoved();
    switch (action.kind) {
      case 'move': {
        if (selected.size === 0) return;
        perform({ kind: 'move', vertices: [...selected], dx: action.dx, dy: action.dy });
        announce(t('editor.announce.moved', { count: selected.size }));
        return;
      }
      case 'walk': {
        const [first] = selected;
        const from = first ? byId.get(first) : undefined;
        const next = from
          ? nearestInDirection(working.canvas.vertices, from, action.direction)
          : working.canvas.vertices[0];
        if (!next) return;
        onSelect(new Set([next.uuid]));
        const middle = centre(next);
        void flow.setCenter(middle.x, middle.y, { zoom: flow.getZoom(), duration: 150 });
        announce(t('editor.announce.selected', { title: nameOf(next.uuid) }));
        return;
      }
      case 'remove': {
        const command = removal(working, selected);
        if (!command) return;
        perform(command);
        onSelect(new Set());
        announce(t('editor.announce.done', { change: describeCommand(command) }));
        return;
      }
      case 'selectAll':
        onSelect(new Set(working.canvas.vertices.map((v) => v.uuid)));
        announce(t('editor.announce.selectedAll', { count: working.canvas.vertices.length }));
        return;
      case 'clear':
        onSelect(new Set());
        return;
      case 'undo':
      case 'redo': {
        const command = editing.session!.history[action.kind].at(-1);
        if (!command) return;
        editing[action.kind]();
        announce(
          t(action.kind === 'undo' ? 'editor.announce.undone' : 'editor.announce.redone', {
            change: describeCommand(command),
          }),
        );
        return;
      }
      case 'connect':
        if (selected.size === 1) onConnectRequest();
        else announce(t('editor.announce.connectNeedsOne'));
        return;
      case 'fit':
        void view.fit(200);
        return;
      case 'help':
        onHelp();
        return;
    }
  };

  const onCopy = (event: React.ClipboardEvent) => {
    if (selected.size === 0 || (event.target as HTMLElement).closest('input, textarea')) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', clipboardOf(working, selected));
    announce(t('editor.announce.copied', { count: selected.size }));
  };
  const onCut = (event: React.ClipboardEvent) => {
    if (selected.size === 0 || (event.target as HTMLElement).closest('input, textarea')) return;
    onCopy(event);
    const command = removal(working, selected);
    if (command) perform(command);
    onSelect(new Set());
  };
  const onPaste = (event: React.ClipboardEvent) => {
    if ((event.target as HTMLElement).closest('input, textarea')) return;
    event.preventDefault();
    const command = pasted(event.clipboardData.getData('text/plain'));
    // Text, an image, anything not the console's own: nothing changes.
    if (!command || command.kind !== 'add') return announce(t('editor.announce.nothingToPaste'));
    perform(command);
    onSelect(new Set(command.vertices.map((v) => v.uuid)));
    announce(t('editor.announce.pasted', { count: command.vertices.length }));
  };
  const onDragOver = (event: DragEvent) => {
    if (event.dataTransfer.types.includes(SYMBOL_DRAG_TYPE)) event.preventDefault();
  };
  const onDrop = (event: DragEvent) => {
    const data = event.dataTransfer.getData(SYMBOL_DRAG_TYPE);
    if (!data) return;
    event.preventDefault();
    onDropSymbol(data, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
  };

  return (
    <Box
      ref={frame}
      pos="relative"
      h="calc(100vh - 260px)"
      mih={420}
      tabIndex={0}
      role="application"
      aria-roledescription={t('editor.canvasRole')}
      aria-label={t('editor.canvasLabel')}
      onKeyDown={onKeyDown}
      onCopy={onCopy}
      onCut={onCut}
      onPaste={onPaste}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onPointerDownCapture={(event) => {
        if (!(event.target as HTMLElement).closest('input, textarea, button'))
          frame.current?.focus({ preventScroll: true });
      }}
      className="canvas-frame"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
      data-testid="editor-canvas"
    >
      <style>{CANVAS_CSS}</style>
      <VertexLooks.Provider value={looks}>
        <Resizing.Provider value={resizing}>
          <ReactFlow
            nodes={nodes}
            nodeTypes={NODE_TYPES}
            onNodesChange={onNodesChange}
            onNodeDragStop={onNodeDragStop}
            onConnect={onConnect}
            onPaneClick={(event) => {
              const hit =
                mode.kind === 'picture' &&
                geometry.nodes.index.at(flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
              if (!hit) return onSelect(new Set());
              const next = new Set(event.shiftKey ? selected : []);
              next.add(hit.uuid);
              onSelect(next);
              announce(t('editor.announce.selected', { title: nameOf(hit.uuid) }));
            }}
            onMoveStart={(event) => event && view.markMoved()}
            connectionMode={ConnectionMode.Loose}
            nodesDraggable={editable}
            nodesConnectable={editable}
            nodesFocusable={false}
            edgesFocusable={false}
            elementsSelectable
            deleteKeyCode={null}
            selectionKeyCode="Shift"
            multiSelectionKeyCode={ADD_TO_SELECTION}
            snapToGrid={snap}
            snapGrid={SNAP}
            minZoom={0.02}
            disableKeyboardA11y
            colorMode={colorMode}
            proOptions={{ hideAttribution: true }}
            aria-label={t('canvas.label')}
          >
            {mode.kind === 'elements' && <EdgeLayer paths={edges} />}
            {mode.kind === 'picture' && picture && (
              <CanvasPicture picture={picture.picture} marks={picture.marks} dark={colorMode === 'dark'} />
            )}
            <Background gap={GRID} />
            <ViewToolbar fit={view.fit} frame={frame} onMove={view.markMoved} />
          </ReactFlow>
        </Resizing.Provider>
      </VertexLooks.Provider>
      {mode.kind === 'picture' && (
        <Text size="xs" className="canvas-loading" pos="absolute" top={8} left={8} p={4} role="note">
          {t('editor.pictureNote')}
        </Text>
      )}
    </Box>
  );
}
