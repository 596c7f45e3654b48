import type { Conversation, ProposalNote } from '../api/consoleServer/types';

/** A comment with its replies, or a decision or revision on its own: one entry of the conversation as shown. */
export interface ThreadEntry {
  note: ProposalNote;
  replies: ProposalNote[];
}

/**
 * The conversation as threads, oldest first: each comment with its replies in order, and each decision or
 * revision as an entry of its own. A reply whose comment is not there (it never is: a deleted comment keeps its
 * place) is shown on its own rather than lost.
 */
export function threadsOf(notes: readonly ProposalNote[]): ThreadEntry[] {
  const entries = new Map<string, ThreadEntry>();
  const orphans: ThreadEntry[] = [];
  for (const note of notes) {
    if (!note.replyTo) {
      entries.set(note.uuid, { note, replies: [] });
      continue;
    }
    const parent = entries.get(note.replyTo);
    if (parent) parent.replies.push(note);
    else orphans.push({ note, replies: [] });
  }
  return [...entries.values(), ...orphans].sort((a, b) => a.note.createdAt.localeCompare(b.note.createdAt));
}

/** How many open (unresolved, not deleted) comments each vertex or edge has, for the canvas's markers. */
export function openCommentsByAnchor(notes: readonly ProposalNote[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const note of notes)
    if (
      note.kind === 'comment' &&
      note.anchor &&
      !note.anchor.lostOn &&
      !note.resolved &&
      !note.deleted &&
      !note.replyTo
    )
      counts.set(note.anchor.id, (counts.get(note.anchor.id) ?? 0) + 1);
  return counts;
}

/** One piece of a comment's text: words as written, an http(s) link, or a mention of a person the server found. */
export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'link'; href: string } | { kind: 'mention'; text: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}]/gi;

/**
 * A comment's text in pieces, so that it is shown as text (never as markup): links only where they are http(s),
 * and `@name` as a mention where the server said it names someone.
 */
export function piecesOf(text: string, mentions: readonly { name: string }[]): TextPiece[] {
  const mentioned = mentions.flatMap((mention) => {
    const words = mention.name.trim().split(/\s+/);
    return [`@${words.join('.')}`, `@${words[0]}`];
  });
  const pattern = new RegExp(
    [
      LINK.source,
      ...mentioned.sort((a, b) => b.length - a.length).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    ].join('|'),
    'giu',
  );
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) pieces.push({ kind: 'text', text: text.slice(at, match.index) });
    pieces.push(/^https?:/i.test(match[0]) ? { kind: 'link', href: match[0] } : { kind: 'mention', text: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ kind: 'text', text: text.slice(at) });
  return pieces;
}

/** The revision before `draftId` in a conversation, if it has one. */
export function previousRevision(conversation: Pick<Conversation, 'revisions'>, draftId: string): string | undefined {
  const at = conversation.revisions.findIndex((revision) => revision.draftId === draftId);
  return at > 0 ? conversation.revisions[at - 1]!.draftId : undefined;
}
