// The checks a draft goes through before it is accepted, one rule a file: run by the review (src/drafts) on a draft
// and by the editor (src/editor) on a working copy, against what they read of the target repository.

import { canvasNotEmpty } from './canvasNotEmpty';
import { descriptionsKeepTheirContent } from './descriptionsKeepTheirContent';
import { edgesConnected } from './edgesConnected';
import { symbolsTitled } from './symbolsTitled';
import { titleInEveryLanguage } from './titleInEveryLanguage';
import { titleNotInTarget } from './titleNotInTarget';
import type { ReviewRule, ReviewSubject, RuleOutcome, Verdict } from './types';
import { t } from '../i18n/translate';

/** Every check a draft goes through before it is accepted, in the order the review lists them. Adding one is a file and a line here. */
export const REVIEW_RULES: readonly ReviewRule[] = [
  canvasNotEmpty,
  titleNotInTarget,
  titleInEveryLanguage,
  edgesConnected,
  symbolsTitled,
  descriptionsKeepTheirContent,
];

export interface CheckResult extends RuleOutcome {
  rule: ReviewRule;
}

export interface Checklist {
  results: CheckResult[];
  /** The worst verdict: a fail asks for "Accept anyway". */
  verdict: Verdict;
  counts: Record<Verdict, number>;
}

const SEVERITY: Record<Verdict, number> = { pass: 0, warn: 1, fail: 2 };

/** Runs every rule; a rule that throws is a failed check, not a broken review. */
export function runChecklist(subject: ReviewSubject, rules: readonly ReviewRule[] = REVIEW_RULES): Checklist {
  const results = rules.map((rule): CheckResult => {
    try {
      return { rule, ...rule.check(subject) };
    } catch (error) {
      return {
        rule,
        verdict: 'fail',
        summary: t('check.couldNotRun', { reason: error instanceof Error ? error.message : String(error) }),
        findings: [],
      };
    }
  });
  const counts: Record<Verdict, number> = { pass: 0, warn: 0, fail: 0 };
  for (const result of results) counts[result.verdict]++;
  const verdict = results.reduce<Verdict>(
    (worst, result) => (SEVERITY[result.verdict] > SEVERITY[worst] ? result.verdict : worst),
    'pass',
  );
  return { results, verdict, counts };
}

export { loadTargetForReview, type TargetForReview } from './target';
export type { Finding, FindingSubject, ReviewRule, ReviewSubject, RuleOutcome, Verdict } from './types';
