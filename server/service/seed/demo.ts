import { PRIVILEGE_FLAGS } from '../../shared/serviceSchemas.js';
import type { PrivilegeFlag } from '../../../common/privileges.js';
import type { Stores } from '../store/index.js';
import { ALL_USERS_GROUP } from '../../../common/groups.js';
import { Random } from './random.js';
import { DESCRIPTION_TYPES } from '../../../common/descriptionTypes.js';
import { type Phrase } from './vocabulary.js';
import {
  DEMO_MODELS,
  DEMO_REPOSITORIES,
  DEMO_USERS,
  DOCUMENTS,
  DOCUMENT_SOURCES,
  DRAFT_COUNT,
  GROUPS,
  HOSTILE_HTML,
  HUGE_CANVAS_VERTICES,
  LANGUAGES,
  LANDSCAPE_VERTICES,
  LARGE_CANVAS_VERTICES,
  type LanguageCode,
  MISSING_DOCUMENT_KEY,
  type RepositoryPlan,
} from './demoFixtures.js';
import {
  type SymbolPool,
  createSymbols,
  descriptionsFor,
  generateModels,
  layoutCanvas,
  layoutLandscape,
  processTitle,
  randomPrivileges,
  say,
  titlesFor,
} from './generate.js';

export * from './demoFixtures.js';
export { generateModels, layoutCanvas, processTitle } from './generate.js';

