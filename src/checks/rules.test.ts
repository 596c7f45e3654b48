// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_TYPES } from '../../common/descriptionTypes';
import type { Canvas, Model, SymbolObject } from '../api/types';
import { canvasNotEmpty } from './canvasNotEmpty';
import { descriptionsKeepTheirContent } from './descriptionsKeepTheirContent';
import { edgesConnected } from './edgesConnected';
import { REVIEW_RULES, runChecklist } from './index';
import { symbolsTitled } from './symbolsTitled';
import { titleInEveryLanguage } from './titleInEveryLanguage';
import { titleNotInTarget } from './titleNotInTarget';
import type { ReviewRule, ReviewSubject } from './types';

const EN = '11111111-1111-4111-8111-111111111111';
const DE = '22222222-2222-4222-8222-222222222222';
const FR = '33333333-3333-4333-8333-333333333333';
const TARGET = 'aaaaaaaa-0000-4000-8000-000000000000';
const vertex = (uuid: string, symbol: string) => ({ uuid, symbol, x: 0, y: 0, width: 100, height: 60 });
const symbol = (uuid: string, titles: Record<string, string>): SymbolObject => ({
  uuid,
  objectType: 'ACTIVITY',
  titles: Object.fromEntries(Object.entries(titles).map(([language, title]) => [language, { title }])),
});

/** A draft that passes every rule; each test spoils one thing. */
function subject(change: Partial<ReviewSubject> = {}): ReviewSubject {
  const canvas: Canvas = {
    workflowState: 'EDITABLE',
    vertices: [vertex('v1', 's1'), vertex('v2', 's2')],
    edges: [{ uuid: 'e1', fromVertex: 'v1', toVertex: 'v2', edgeType: 'FLOW' }],
  };
  const draft: Model = {
    uuid: 'd1',
    modelType: 'GENERAL_MODEL',
    titles: { [EN]: { title: 'Handle complaint' }, [DE]: { title: 'Reklamation bearbeiten' } },
  };
  return {
    draftId: 'd1',
    draft,
    canvas,
    symbols: new Map([
      ['s1', symbol('s1', { [EN]: 'Receive complaint' })],
      ['s2', symbol('s2', { [EN]: 'Answer customer' })],
    ]),
    descriptions: [
      {
        descriptionType: DESCRIPTION_TYPES.purpose,
        content: { [EN]: { text: '<p>Why <b>this</b> matters, <a href="https://example.com">see</a>.</p>' } },
      },
    ],
    target: {
      uuid: TARGET,
      name: 'Quality',
      languages: [
        { uuid: EN, name: 'English', defaultLanguage: true },
        { uuid: DE, name: 'German', defaultLanguage: false },
      ],
    },
    titleMatches: [],
    similar: { hits: [] },
    ...change,
  };
}

const check = (rule: ReviewRule, change: Partial<ReviewSubject> = {}) => rule.check(subject(change));

