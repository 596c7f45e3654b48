import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditCommand, EditStep } from '../../../common/editCommands.js';
import { ADMIN_TOKEN } from '../../test/harness.js';
import { CONSOLE_API_PREFIX } from '../api/operations.js';
import { signedIn, startConsole, type ConsoleUnderTest } from '../../test/people.js';
import { consoleCaller, editableModel, QUALITY, type ConsoleCall } from '../../test/consoleCalls.js';

let on: ConsoleUnderTest;
let call: ConsoleCall;
/** When set, the edits part's next draft creation reaches the service but its answer is lost on the way back. */
let loseNextDraftAnswer = false;

const losingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (loseNextDraftAnswer && init?.method === 'POST' && String(input).endsWith('/repositories/draft/models')) {
    loseNextDraftAnswer = false;
    throw new TypeError('fetch failed');
  }
  return response;
};

const aModel = (skip = 0) => editableModel(on, skip);

const step = (command: EditCommand, direction: EditStep['direction'] = 'do'): EditStep => ({ direction, command });

beforeAll(async () => {
  on = await startConsole('idToken', {}, { serviceFetch: losingFetch });
  call = await consoleCaller(on);
});
afterAll(() => on?.close());

describe('an edit in progress', () => {
  it('begins as the model, keeps steps in order, resumes, and submits one draft that is the model plus the steps', async () => {
    const model = await aModel();
    const begun = await call('/edits', { method: 'POST', body: { repositoryId: QUALITY, modelId: model.uuid } });
    expect(begun.status).toBe(201);
    expect(begun.body.resumed).toBe(false);
    const edit = begun.body.edit;
    expect(edit.working.canvas).toEqual({ vertices: model.canvas.vertices, edges: model.canvas.edges });
    expect(edit.source).toMatchObject({ repositoryId: QUALITY, modelId: model.uuid, title: expect.any(String) });
    expect(Object.keys(edit.working.titles).length).toBeGreaterThan(0);

    const [first, second] = model.canvas.vertices;
    const added = { ...first, uuid: randomUUID(), x: first.x + 300 };
    const edge = { uuid: randomUUID(), fromVertex: second.uuid, toVertex: added.uuid, edgeType: 'FLOW' };
    const move: EditCommand = { kind: 'move', vertices: [first.uuid], dx: 10, dy: 20 };
    const holder = 'window-one-0001';
    const kept = await call(`/edits/${edit.uuid}/steps`, {
      method: 'POST',
      body: {
        holder,
        after: 0,
        steps: [
          step(move),
          step({ kind: 'add', vertices: [added], edges: [edge] }),
          step(move, 'undo'),
          step(move, 'redo'),
        ],
      },
    });
    expect(kept).toMatchObject({ status: 200, body: { seq: 4 } });

    // The same step number twice, or steps after one the server has not got: refused, nothing kept.
    const stale = await call(`/edits/${edit.uuid}/steps`, {
      method: 'POST',
      body: { holder, after: 2, steps: [step(move)] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/step 4, not 2/);
    // A step that does not fit the copy: a 400 in words, nothing kept.
    const misfit = await call(`/edits/${edit.uuid}/steps`, {
      method: 'POST',
      body: { holder, after: 4, steps: [step({ kind: 'move', vertices: [randomUUID()], dx: 1, dy: 1 })] },
    });
    expect(misfit.status).toBe(400);
    expect(misfit.body.message).toMatch(/steps\[0\] does not fit/);

    // Another window takes it over: the first is told on its next send.
    expect(
      (await call(`/edits/${edit.uuid}/hold`, { method: 'POST', body: { holder: 'window-two-0002' } })).body.seq,
    ).toBe(4);
    const told = await call(`/edits/${edit.uuid}/steps`, {
      method: 'POST',
      body: { holder, after: 4, steps: [step(move)] },
    });
    expect(told.status).toBe(409);
    expect(told.body.message).toMatch(/taken over in another window/);

    // Begun again: the same edit, where it was; listed as in progress.
    const resumed = await call('/edits', { method: 'POST', body: { repositoryId: QUALITY, modelId: model.uuid } });
    expect(resumed.body).toMatchObject({ resumed: true, edit: { uuid: edit.uuid, seq: 4 } });
    expect(resumed.body.edit.steps.map((s: EditStep) => s.direction)).toEqual(['do', 'do', 'undo', 'redo']);
    expect((await call('/edits')).body.edits).toEqual([expect.objectContaining({ uuid: edit.uuid, changes: 4 })]);

    const submitted = await call(`/edits/${edit.uuid}/submit`, {
      method: 'POST',
      body: { statement: 'Ask for approval earlier' },
    });
    expect(submitted.status).toBe(201);
    const { proposal } = submitted.body;
    expect(proposal).toMatchObject({
      editId: edit.uuid,
      source: { repositoryId: QUALITY, modelId: model.uuid },
      author: { kind: 'key' },
      statement: 'Ask for approval earlier',
      state: 'open',
    });
    const draftCanvas = (await on.service.call(`/repositories/draft/models/${proposal.draftId}/canvas`)).body;
    const moved = model.canvas.vertices.map((v: { uuid: string; x: number; y: number }) =>
      v.uuid === first.uuid ? { ...v, x: v.x + 10, y: v.y + 20 } : v,
    );
    expect(draftCanvas.vertices).toEqual([...moved, added]);
    expect(draftCanvas.edges).toEqual([...model.canvas.edges, edge]);
    // The model itself is untouched.
    expect((await on.service.call(`/repositories/${QUALITY}/models/${model.uuid}/canvas`)).body).toEqual(model.canvas);

    // The work in progress ended with it; a submit sent again answers the same proposal; the review reads it.
    expect((await call('/edits')).body.edits).toEqual([]);
    expect((await call(`/edits/${edit.uuid}`)).status).toBe(404);
    expect((await call(`/edits/${edit.uuid}/submit`, { method: 'POST', body: { statement: 'again' } })).body).toEqual(
      submitted.body,
    );
    expect((await call(`/proposals/${proposal.draftId}`)).body).toEqual(proposal);

    const audit = await fetch(`${on.origin}${CONSOLE_API_PREFIX}/audit?target=${proposal.draftId}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    // Each submit is on the log (the second answered with the first's proposal).
    const events = (await audit.json()).events;
    expect(events).toHaveLength(2);
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'draft.submit',
        outcome: 'succeeded',
        target: expect.objectContaining({ uuid: proposal.draftId }),
        details: expect.objectContaining({ source: expect.objectContaining({ modelId: model.uuid }) }),
      }),
    );
  });

  it('makes one draft when the answer of the service is lost, found when the submit is sent again', async () => {
    const model = await aModel(1);
    const drafts = async () => (await on.service.call('/repositories/draft/models?maxResults=1')).body.total as number;
    const { edit } = (await call('/edits', { method: 'POST', body: { repositoryId: QUALITY, modelId: model.uuid } }))
      .body;
    const before = await drafts();
    loseNextDraftAnswer = true;
    const lost = await call(`/edits/${edit.uuid}/submit`, { method: 'POST', body: { statement: 'Lost on the way' } });
    // The server looked for the draft it made, and found it.
    expect(lost.status).toBe(201);
    expect(await drafts()).toBe(before + 1);
    const again = await call(`/edits/${edit.uuid}/submit`, { method: 'POST', body: { statement: 'Lost on the way' } });
    expect(again.body.proposal.draftId).toBe(lost.body.proposal.draftId);
    expect(await drafts()).toBe(before + 1);
  });

  it('keeps a refused submit open, with the service’s words', async () => {
    const model = await aModel(2);
    const { edit } = (await call('/edits', { method: 'POST', body: { repositoryId: QUALITY, modelId: model.uuid } }))
      .body;
    const stranger = { ...model.canvas.vertices[0], uuid: randomUUID(), symbol: randomUUID() };
    await call(`/edits/${edit.uuid}/steps`, {
      method: 'POST',
      body: { holder: 'window-three-03', after: 0, steps: [step({ kind: 'add', vertices: [stranger], edges: [] })] },
    });
    const refused = await call(`/edits/${edit.uuid}/submit`, { method: 'POST', body: { statement: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/unknown symbol/);
    expect((await call(`/edits/${edit.uuid}`)).body).toMatchObject({ state: 'open', seq: 1 });
    expect((await call(`/edits/${edit.uuid}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/edits/${edit.uuid}`)).status).toBe(404);
  });
});

describe('a model too large for a draft', () => {
  it('is refused with the reason, before anything is kept', async () => {
    const landscape = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c04';
    const enterprise = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01';
    const refused = await call('/edits', { method: 'POST', body: { repositoryId: enterprise, modelId: landscape } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'this model has 20000 vertices: a draft holds at most 10000, so it cannot be edited as one',
    );
    expect((await call('/edits')).body.edits).toEqual([]);
  });
});

describe('edits of people', () => {
  it("are each person's own, within what the policy lets them see", async () => {
    const model = await aModel();
    const petra = await signedIn(on, 'petra');
    const quinn = await signedIn(on, 'quinn');
    const nemo = await signedIn(on, 'nemo');
    const begun = await call('/edits', {
      method: 'POST',
      jar: petra,
      body: { repositoryId: QUALITY, modelId: model.uuid },
    });
    expect(begun.status).toBe(201);
    expect(begun.body.edit.source.modelId).toBe(model.uuid);
    // Another person, or a key, is told it does not exist.
    expect((await call(`/edits/${begun.body.edit.uuid}`, { jar: quinn })).status).toBe(404);
    expect((await call(`/edits/${begun.body.edit.uuid}`)).status).toBe(404);
    expect((await call('/edits', { jar: quinn })).body.edits).toEqual([]);
    // Someone who sees no repository may not draft at all.
    const refused = await call('/edits', {
      method: 'POST',
      jar: nemo,
      body: { repositoryId: QUALITY, modelId: model.uuid },
    });
    expect(refused.status).toBe(403);
    const submitted = await call(`/edits/${begun.body.edit.uuid}/submit`, {
      method: 'POST',
      jar: petra,
      body: { statement: 'Tidy the flow' },
    });
    expect(submitted.body.proposal.author).toMatchObject({ kind: 'person', name: 'Petra Lindqvist' });
  });
});
