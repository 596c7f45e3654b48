import { describe, expect, it } from 'vitest';
import type { ProposalNote } from '../api/consoleServer/types';
import { openCommentsByAnchor, piecesOf, previousRevision, threadsOf } from './thread';

const note = (uuid: string, at: number, more: Partial<ProposalNote> = {}): ProposalNote => ({
  uuid,
  kind: 'comment',
  revision: 'r1',
  body: uuid,
  mentions: [],
  author: { kind: 'person', id: 'ben', name: 'Ben' },
  mine: false,
  createdAt: new Date(at * 1000).toISOString(),
  deleted: false,
  ...more,
});

describe('a conversation as threads', () => {
  it('puts replies under their comment and keeps decisions as entries, in order', () => {
    const threads = threadsOf([
      note('c1', 1),
      note('d1', 2, { kind: 'requestChanges' }),
      note('r1', 3, { replyTo: 'c1' }),
      note('c2', 4),
      note('lost', 5, { replyTo: 'gone' }),
    ]);
    expect(threads.map((entry) => [entry.note.uuid, entry.replies.map((reply) => reply.uuid)])).toEqual([
      ['c1', ['r1']],
      ['d1', []],
      ['c2', []],
      ['lost', []],
    ]);
  });

  it('counts the open comments on each vertex, not the resolved, the deleted or those on an earlier revision', () => {
    const anchor = (id: string, lostOn?: string) => ({ kind: 'vertex' as const, id, ...(lostOn ? { lostOn } : {}) });
    const counts = openCommentsByAnchor([
      note('a', 1, { anchor: anchor('v1') }),
      note('b', 2, { anchor: anchor('v1') }),
      note('c', 3, { anchor: anchor('v1'), resolved: { by: 'Ada' } }),
      note('d', 4, { anchor: anchor('v2'), deleted: true }),
      note('e', 5, { anchor: anchor('v3', 'r2') }),
      note('f', 6, { anchor: anchor('v1'), replyTo: 'a' }),
    ]);
    expect([...counts]).toEqual([['v1', 2]]);
  });

  it('shows a text as text: http(s) links and the mentions the server found, nothing else', () => {
    expect(
      piecesOf('<b>see</b> https://x.example/a?b=1. and javascript:alert(1) @Ada.Lovelace, @Ada or @Bob', [
        { name: 'Ada Lovelace' },
      ]),
    ).toEqual([
      { kind: 'text', text: '<b>see</b> ' },
      { kind: 'link', href: 'https://x.example/a?b=1' },
      { kind: 'text', text: '. and javascript:alert(1) ' },
      { kind: 'mention', text: '@Ada.Lovelace' },
      { kind: 'text', text: ', ' },
      { kind: 'mention', text: '@Ada' },
      { kind: 'text', text: ' or @Bob' },
    ]);
  });

  it('finds the revision before another', () => {
    const conversation = { revisions: [{ draftId: 'a' }, { draftId: 'b' }] } as never;
    expect([previousRevision(conversation, 'b'), previousRevision(conversation, 'a')]).toEqual(['a', undefined]);
  });
});