describe('the review checklist', () => {
  it('passes a sound draft on every rule', () => {
    const checklist = runChecklist(subject());
    expect(checklist.results.map((result) => [result.rule.id, result.verdict])).toEqual(
      REVIEW_RULES.map((rule) => [rule.id, 'pass']),
    );
    expect(checklist.verdict).toBe('pass');
  });

  it('titleInEveryLanguage warns of each language of the target without a title, and links to it', () => {
    const target = {
      ...subject().target,
      languages: [...subject().target.languages, { uuid: FR, name: 'French', defaultLanguage: false }],
    };
    const outcome = check(titleInEveryLanguage, { target });
    expect(outcome.verdict).toBe('warn');
    expect(outcome.summary).toBe('No title in French.');
    expect(outcome.findings).toEqual([{ message: 'No French title', subject: { kind: 'language', language: FR } }]);
  });

  it('titleNotInTarget fails on the same title (case and accents aside) and warns of a similar one', () => {
    const same: Model = { uuid: 'm1', titles: { [DE]: { title: 'REKLAMATION  bearbeiten' } } };
    const containing: Model = { uuid: 'm2', titles: { [EN]: { title: 'Handle complaint quickly' } } };
    const failed = check(titleNotInTarget, { titleMatches: [same, containing] });
    expect(failed.verdict).toBe('fail');
    expect(failed.findings).toEqual([
      {
        message: '“REKLAMATION  bearbeiten” has the same title',
        subject: { kind: 'model', repositoryId: TARGET, model: 'm1' },
        fails: true,
      },
    ]);

    const hit = {
      kind: 'model' as const,
      uuid: 'm2',
      repositoryId: TARGET,
      language: EN,
      title: 'Handle complaint quickly',
      score: 3,
    };
    const warned = check(titleNotInTarget, { titleMatches: [containing], similar: { hits: [hit] } });
    expect(warned.verdict).toBe('warn');
    expect(warned.findings.map((f) => f.message)).toEqual(['“Handle complaint quickly” has a similar title']);

    const unsure = check(titleNotInTarget, { similar: { unavailable: 'this browser keeps no data' } });
    expect(unsure.verdict).toBe('warn');
    expect(unsure.summary).toMatch(/could not be looked for: this browser keeps no data/);
  });

  it('edgesConnected fails on an edge with an end off the canvas, linked by the end that is there', () => {
    const canvas = {
      ...subject().canvas,
      edges: [...subject().canvas.edges, { uuid: 'e2', fromVertex: 'v2', toVertex: 'gone', edgeType: 'FLOW' }],
    };
    const outcome = check(edgesConnected, { canvas });
    expect(outcome.verdict).toBe('fail');
    expect(outcome.summary).toBe('1 edge of 2 ends outside the canvas.');
    expect(outcome.findings[0].subject).toEqual({ kind: 'vertex', vertex: 'v2' });
  });

  it("symbolsTitled warns of vertices without a title in the target's default language, and of symbols not read", () => {
    const symbols = new Map([['s1', symbol('s1', { [DE]: 'Reklamation empfangen' })]]);
    const outcome = check(symbolsTitled, { symbols });
    expect(outcome.verdict).toBe('warn');
    expect(outcome.findings).toEqual([
      { message: 'No title in English', subject: { kind: 'vertex', vertex: 'v1' } },
      { message: 'Its symbol could not be read', subject: { kind: 'vertex', vertex: 'v2' } },
    ]);
  });

  it('descriptionsKeepTheirContent fails on HTML the sanitiser changes, and says what would go', () => {
    const descriptions = [
      {
        descriptionType: DESCRIPTION_TYPES.purpose,
        content: {
          [DE]: { text: '<p onclick="steal()">Hallo<script>x()</script><img src="https://tracker.example/p.gif"></p>' },
        },
      },
    ];
    const outcome = check(descriptionsKeepTheirContent, { descriptions });
    expect(outcome.verdict).toBe('fail');
    expect(outcome.findings).toEqual([
      {
        message: 'Purpose (German): the onclick attribute of <p>, a <script> element, an image from tracker.example',
        subject: { kind: 'description', descriptionType: DESCRIPTION_TYPES.purpose, language: DE },
        fails: true,
      },
    ]);
  });

  it('canvasNotEmpty fails on a canvas without vertices', () => {
    expect(check(canvasNotEmpty, { canvas: { workflowState: 'EDITABLE', vertices: [], edges: [] } }).verdict).toBe(
      'fail',
    );
  });

  it('takes the worst verdict, and turns a rule that throws into a failed check', () => {
    const broken: ReviewRule = {
      id: 'broken',
      title: 'Broken',
      check: () => {
        throw new Error('no luck');
      },
    };
    const checklist = runChecklist(subject(), [titleInEveryLanguage, broken]);
    expect(checklist.verdict).toBe('fail');
    expect(checklist.counts).toEqual({ pass: 1, warn: 0, fail: 1 });
    expect(checklist.results[1].summary).toBe('The check could not run: no luck');
  });
});
