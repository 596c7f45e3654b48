import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditCommand } from '../../../common/editCommands.js';
import { COMMENT_MAX_LENGTH } from '../../../common/proposals.js';
import { consoleCaller, editableModel, QUALITY, type ConsoleCall, type Who } from '../../test/consoleCalls.js';
import { ADMIN_TOKEN } from '../../test/harness.js';
import {
  signedIn,
  startConsole,
  twoInstancesOnPostgres,
  type ConsoleUnderTest,
  type CookieJar,
} from '../../test/people.js';
import { until } from '../../test/until.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhookReceiver.js';

let on: ConsoleUnderTest;
let call: ConsoleCall;
/** The team chat's receiver: it refuses the first message it is sent (busy), and takes the rest. */
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver((n) => (n === 1 ? 503 : 200));
  on = await startConsole('idToken', {}, { reviewWebhookUrl: receiver.url });
  call = await consoleCaller(on);
});
afterAll(async () => {
  await on?.close();
  await receiver?.close();
});

/** A proposal by `who`: an edit of `model` with `commands`, submitted. */
async function propose(who: Who, model: { uuid: string }, commands: EditCommand[], statement: string) {
  const { edit } = (
    await call('/edits', { method: 'POST', ...who, body: { repositoryId: QUALITY, modelId: model.uuid } })
  ).body;
  await call(`/edits/${edit.uuid}/steps`, {
    method: 'POST',
    ...who,
    body: { holder: 'window-one-001', after: 0, steps: commands.map((command) => ({ direction: 'do', command })) },
  });
  const submitted = await call(`/edits/${edit.uuid}/submit`, { method: 'POST', ...who, body: { statement } });
  expect(submitted.status).toBe(201);
  return submitted.body.proposal as { draftId: string; threadId: string };
}

/** Accepts a draft into the Quality repository through the service's API, as a person or a key. */
const accept = (who: Who, draftId: string, through: ConsoleCall = call) =>
  through(`/api/v1/repositories/${QUALITY}/models/${draftId}/versions/accept`, { method: 'POST', ...who, body: {} });

const move = (vertex: string, dx: number): EditCommand => ({ kind: 'move', vertices: [vertex], dx, dy: 0 });

