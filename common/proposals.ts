/**
 * A proposal's life and conversation in the words both sides use (issue 76): its states, what moves it from one to
 * another, the entries of its conversation, and the mentions a comment's text makes. Dependency-free.
 */

export const PROPOSAL_STATES = ['open', 'changesRequested', 'accepted', 'superseded', 'withdrawn'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

/** The states in which a proposal waits on someone: it may be commented on, decided upon, revised or withdrawn. */
export const PENDING_STATES: readonly ProposalState[] = ['open', 'changesRequested'];
export const isPending = (state: ProposalState) => PENDING_STATES.includes(state);

/**
 * The entries of a conversation: a comment (or a reply), and the decisions and revisions, each an entry of its
 * own so that the thread reads as what happened, in order.
 */
export const NOTE_KINDS = ['comment', 'requestChanges', 'revise', 'withdraw', 'accept'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export type AnchorKind = 'vertex' | 'edge';

/** The longest comment: a page of text, not a document (a comment of 100,000 characters is refused, not cut). */
export const COMMENT_MAX_LENGTH = 10_000;

/**
 * The mentions a text makes: `@` and a name, at the start or after a space or an opening bracket (so that an
 * address such as ada@example.com mentions nobody). A name is letters, digits and `.`, `_`, `-` inside it; a
 * person whose name has several words is mentioned by the first (`@Ada`) or by them all joined with dots
 * (`@Ada.Lovelace`).
 */
export function mentionsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<=^|[\s([{])@([\p{L}\p{N}](?:[\p{L}\p{N}._-]*[\p{L}\p{N}])?)/gu))
    found.add(match[1]!);
  return [...found];
}

/** The ways a person's name is mentioned: its first word, and all its words joined with dots, in lower case. */
export function mentionNamesOf(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return [...new Set([words[0]!, words.join('.')].map((word) => word.toLocaleLowerCase()))];
}
