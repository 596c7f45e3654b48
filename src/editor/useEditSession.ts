import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditCommand } from '../../common/editCommands';
import { useApiClient } from '../api/ClientContext';
import { consoleServerOf } from '../api/consoleServer/client';
import { appendEditSteps, getEdit, holdEdit } from '../api/consoleServer/endpoints';
import type { Edit } from '../api/consoleServer/types';
import { isApiError } from '../api/errors';
import { queryKeys } from '../api/queryKeys';
import {
  acknowledged,
  keptAlready,
  nextBatch,
  perform,
  redo,
  replayedOnto,
  sessionOf,
  undo,
  type EditSession,
} from './editSession';

/** How long a change waits for the next before they are sent together: well inside the second the issue allows. */
const SEND_AFTER_MS = 300;
/** How long a window that held the edit counts as open elsewhere, since it last sent or took it. */
const HELD_FOR_MS = 2 * 60_000;
const RETRY_MS = [1000, 2000, 4000, 8000];

/**
 * Whether the server has every change: `kept`, `keeping` (a request under way or about to be), `retrying` (it
 * could not be reached; the changes are sent again), or `elsewhere`: another window holds the edit, and this one
 * changes nothing until it takes it over.
 */
export type KeptState = 'kept' | 'keeping' | 'retrying' | 'elsewhere';

/** This window's name to the server, for the edit: kept across a reload of the tab, new in another tab. */
function holderFor(editId: string): string {
  const key = `edit-holder:${editId}`;
  const kept = sessionStorage.getItem(key);
  if (kept) return kept;
  const made = crypto.randomUUID().replaceAll('-', '');
  sessionStorage.setItem(key, made);
  return made;
}

const heldElsewhere = (edit: Edit, holder: string, now: number) =>
  Boolean(edit.holder && edit.holder !== holder && edit.heldAt && now - Date.parse(edit.heldAt) < HELD_FOR_MS);

/**
 * An edit in this window: loaded from the console's server, changed here at once, and every change sent to the
 * server as numbered steps within a second, again after a failure, never twice. Where another window took the
 * edit over, this one says so and changes nothing until it takes it back (its unsent steps replayed where they fit).
 */
export function useEditSession(editId: string) {
  const client = useApiClient();
  const server = consoleServerOf(client);
  const queryClient = useQueryClient();
  const holder = useRef(holderFor(editId)).current;
  const loaded = useQuery({
    queryKey: queryKeys.edits(client.identity, editId),
    queryFn: ({ signal }) => getEdit(server, editId, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const [session, setSession] = useState<EditSession>();
  const [kept, setKept] = useState<KeptState>('kept');
  const [keptAt, setKeptAt] = useState<string>();
  const [dropped, setDropped] = useState(0);
  const sending = useRef(false);
  /** Sends in a row that could not reach the server: the next waits the longer (RETRY_MS). */
  const [failures, setFailures] = useState(0);
  const latest = useRef(session);
  latest.current = session;

  // The first load: this window takes the edit, unless another holds it now (then it is told, and may take it over).
  useEffect(() => {
    const edit = loaded.data;
    if (!edit || latest.current) return;
    setSession(sessionOf(edit));
    setKeptAt(edit.updatedAt);
    if (heldElsewhere(edit, holder, Date.now())) setKept('elsewhere');
    else void holdEdit(server, editId, holder).catch(() => undefined);
  }, [loaded.data, holder, server, editId]);

  const send = useCallback(async () => {
    const current = latest.current;
    if (!current || sending.current || current.outbox.length === 0) return;
    sending.current = true;
    const batch = nextBatch(current);
    setKept('keeping');
    try {
      const answer = await appendEditSteps(server, editId, { holder, after: current.kept, steps: batch });
      setFailures(0);
      setSession((now) => now && acknowledged(now, batch.length, answer.seq));
      setKeptAt(answer.updatedAt);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // Kept after all (the answer was lost), or another window's: the server says which.
        const edit = await getEdit(server, editId).catch(() => undefined);
        if (edit && keptAlready(edit, current.kept, batch) && edit.holder === holder) {
          setSession((now) => now && acknowledged(now, batch.length, edit.seq));
        } else setKept('elsewhere');
      } else if (isApiError(error) && error.status === 400) {
        // A step the server cannot take would be refused for ever: start again from what it has.
        const edit = await getEdit(server, editId).catch(() => undefined);
        if (edit) setSession(sessionOf(edit));
        setDropped((count) => count + batch.length);
      } else {
        // Sent again by the effect below, after a wait that grows with each failure.
        setKept('retrying');
        setFailures((count) => count + 1);
      }
    } finally {
      sending.current = false;
    }
    setKept((state) => (state === 'keeping' ? 'kept' : state));
  }, [server, editId, holder]);

  // Whatever the outbox holds goes out shortly after the last change, and again until the server has it.
  useEffect(() => {
    if (!session || session.outbox.length === 0 || kept === 'elsewhere') return;
    const wait = failures === 0 ? SEND_AFTER_MS : RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)];
    const timer = setTimeout(() => void send(), wait);
    return () => clearTimeout(timer);
  }, [session, kept, failures, send]);

  // Closing the tab with changes the server does not have yet asks first.
  const unsent = (session?.outbox.length ?? 0) > 0;
  useEffect(() => {
    if (!unsent) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsent]);

  /** Takes the edit over from another window: the server's steps first, this window's unsent ones after. */
  const takeOver = useCallback(async () => {
    await holdEdit(server, editId, holder);
    const edit = await getEdit(server, editId);
    const replayed = replayedOnto(edit, latest.current?.outbox ?? []);
    setSession(replayed.session);
    setDropped(replayed.dropped);
    setKept('kept');
    void queryClient.invalidateQueries({ queryKey: queryKeys.edits(client.identity) });
  }, [server, editId, holder, queryClient, client.identity]);

  const editable = kept !== 'elsewhere';
  const change = useCallback(
    (next: (session: EditSession) => EditSession) => {
      if (editable) setSession((now) => now && next(now));
    },
    [editable],
  );
  return {
    edit: loaded.data,
    error: loaded.error,
    session,
    // Changes waiting for their send are being kept, not kept yet.
    kept: kept === 'kept' && unsent ? ('keeping' as const) : kept,
    keptAt,
    /** Steps this window took that could not be kept (they no longer fitted the edit). */
    dropped,
    editable,
    perform: useCallback((command: EditCommand) => change((now) => perform(now, command)), [change]),
    undo: useCallback(() => change(undo), [change]),
    redo: useCallback(() => change(redo), [change]),
    takeOver,
    /** Sends what is left, until the server has every step (before a submit); a few tries at most. */
    settle: useCallback(async () => {
      for (let tries = 0; tries < 8 && (latest.current?.outbox.length ?? 0) > 0; tries++) {
        await send();
        // The acknowledgement reaches `latest` with the next render.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }, [send]),
  };
}

export type EditSessionHandle = ReturnType<typeof useEditSession>;