describe('a proposal as a conversation', () => {
  let petra: CookieJar;
  let ada: CookieJar;

  beforeAll(async () => {
    petra = await signedIn(on, 'petra');
    ada = await signedIn(on, 'ada');
  });

  it('goes from a comment on a vertex to changes requested, a revision, and its accept', async () => {
    const model = await editableModel(on);
    const [first, second] = model.canvas.vertices as { uuid: string }[];
    const proposal = await propose({ jar: petra }, model, [move(first!.uuid, 40)], 'Tidy the flow');

    // Ada, an administrator, may accept into every repository: it waits on her, and not on its author.
    const inbox = (await call('/proposals', { jar: ada })).body;
    expect(inbox.forReview.map((entry: { draftId: string }) => entry.draftId)).toContain(proposal.draftId);
    expect((await call('/proposals', { jar: petra })).body.forReview).toEqual([]);

    // Petra's page polls with the ETag it has: 304 while nothing changes.
    const polled = await call(`/proposals/${proposal.draftId}/conversation`, { jar: petra });
    expect(polled.body).toMatchObject({ state: 'open', notes: [], may: { revise: true, accept: false } });
    const etag = polled.headers.get('etag')!;
    expect(
      (await call(`/proposals/${proposal.draftId}/conversation`, { jar: petra, headers: { 'if-none-match': etag } }))
        .status,
    ).toBe(304);

    // Bad comments are refused with a reason, and nothing is kept.
    const path = `/proposals/${proposal.draftId}/comments`;
    const tooLong = await call(path, { method: 'POST', jar: ada, body: { body: 'x'.repeat(100_000) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(new RegExp(`${COMMENT_MAX_LENGTH}`));
    const nobody = await call(path, { method: 'POST', jar: ada, body: { body: '<script>alert(1)</script> @Zebedee' } });
    expect([nobody.status, nobody.body.message]).toEqual([400, '@Zebedee names nobody in the directory']);
    const offCanvas = await call(path, {
      method: 'POST',
      jar: ada,
      body: { body: 'Here?', anchor: { kind: 'vertex', id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(offCanvas.status).toBe(400);
    expect(offCanvas.body.message).toMatch(/is not on this proposal's canvas/);

    // Ada comments on the vertex moved, with HTML that stays text and a mention of someone in the directory.
    const named = ((await call('/directory', { jar: ada })).body.entries as { kind: string; name: string }[]).find(
      (entry) => entry.kind === 'user' && entry.name.includes(' '),
    )!;
    const mention = `@${named.name.split(' ').join('.')}`;
    const text = `<b>Why</b> here, ${mention}?`;
    const comment = await call(path, {
      method: 'POST',
      jar: ada,
      body: { body: text, anchor: { kind: 'vertex', id: first!.uuid } },
    });
    expect([comment.status, comment.body.message]).toEqual([201, undefined]);
    expect(comment.body).toMatchObject({
      body: text,
      anchor: { kind: 'vertex', id: first!.uuid },
      mentions: [{ name: named.name }],
      author: { name: 'Ada' },
      mine: true,
    });
    const changed = await call(`/proposals/${proposal.draftId}/conversation`, {
      jar: petra,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      unread: 1,
      notes: [{ body: text, mine: false }],
    });
    expect(
      (await call(`/proposals/${proposal.draftId}/comments/${comment.body.uuid}`, { method: 'DELETE', jar: petra }))
        .status,
    ).toBe(403);

    // Its author cannot decide on it, nor accept it while the setting says no; Ada requests changes.
    const own = await call(`/proposals/${proposal.draftId}/request-changes`, {
      method: 'POST',
      jar: petra,
      body: { comment: 'ok' },
    });
    expect(own.status).toBe(403);
    expect((await accept({ jar: petra }, proposal.draftId)).status).toBe(403);
    const decided = await call(`/proposals/${proposal.draftId}/request-changes`, {
      method: 'POST',
      jar: ada,
      body: { comment: 'Move the other one instead' },
    });
    expect(decided.body).toMatchObject({ state: 'changesRequested', may: { accept: true, requestChanges: true } });

    // Petra revises: an edit of the proposal, whose submit supersedes it.
    const revising = await call(`/proposals/${proposal.draftId}/revise`, {
      method: 'POST',
      jar: petra,
      body: { onto: 'proposal' },
    });
    expect(revising.status).toBe(201);
    expect(revising.body.collisions).toEqual([]);
    const editId = revising.body.edit.uuid;
    await call(`/edits/${editId}/steps`, {
      method: 'POST',
      jar: petra,
      body: { holder: 'window-two-002', after: 0, steps: [{ direction: 'do', command: move(second!.uuid, 80) }] },
    });
    const revised = (
      await call(`/edits/${editId}/submit`, {
        method: 'POST',
        jar: petra,
        body: { statement: 'Moved the other one too' },
      })
    ).body.proposal;
    expect(revised).toMatchObject({
      threadId: proposal.draftId,
      previousDraftId: proposal.draftId,
      source: { modelId: model.uuid },
    });

    const earlier = (await call(`/proposals/${proposal.draftId}/conversation`, { jar: ada })).body;
    expect(earlier).toMatchObject({ state: 'superseded', latestDraftId: revised.draftId, may: { accept: false } });
    expect(earlier.revisions.map((revision: { state: string }) => revision.state)).toEqual(['superseded', 'open']);
    // The comment moved with its vertex, which the revision still has.
    const moved = earlier.notes.find((note: { uuid: string }) => note.uuid === comment.body.uuid);
    expect(moved.anchor).toEqual({ kind: 'vertex', id: first!.uuid });

    // The superseded draft cannot be accepted, by the review page or the batch alike; the revision can.
    const refused = await accept({ jar: ada }, proposal.draftId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/superseded by a later revision/);
    expect((await accept({ jar: ada }, revised.draftId)).status).toBe(201);
    const accepted = (await call(`/proposals/${revised.draftId}/conversation`, { jar: petra })).body;
    expect(accepted.state).toBe('accepted');
    expect(accepted.notes.map((note: { kind: string }) => note.kind)).toEqual([
      'comment',
      'requestChanges',
      'revise',
      'accept',
    ]);
    const late = await call(`/proposals/${revised.draftId}/comments`, {
      method: 'POST',
      jar: ada,
      body: { body: 'Late' },
    });
    expect(late.status).toBe(409);

    // The team's chat got each event once, though its receiver refused the first try; no credential in any.
    const ofThread = () => receiver.taken.filter((message) => message.proposal.threadId === proposal.draftId);
    await until(() => (ofThread().length >= 5 ? true : undefined));
    // A refused message comes later than those after it: in the order they happened, by their time.
    const told = ofThread().sort((x, y) => x.at.localeCompare(y.at));
    expect(told.map((message) => message.event)).toEqual([
      'submitted',
      'commented',
      'changesRequested',
      'revised',
      'accepted',
    ]);
    expect(new Set(told.map((message) => message.id)).size).toBe(told.length);
    expect(told[1]!.text).toBe(
      `Ada commented on the proposed change to “${told[1]!.proposal.title}”: “${text}” ${on.publicUrl}/drafts/${proposal.draftId}`,
    );
    expect(JSON.stringify(told)).not.toMatch(/SECRET-PATH|password|api-key/i);

    // The audit log has the conversation.
    const audit = await call(`/audit?target=${proposal.draftId}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      key: '',
    });
    expect(audit.body.events.map((event: { action: string }) => event.action).sort()).toEqual(
      expect.arrayContaining(['proposal.comment', 'proposal.requestChanges', 'proposal.revise']),
    );
  });

  it('says the model moved on when another proposal to it was accepted, and replays onto it', async () => {
    const model = await editableModel(on, 1);
    const [a, b] = model.canvas.vertices as { uuid: string }[];
    const mine = await propose({ jar: petra }, model, [move(a!.uuid, 30)], 'Move a');
    const clashing = await propose({ jar: petra }, model, [move(b!.uuid, 15)], 'Move b');
    // Ada's change to the same model, accepted first: a new model of the repository. She may accept her own only
    // once an administrator allows authors to.
    const theirs = await propose({ jar: ada }, model, [move(b!.uuid, 50)], 'Move b');
    const own = await accept({ jar: ada }, theirs.draftId);
    expect([own.status, own.body.message]).toEqual([403, expect.stringMatching(/^you proposed this change/)]);
    const admin = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, key: '' };
    const allow = (authorsMayAccept: boolean) =>
      call('/review-settings', { method: 'PUT', ...admin, body: { authorsMayAccept } });
    expect(
      (await call('/review-settings', { method: 'PUT', jar: petra, body: { authorsMayAccept: true } })).status,
    ).toBe(403);
    expect((await allow(true)).body).toEqual({ authorsMayAccept: true });
    const changed = await call('/audit?action=reviewSettings.change', admin);
    expect(changed.body.events[0]).toMatchObject({
      actor: { kind: 'administrator' },
      target: { type: 'settings' },
      outcome: 'succeeded',
    });
    expect((await accept({ jar: ada }, theirs.draftId)).status).toBe(201);
    await allow(false);

    const proposal = (await call(`/proposals/${mine.draftId}`, { jar: petra })).body;
    expect(proposal.appliesTo).toMatchObject({ repositoryId: QUALITY });
    expect(proposal.appliesTo.modelId).not.toBe(model.uuid);

    // Updating replays the change where nothing collides; the other proposal's move of b collides with Quinn's.
    const clean = await call(`/proposals/${mine.draftId}/revise`, {
      method: 'POST',
      jar: petra,
      body: { onto: 'model' },
    });
    expect(clean.body.collisions).toEqual([]);
    expect(clean.body.edit).toMatchObject({ source: { modelId: proposal.appliesTo.modelId }, changes: 1 });
    const collided = await call(`/proposals/${clashing.draftId}/revise`, {
      method: 'POST',
      jar: petra,
      body: { onto: 'model' },
    });
    expect(collided.status).toBe(409);
    expect(collided.body.message).toMatch(/in progress that is not this revision/);
    await call(`/edits/${clean.body.edit.uuid}`, { method: 'DELETE', jar: petra });
    const listed = await call(`/proposals/${clashing.draftId}/revise`, {
      method: 'POST',
      jar: petra,
      body: { onto: 'model' },
    });
    expect(listed.body.collisions).toEqual([{ kind: 'vertex', id: b!.uuid, reason: 'changedInBoth' }]);
    expect(listed.body.edit.changes).toBe(0);
    // The edit keeps them: the editor lists them after a reload or in another window.
    expect((await call(`/edits/${listed.body.edit.uuid}`, { jar: petra })).body).toMatchObject({
      revises: clashing.draftId,
      collisions: [{ kind: 'vertex', id: b!.uuid, reason: 'changedInBoth' }],
    });
  });
});

describe('two instances on one PostgreSQL', () => {
  const instances = twoInstancesOnPostgres('idToken');

  it('agree on comments and states, and keep both of two decisions made at once', async () => {
    const { first, second } = instances;
    const [one, two] = [await consoleCaller(first), await consoleCaller(second)];
    const model = await editableModel(first, 2);
    const [vertex] = model.canvas.vertices as { uuid: string }[];
    const { edit } = (await one('/edits', { method: 'POST', body: { repositoryId: QUALITY, modelId: model.uuid } }))
      .body;
    await two(`/edits/${edit.uuid}/steps`, {
      method: 'POST',
      body: { holder: 'window-one-001', after: 0, steps: [{ direction: 'do', command: move(vertex!.uuid, 20) }] },
    });
    const { draftId } = (await one(`/edits/${edit.uuid}/submit`, { method: 'POST', body: { statement: 'Shift' } })).body
      .proposal;
    const ada = await signedIn(first, 'ada');
    const admin = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, key: '' };
    expect(
      (await two(`/proposals/${draftId}/comments`, { method: 'POST', ...admin, body: { body: 'From two' } })).status,
    ).toBe(201);
    expect(
      (await one(`/proposals/${draftId}/comments`, { method: 'POST', jar: ada, body: { body: 'From one' } })).status,
    ).toBe(201);
    const [seenByOne, seenByTwo] = await Promise.all([
      one(`/proposals/${draftId}/conversation`),
      two(`/proposals/${draftId}/conversation`),
    ]);
    expect(seenByOne.body.notes).toEqual(seenByTwo.body.notes);
    expect(seenByOne.headers.get('etag')).toBe(seenByTwo.headers.get('etag'));

    const decided = await Promise.all([
      one(`/proposals/${draftId}/request-changes`, { method: 'POST', jar: ada, body: { comment: 'Not there' } }),
      two(`/proposals/${draftId}/request-changes`, { method: 'POST', ...admin, body: { comment: 'Nor there' } }),
    ]);
    expect(decided.map((answer) => answer.status)).toEqual([200, 200]);
    const after = (await two(`/proposals/${draftId}/conversation`)).body;
    expect(after.state).toBe('changesRequested');
    expect(after.notes.filter((note: { kind: string }) => note.kind === 'requestChanges')).toHaveLength(2);
    expect((await accept({ jar: ada }, draftId, two)).status).toBe(201);
    expect((await one(`/proposals/${draftId}/conversation`)).body.state).toBe('accepted');
  });
});
