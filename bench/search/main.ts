// The console's title search (src/search/titleSearch.ts) in Chromium, beside a plain substring scan.
import { buildTitleSearch, searchTitles, type TitleDocument, type TitleSearch } from '../../src/search/titleSearch';

let search: TitleSearch | undefined;
let lowered: string[] = [];

Object.assign(window, {
  async build(documents: TitleDocument[]) {
    const started = performance.now();
    search = await buildTitleSearch(documents);
    lowered = documents.map((document) => document.title.toLowerCase());
    return performance.now() - started;
  },
  /** Times each query: the console's ranked, typo-tolerant search, and the floor, a substring scan. */
  time(queries: string[]) {
    return queries.map((query) => {
      let started = performance.now();
      const hits = searchTitles(search!, query, 50).length;
      const searchMs = performance.now() - started;
      started = performance.now();
      const needle = query.toLowerCase();
      let scanned = 0;
      for (const title of lowered) if (title.includes(needle)) scanned++;
      return { searchMs, scanMs: performance.now() - started, hits, scanned };
    });
  },
});
document.title = 'ready';