/** Loads the demo data set into an empty database, in one transaction. */
export function seedDemo(stores: Stores): void {
  stores.db.transaction(() => {
    for (const language of Object.values(LANGUAGES)) stores.languages.define(language.uuid, language.name);
    for (const group of Object.values(GROUPS))
      stores.groups.define(group.uuid, group.name, group.uuid === ALL_USERS_GROUP);
    DOCUMENTS.forEach((doc, index) =>
      stores.documents.define({
        sourceId: doc.source,
        key: doc.key,
        link: doc.link,
        iconURL: doc.icon,
        metadata: [
          { name: 'Author', value: ['M. Keller', 'A. Dubois', 'S. Novak', 'J. Okafor'][index % 4] },
          { name: 'Version', value: `${1 + (index % 5)}.${index % 3}` },
          { name: 'Modified', value: new Date(Date.UTC(2026, index % 12, 1 + index)).toISOString().slice(0, 10) },
        ],
        titles: Object.fromEntries(
          (Object.keys(LANGUAGES) as LanguageCode[]).map((language) => [
            LANGUAGES[language].uuid,
            say(doc.titles, language),
          ]),
        ),
      }),
    );

    let enterpriseSymbols: SymbolPool | undefined;
    let enterpriseId = 0;
    for (const [repositoryKey, plan] of Object.entries(DEMO_REPOSITORIES) as [string, RepositoryPlan][]) {
      const id = stores.repositories.create(plan.uuid, plan.name);
      plan.languages.forEach((language, position) =>
        stores.languages.attach(id, LANGUAGES[language].uuid, position === 0, position),
      );
      plan.sources.forEach((source) => stores.documents.addSource(id, source));
      const random = new Random(plan.seed + 7);
      const symbols = createSymbols(stores, id, plan.languages, new Random(plan.seed + 1));
      generateModels(stores, id, plan, plan.models, symbols);
      // Accessor uuids from a generator of their own, so that the users and privileges drawn stay as they were.
      const accessorIds = new Random(plan.seed + 11);
      // No All Users entry: it would let everyone who signs in see the repository, and the demo has someone who
      // may see nothing. Its privileges and uuid are still drawn, so that every later draw stays as it was.
      [GROUPS.allUsers, GROUPS.processOwners, GROUPS.qualityAuditors].forEach((group, index) => {
        const privileges = randomPrivileges(random, [0.1, 0.7, 0.4][index]);
        const uuid = accessorIds.uuid();
        if (group !== GROUPS.allUsers) stores.accessors.createGroup(id, group.uuid, privileges, uuid);
      });
      for (let u = 0; u < 11; u++)
        stores.accessors.createUser(id, random.uuid(), randomPrivileges(random, 0.35), accessorIds.uuid());
      for (const person of Object.values(DEMO_USERS)) {
        const held = (person.privileges as Partial<Record<string, readonly PrivilegeFlag[]>>)[repositoryKey];
        if (held)
          stores.accessors.createUser(
            id,
            person.uuid,
            Object.fromEntries(PRIVILEGE_FLAGS.map((flag) => [flag, held.includes(flag)])),
            accessorIds.uuid(),
          );
      }
      if (plan.uuid === DEMO_REPOSITORIES.enterprise.uuid) {
        enterpriseSymbols = symbols;
        enterpriseId = id;
      }
    }

    const symbols = enterpriseSymbols!;
    const plan = DEMO_REPOSITORIES.enterprise;
    const random = new Random(404);
    const special = (uuid: string, title: Phrase, canvas: ReturnType<typeof layoutCanvas>, html?: string) =>
      stores.models.insert({
        uuid,
        repositoryId: enterpriseId,
        modelType: 'GENERAL_MODEL',
        status: 'ACTIVE',
        titles: {
          [LANGUAGES.en.uuid]: { title: title[0] },
          [LANGUAGES.de.uuid]: { title: title[1], translated: true },
        },
        documents: [
          { sourceId: DOCUMENT_SOURCES.sharepoint, uuid: DOCUMENTS[0].key },
          { sourceId: DOCUMENT_SOURCES.archive, uuid: DOCUMENTS[4].key },
          { sourceId: DOCUMENT_SOURCES.archive, uuid: DOCUMENTS[6].key },
          { sourceId: DOCUMENT_SOURCES.sharepoint, uuid: MISSING_DOCUMENT_KEY },
        ],
        ...canvas,
        descriptions: html
          ? [{ descriptionType: DESCRIPTION_TYPES.purpose, content: { [LANGUAGES.en.uuid]: { text: html } } }]
          : descriptionsFor((l) => title[LANGUAGES[l].index], plan.languages, random),
        createdAt: '2026-03-02T09:30:00.000Z',
      });
    special(
      DEMO_MODELS.hostileDescription,
      ['Review supplier onboarding (security review)', 'Lieferanten-Onboarding prüfen (Sicherheitsprüfung)', ''],
      layoutCanvas(random, symbols, 12, 6),
      HOSTILE_HTML,
    );
    special(
      DEMO_MODELS.largeCanvas,
      ['Enterprise value chain (complete)', 'Wertschöpfungskette des Unternehmens (vollständig)', ''],
      layoutCanvas(random, symbols, LARGE_CANVAS_VERTICES, 40),
    );
    special(
      DEMO_MODELS.hugeCanvas,
      ['Enterprise value chain (all variants)', 'Wertschöpfungskette des Unternehmens (alle Varianten)', ''],
      layoutCanvas(random, symbols, HUGE_CANVAS_VERTICES, 70),
    );
    special(
      DEMO_MODELS.landscape,
      ['Enterprise landscape (all domains)', 'Unternehmenslandschaft (alle Bereiche)', ''],
      // A generator of its own, so that the models before it keep their uuids.
      layoutLandscape(new Random(606), symbols, LANDSCAPE_VERTICES),
    );

    const drafts = stores.repositories.resolve('draft');
    (['en', 'de', 'fr'] as const).forEach((language, position) =>
      stores.languages.attach(drafts.id, LANGUAGES[language].uuid, position === 0, position),
    );
    const draftRandom = new Random(505);
    for (let d = 0; d < DRAFT_COUNT; d++) {
      const canvas = layoutCanvas(draftRandom, symbols, draftRandom.int(6, 20), 5);
      stores.symbols.copyInto(
        drafts.id,
        canvas.vertices.map((v) => v.symbol),
      );
      const title = (language: LanguageCode) => `${processTitle(1000 + d * 7, language)} (draft)`;
      stores.models.insert({
        uuid: draftRandom.uuid(),
        repositoryId: drafts.id,
        modelType: 'GENERAL_MODEL',
        status: 'NEW',
        titles: titlesFor(title, ['en', 'de', 'fr'], draftRandom, 0.3),
        ...canvas,
        descriptions: descriptionsFor(title, ['en', 'de', 'fr'], draftRandom),
        createdAt: new Date(Date.UTC(2026, 10, 1 + d, 10)).toISOString(),
      });
    }

    const now = Date.now();
    const day = 86_400_000;
    stores.apiKeys.create('Reporting dashboard', new Date(now + 200 * day).toISOString());
    stores.apiKeys.create('Nightly export job', new Date(now + 5 * day).toISOString());
    stores.apiKeys.create(
      'Legacy importer',
      new Date(now - 10 * day).toISOString(),
      undefined,
      new Date(now - 375 * day),
    );
  })();
  stores.models.optimizeSearch();
}

/** Rows every database needs, demo data or not: the draft repository and the All Users group. */
export function ensureBaseline(stores: Stores): void {
  stores.repositories.ensureDraftRepository();
  stores.groups.define(GROUPS.allUsers.uuid, GROUPS.allUsers.name, true);
}
