import type { KnownLanguage } from '../repositories';
import type { Canvas, Description, Model, SymbolObject } from '../api/types';
import type { TitleHit } from '../search';

/** Everything the checks read: the draft and what they compare it with in the target. */
export interface ReviewSubject {
  draftId: string;
  draft: Model;
  canvas: Canvas;
  /** The draft's symbols by uuid, as far as they could be read. */
  symbols: ReadonlyMap<string, SymbolObject>;
  descriptions: readonly Description[];
  target: { uuid: string; name: string; languages: readonly KnownLanguage[] };
  /** Models of the target whose titles contain one of the draft's (read from the service, so never out of date). */
  titleMatches: readonly Model[];
  /** Models of the target with similar titles, from the search index; or why the index cannot say. */
  similar: { hits: readonly TitleHit[]; partial?: string } | { unavailable: string };
}

/** A rule passed, warns (the reviewer should look) or failed (accepting needs "Accept anyway"). */
export type Verdict = 'pass' | 'warn' | 'fail';

/** What a finding is about, so that the review can link to it. */
export type FindingSubject =
  | { kind: 'vertex'; vertex: string }
  | { kind: 'language'; language: string }
  | { kind: 'model'; repositoryId: string; model: string }
  | { kind: 'description'; descriptionType: string; language: string };

export interface Finding {
  message: string;
  subject?: FindingSubject;
  /** A fail among warnings (a rule may find both): decides the rule's verdict. */
  fails?: boolean;
}

export interface RuleOutcome {
  verdict: Verdict;
  /** One line: what was found, or that all is well. */
  summary: string;
  findings: Finding[];
}

export interface ReviewRule {
  id: string;
  /** What the rule checks, as the reviewer would say it. */
  title: string;
  check(subject: ReviewSubject): RuleOutcome;
}
