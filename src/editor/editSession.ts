import {
  applyCommand,
  applyStep,
  EditMismatch,
  historyAfter,
  historyOf,
  inverseOf,
  type EditCommand,
  type EditStep,
  type History,
  type WorkingCopy,
} from '../../common/editCommands';

/**
 * One window's edit, as it stands: the working copy, what undo and redo would take, and the steps the console's
 * server has not kept yet (the outbox), in order. Each change is a new state (React's way), and the same step
 * changes the copy, the history and the outbox together, so that they cannot drift apart.
 */
export interface EditSession {
  working: WorkingCopy;
  history: History;
  /** Steps taken here and not yet kept by the server, oldest first. */
  outbox: EditStep[];
  /** The number of the last step the server kept. */
  kept: number;
}

/** The most steps one request carries (the server takes up to 500). */
export const BATCH_STEPS = 200;

export const sessionOf = (edit: { working: WorkingCopy; steps: EditStep[]; seq: number }): EditSession => ({
  working: edit.working,
  history: historyOf(edit.steps),
  outbox: [],
  kept: edit.seq,
});

function taken(session: EditSession, step: EditStep): EditSession {
  return {
    working: applyStep(session.working, step),
    history: historyAfter(session.history, step),
    outbox: [...session.outbox, step],
    kept: session.kept,
  };
}

/** A new command done. */
export const perform = (session: EditSession, command: EditCommand) => taken(session, { direction: 'do', command });

/** The last command undone; the same session where there is nothing to undo. */
export function undo(session: EditSession): EditSession {
  const command = session.history.undo.at(-1);
  return command ? taken(session, { direction: 'undo', command }) : session;
}

/** The last undone command done again; the same session where there is none. */
export function redo(session: EditSession): EditSession {
  const command = session.history.redo.at(-1);
  return command ? taken(session, { direction: 'redo', command }) : session;
}

/** The steps the next request sends: the oldest in the outbox. */
export const nextBatch = (session: EditSession) => session.outbox.slice(0, BATCH_STEPS);

/** The server kept the first `count` steps of the outbox, up to step `seq`. */
export const acknowledged = (session: EditSession, count: number, seq: number): EditSession => ({
  ...session,
  outbox: session.outbox.slice(count),
  kept: seq,
});

/**
 * This window's unsent steps taken onto the edit as the server has it now (after another window's steps, or a
 * take-over): each that still fits is kept, in order; those that no longer fit are counted, not applied.
 */
export function replayedOnto(
  server: { working: WorkingCopy; steps: EditStep[]; seq: number },
  outbox: readonly EditStep[],
): { session: EditSession; dropped: number } {
  let session = sessionOf(server);
  let dropped = 0;
  for (const step of outbox) {
    try {
      // An undo or redo that the server's history does not offer is replayed as the change it made.
      const offered = step.direction === 'do' || session.history[step.direction].length > 0;
      session = taken(session, offered ? step : { direction: 'do', command: appliedOf(step) });
    } catch (error) {
      if (!(error instanceof EditMismatch)) throw error;
      dropped++;
    }
  }
  return { session, dropped };
}

const appliedOf = (step: EditStep) => (step.direction === 'undo' ? inverseOf(step.command) : step.command);

/** Whether the server's last steps are exactly `sent` (a request whose answer was lost had been kept after all). */
export function keptAlready(server: { steps: EditStep[]; seq: number }, kept: number, sent: readonly EditStep[]) {
  if (server.seq !== kept + sent.length) return false;
  return JSON.stringify(server.steps.slice(kept)) === JSON.stringify(sent);
}

/** The copy with a command applied, or undefined where it does not fit (a paste onto a vertex that is gone). */
export function tryCommand(working: WorkingCopy, command: EditCommand): WorkingCopy | undefined {
  try {
    return applyCommand(working, command);
  } catch (error) {
    if (error instanceof EditMismatch) return undefined;
    throw error;
  }
}
