import { describe, expect, it } from 'vitest';
import { buildTitleSearch, searchTitles, type TitleDocument } from './titleSearch';

const documents: TitleDocument[] = [
  ['model', 'm1', 'r1', 'en', 'Approve travel expense report'],
  ['model', 'm1', 'r1', 'de', 'Reisekostenabrechnung genehmigen'],
  ['model', 'm2', 'r2', 'de', 'Änderungsantrag eskalieren'],
  ['model', 'm3', 'r2', 'en', 'Escalate change request'],
  ['symbol', 's1', 'r1', 'en', 'ERP system'],
].map(([kind, uuid, repositoryId, language, title], id) => ({ id, kind, uuid, repositoryId, language, title }) as TitleDocument);

describe('searchTitles', () => {
  it('finds a model by its German title with a typo, naming the language that matched', async () => {
    const search = await buildTitleSearch(documents);
    const [hit, ...rest] = searchTitles(search, 'Reisekostenabrechnug');
    expect(hit).toMatchObject({ kind: 'model', uuid: 'm1', language: 'de' });
    expect(rest).toEqual([]);
  });

  it('ignores accents and case, matches prefixes, and lists each model once', async () => {
    const search = await buildTitleSearch(documents);
    expect(searchTitles(search, 'anderungsantr').map((hit) => hit.uuid)).toEqual(['m2']);
    expect(searchTitles(search, 'approve').map((hit) => [hit.uuid, hit.language])).toEqual([['m1', 'en']]);
  });

  it('needs every word to match, and finds symbols too', async () => {
    const search = await buildTitleSearch(documents);
    expect(searchTitles(search, 'escalate request').map((hit) => hit.uuid)).toEqual(['m3']);
    expect(searchTitles(search, 'erp')).toMatchObject([{ kind: 'symbol', uuid: 's1' }]);
    expect(searchTitles(search, '  ')).toEqual([]);
  });
});
