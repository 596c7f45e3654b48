import { describe, expect, it } from 'vitest';
import { buildTitleSearch, searchTitles, similarTitles, type TitleDocument } from './titleSearch';

const documents: TitleDocument[] = [
  ['model', 'm1', 'r1', 'en', 'Approve travel expense report'],
  ['model', 'm1', 'r1', 'de', 'Reisekostenabrechnung genehmigen'],
  ['model', 'm2', 'r2', 'de', 'Änderungsantrag eskalieren'],
  ['model', 'm3', 'r2', 'en', 'Escalate change request'],
  ['symbol', 's1', 'r1', 'en', 'ERP system'],
].map(
  ([kind, uuid, repositoryId, language, title], id) =>
    ({ id, kind, uuid, repositoryId, language, title }) as TitleDocument,
);

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

describe('similarTitles', () => {
  const models = [
    ['m1', 'target', 'en', 'Onboard travel expense report'],
    ['m2', 'target', 'en', 'Approve travel expense report'],
    ['m3', 'target', 'en', 'Escalate change request'],
    ['m4', 'other', 'en', 'Onboard travel expense report'],
    ['m5', 'target', 'de', 'Reisekostenabrechnung einarbeiten'],
  ].map(
    ([uuid, repositoryId, language, title], id) =>
      ({ id, kind: 'model', uuid, repositoryId, language, title }) as TitleDocument,
  );

  it("finds the target repository's models that share most of a draft title's words, in any of its languages, closest first", async () => {
    const search = await buildTitleSearch(models);
    const hits = similarTitles(
      search,
      ['Onboard travel expense report (APAC) (draft)', 'Reisekostenabrechnung einarbeiten (APAC) (draft)'],
      'target',
    );
    expect(hits.map((hit) => hit.uuid)).toEqual(['m1', 'm5', 'm2']);
    expect(similarTitles(search, ['Book a meeting room'], 'target')).toEqual([]);
  });

  it('looks in every repository a predicate lets in: a draft not yet sent anywhere', async () => {
    const search = await buildTitleSearch(models);
    const hits = similarTitles(
      search,
      ['Onboard travel expense report (APAC) (draft)'],
      (repositoryId) => repositoryId !== 'drafts',
    );
    expect(hits.map((hit) => `${hit.repositoryId}/${hit.uuid}`).sort()).toEqual(['other/m4', 'target/m1', 'target/m2']);
  });
});
