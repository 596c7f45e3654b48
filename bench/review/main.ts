// The review's two computations (src/features/drafts) in Chromium, each beside a floor measured in the same page.
import type { SymbolObject } from '../../src/api/types';
import type { CanvasWithSymbols } from '../../src/drafts/queries';
import { compareCanvases } from '../../src/drafts/canvasDiff';
import { diffSide } from '../../src/drafts/comparison';
import { runChecklist } from '../../src/checks';
import type { ReviewSubject } from '../../src/checks/types';
import { sanitizeHtml } from '../../src/lib/sanitize';

type Plain<T> = Omit<T, 'symbols'> & { symbols: [string, SymbolObject][] };
const withMap = <T extends { symbols: [string, SymbolObject][] }>(value: T) => ({
  ...value,
  symbols: new Map(value.symbols),
});

Object.assign(window, {
  /**
   * Compares two canvases `runs` times: the first (cold) and the median. The floor is what any comparison has
   * to do at least: index both sides by uuid and look at every vertex and edge once.
   */
  diff(base: Plain<CanvasWithSymbols>, draft: Plain<CanvasWithSymbols>, language: string, runs: number) {
    const before = diffSide(withMap(base));
    const after = diffSide(withMap(draft));
    const times: number[] = [];
    const floors: number[] = [];
    let changes: Record<string, number> = {};
    for (let run = 0; run < runs; run++) {
      let started = performance.now();
      const found = compareCanvases(before, after, language).changes;
      changes = {};
      for (const change of found) changes[change.kind] = (changes[change.kind] ?? 0) + 1;
      times.push(performance.now() - started);
      started = performance.now();
      const index = new Map(before.vertices.map((v) => [v.uuid, v]));
      const edges = new Map(before.edges.map((e) => [e.uuid, e]));
      let differing = 0;
      for (const v of after.vertices) if (index.get(v.uuid)?.x !== v.x) differing++;
      for (const e of after.edges) if (edges.get(e.uuid)?.toVertex !== e.toVertex) differing++;
      floors.push(performance.now() - started + differing * 0);
    }
    return { times, floors, changes };
  },
  /**
   * Runs the checklist `runs` times; the floor is what showing the draft costs anyway: one pass over its vertices
   * and edges, and every description text sanitised once (as the Descriptions tab does for the one shown).
   */
  checklist(subject: Plain<ReviewSubject>, runs: number) {
    const whole = withMap(subject) as ReviewSubject;
    const times: number[] = [];
    const floors: number[] = [];
    let verdict = '';
    for (let run = 0; run < runs; run++) {
      let started = performance.now();
      verdict = runChecklist(whole).verdict;
      times.push(performance.now() - started);
      started = performance.now();
      let seen = 0;
      for (const v of whole.canvas.vertices) seen += whole.symbols.has(v.symbol) ? 1 : 0;
      for (const e of whole.canvas.edges) seen += e.fromVertex.length;
      for (const d of whole.descriptions)
        for (const value of Object.values(d.content ?? {})) seen += sanitizeHtml(value.text).html.length;
      floors.push(performance.now() - started + seen * 0);
    }
    return { times, floors, verdict };
  },
});
document.title = 'ready';
