import { PRIVILEGE_FLAGS, type LocalizedTitlesShape } from '../api/schemas.js';
import type { PrivilegeFlag } from '../../common/privileges.js';
import type { Stores } from '../routes/services.js';
import type { NewModel } from '../store/models.js';
import { ALL_USERS_GROUP_UUID } from '../store/repositories.js';
import { Random } from './random.js';
import { DESCRIPTION_TYPES } from '../../common/descriptionTypes.js';
import {
  ACTIVITIES,
  DATA_OBJECTS,
  EVENTS,
  PARTIES,
  PROCESS_ACTIONS,
  PROCESS_OBJECTS,
  PROCESS_SCOPES,
  SYSTEMS,
  type Phrase,
} from './vocabulary.js';

export const LANGUAGES = {
  en: { uuid: '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a01', name: 'English', index: 0 },
  de: { uuid: '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a02', name: 'Deutsch', index: 1 },
  fr: { uuid: '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a03', name: 'Français', index: 2 },
} as const;
type LanguageCode = keyof typeof LANGUAGES;

export const GROUPS = {
  allUsers: { uuid: ALL_USERS_GROUP_UUID, name: 'All Users' },
  processOwners: { uuid: '6c1e9a3b-5d7f-4b2a-8e0c-3f5a7b9d1e21', name: 'Process Owners' },
  qualityAuditors: { uuid: '6c1e9a3b-5d7f-4b2a-8e0c-3f5a7b9d1e22', name: 'Quality Auditors' },
  itOperations: { uuid: '6c1e9a3b-5d7f-4b2a-8e0c-3f5a7b9d1e23', name: 'IT Operations' },
} as const;

export { DESCRIPTION_TYPES };

export const DOCUMENT_SOURCES = { sharepoint: 'SharePoint Online', archive: 'DMS/Archive' } as const;

interface RepositoryPlan {
  uuid: string;
  name: string;
  languages: readonly LanguageCode[];
  models: number;
  sources: readonly string[];
  seed: number;
}

export const DEMO_REPOSITORIES = {
  enterprise: {
    uuid: '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01',
    name: 'Enterprise Process Library',
    languages: ['en', 'de'],
    models: 260,
    sources: [DOCUMENT_SOURCES.sharepoint, DOCUMENT_SOURCES.archive],
    seed: 101,
  },
  quality: {
    uuid: '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e02',
    name: 'Qualitätsmanagement',
    languages: ['de', 'en'],
    models: 72,
    sources: [DOCUMENT_SOURCES.archive],
    seed: 202,
  },
  itService: {
    uuid: '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e03',
    name: 'IT Service Management',
    languages: ['en', 'fr'],
    models: 48,
    sources: [DOCUMENT_SOURCES.sharepoint],
    seed: 303,
  },
} as const satisfies Record<string, RepositoryPlan>;

/**
 * People who are accessors of several repositories with different privileges in each (every other demo user
 * is in one): what the access overview is for. Privileges per repository key, by flag.
 */
export const DEMO_USERS = {
  processLead: {
    uuid: '7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d01',
    privileges: {
      enterprise: ['manageUsers', 'publish', 'editApproved', 'languageEdit'],
      quality: ['languageEdit', 'exportData'],
      itService: ['exportData'],
    },
  },
  auditor: {
    uuid: '7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d02',
    privileges: { quality: ['exportData', 'snapshotLock'], itService: [] },
  },
} as const satisfies Record<
  string,
  { uuid: string; privileges: Partial<Record<keyof typeof DEMO_REPOSITORIES, readonly PrivilegeFlag[]>> }
>;

/** Models that tests and the console's journeys rely on by uuid. */
export const DEMO_MODELS = {
  hostileDescription: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
  largeCanvas: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02',
  hugeCanvas: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c03',
} as const;
export const LARGE_CANVAS_VERTICES = 2000;
export const HUGE_CANVAS_VERTICES = 5000;
export const DRAFT_COUNT = 6;

const HOSTILE_HTML = `<p>Reviewed by the security team. <img src="x" onerror="window.__xss = 'img'">
<script>window.__xss = 'script'</script>
<a href="javascript:window.__xss = 'link'">Open the checklist</a> or
<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">the data link</a>.</p>
<div onclick="window.__xss = 'click'" style="background:url(javascript:alert(1))">Click to expand</div>
<iframe src="javascript:window.__xss = 'iframe'"></iframe>
<svg onload="window.__xss = 'svg'"><circle r="4"></circle></svg>
<p>Safe part: see <a href="https://intranet.example.com/security/supplier-onboarding">the policy</a>.</p>
<p><img src="https://pixel.example.net/open.gif?reader=42" alt="read receipt" width="1" height="1"><img name="cookie" id="location" alt="clobber"></p>`;

const DOCUMENTS: readonly { source: string; key: string; titles: Phrase; link: string; icon: string | null }[] = [
  {
    source: DOCUMENT_SOURCES.sharepoint,
    key: 'sites/Procurement/Shared Documents/Purchasing Policy v3.docx',
    titles: ['Purchasing policy', 'Einkaufsrichtlinie', 'Politique d’achat'],
    link: 'https://sharepoint.example.com/sites/Procurement/Shared%20Documents/Purchasing%20Policy%20v3.docx',
    icon: 'https://sharepoint.example.com/_layouts/images/icdocx.png',
  },
  {
    source: DOCUMENT_SOURCES.sharepoint,
    key: 'sites/Finance/Month-end close checklist (2026).xlsx',
    titles: ['Month-end close checklist', 'Checkliste Monatsabschluss', 'Liste de contrôle de clôture'],
    link: 'https://sharepoint.example.com/sites/Finance/Month-end%20close%20checklist%20(2026).xlsx',
    icon: null,
  },
  {
    source: DOCUMENT_SOURCES.sharepoint,
    key: 'sites/IT/Runbooks/Incident #42 & escalation?.md',
    titles: ['Incident escalation runbook', 'Runbook Störungseskalation', 'Procédure d’escalade'],
    link: 'https://sharepoint.example.com/sites/IT/Runbooks/Incident%20%2342%20%26%20escalation%3F.md',
    icon: null,
  },
  {
    source: DOCUMENT_SOURCES.sharepoint,
    key: 'sites/HR/Onboarding guide 100% remote.pdf',
    titles: ['Onboarding guide', 'Leitfaden Einarbeitung', 'Guide d’intégration'],
    link: 'https://sharepoint.example.com/sites/HR/Onboarding%20guide%20100%25%20remote.pdf',
    icon: null,
  },
  {
    source: DOCUMENT_SOURCES.archive,
    key: 'QM-HB §4.2 Lenkung von Dokumenten #rev7',
    titles: ['Quality manual §4.2 document control', 'QM-Handbuch §4.2 Lenkung von Dokumenten', 'Manuel qualité §4.2'],
    link: 'https://dms.example.com/archive/view?doc=QM-HB%20%C2%A74.2&rev=7',
    icon: null,
  },
  {
    source: DOCUMENT_SOURCES.archive,
    key: 'ISO 9001:2015/Audit plan 2026?.pdf',
    titles: ['ISO 9001 audit plan 2026', 'ISO-9001-Auditplan 2026', 'Plan d’audit ISO 9001 2026'],
    link: 'https://dms.example.com/archive/view?doc=ISO%209001%3A2015%2FAudit%20plan%202026%3F.pdf',
    icon: null,
  },
  {
    source: DOCUMENT_SOURCES.archive,
    key: 'AA-17 Prüfung & Freigabe 100%',
    titles: [
      'Work instruction AA-17 inspection and release',
      'Arbeitsanweisung AA-17 Prüfung & Freigabe',
      'Instruction AA-17',
    ],
    link: 'file://fileserver/qm/AA-17.pdf',
    icon: null,
  },
  {
    source: DOCUMENT_SOURCES.archive,
    key: 'Lieferantenbewertung 2026 (Q1+Q2)',
    titles: ['Supplier evaluation 2026', 'Lieferantenbewertung 2026', 'Évaluation des fournisseurs 2026'],
    link: 'https://dms.example.com/archive/view?doc=Lieferantenbewertung%202026',
    icon: null,
  },
];
/** A key models reference that no provider holds: the console lists it as unresolved. */
export const MISSING_DOCUMENT_KEY = 'sites/Retired/Old process map (deleted).vsdx';

function titlesFor(
  phrase: (language: LanguageCode) => string,
  languages: readonly LanguageCode[],
  random: Random,
  missingChance: number,
) {
  const titles: LocalizedTitlesShape = {};
  languages.forEach((language, index) => {
    if (index === 0) titles[LANGUAGES[language].uuid] = { title: phrase(language) };
    else if (!random.chance(missingChance)) {
      titles[LANGUAGES[language].uuid] = { title: phrase(language), translated: random.chance(0.8) };
    }
  });
  return titles;
}

const say = (phrase: Phrase, language: LanguageCode) => phrase[LANGUAGES[language].index];
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The title of the n-th generated process, e.g. "Approve purchase order (EMEA)" / "Bestellung genehmigen (EMEA)". */
export function processTitle(n: number, language: LanguageCode): string {
  const action = PROCESS_ACTIONS[n % PROCESS_ACTIONS.length];
  const object = PROCESS_OBJECTS[Math.floor(n / PROCESS_ACTIONS.length) % PROCESS_OBJECTS.length];
  const combos = PROCESS_ACTIONS.length * PROCESS_OBJECTS.length;
  const scope = PROCESS_SCOPES[Math.floor(n / combos) % PROCESS_SCOPES.length];
  const round = Math.floor(n / (combos * PROCESS_SCOPES.length));
  const suffix = round > 0 ? ` ${round + 1}` : '';
  const title =
    language === 'de'
      ? `${capitalize(say(object, 'de'))} ${say(action, 'de')}`
      : language === 'fr'
        ? `${say(action, 'fr')} ${say(object, 'fr')}`
        : `${say(action, 'en')} ${say(object, 'en')}`;
  return `${title}${say(scope, language)}${suffix}`;
}

interface SymbolPool {
  activities: string[];
  parties: string[];
  events: string[];
  dataObjects: string[];
  systems: string[];
}

function createSymbols(
  stores: Stores,
  repositoryId: number,
  languages: readonly LanguageCode[],
  random: Random,
): SymbolPool {
  const make = (objectType: string, phrases: readonly Phrase[]) =>
    phrases.map((phrase) => {
      const uuid = random.uuid();
      stores.symbols.create(
        repositoryId,
        uuid,
        objectType,
        titlesFor((l) => say(phrase, l), languages, random, 0.1),
      );
      return uuid;
    });
  return {
    activities: make('ACTIVITY', ACTIVITIES),
    parties: make('INTERESTED_PARTY', PARTIES),
    events: make('EVENT', EVENTS),
    dataObjects: make('DATA_OBJECT', DATA_OBJECTS),
    systems: make('IT_SYSTEM', SYSTEMS),
  };
}

/** A left-to-right flow in rows: start event, activities, end event; parties in a lane; data objects below. */
export function layoutCanvas(random: Random, symbols: SymbolPool, vertexCount: number, columns: number) {
  const vertices: NonNullable<NewModel['vertices']> = [];
  const edges: NonNullable<NewModel['edges']> = [];
  const parties = Math.min(vertexCount >= 12 ? 2 : 1, vertexCount - 3);
  const dataObjects = vertexCount >= 8 ? 1 : 0;
  const flowCount = vertexCount - parties - dataObjects;
  const flow: string[] = [];
  for (let k = 0; k < flowCount; k++) {
    const row = Math.floor(k / columns);
    const column = row % 2 === 0 ? k % columns : columns - 1 - (k % columns);
    const isEvent = k === 0 || k === flowCount - 1;
    const symbol = isEvent
      ? symbols.events[k === 0 ? 0 : 1]
      : k % 9 === 4
        ? random.pick(symbols.systems)
        : random.pick(symbols.activities);
    const size = isEvent ? { width: 56, height: 56 } : { width: 170, height: 72 };
    const uuid = random.uuid();
    vertices.push({ uuid, symbol, x: 260 + column * 220 + (isEvent ? 57 : 0), y: 40 + row * 150, ...size });
    if (flow.length)
      edges.push({ uuid: random.uuid(), fromVertex: flow[flow.length - 1], toVertex: uuid, edgeType: 'FLOW' });
    flow.push(uuid);
  }
  for (let p = 0; p < parties; p++) {
    const uuid = random.uuid();
    vertices.push({
      uuid,
      symbol: symbols.parties[p % symbols.parties.length],
      x: 20,
      y: 40 + p * 150,
      width: 160,
      height: 64,
    });
    edges.push({
      uuid: random.uuid(),
      fromVertex: uuid,
      toVertex: flow[Math.min(1 + p, flow.length - 1)],
      edgeType: 'ASSOCIATION',
    });
  }
  for (let d = 0; d < dataObjects; d++) {
    const uuid = random.uuid();
    const rows = Math.ceil(flowCount / columns);
    vertices.push({
      uuid,
      symbol: random.pick(symbols.dataObjects),
      x: 480,
      y: 40 + rows * 150,
      width: 120,
      height: 80,
    });
    edges.push({
      uuid: random.uuid(),
      fromVertex: uuid,
      toVertex: flow[Math.min(2, flow.length - 1)],
      edgeType: 'INFORMATION_FLOW',
    });
  }
  return { vertices, edges };
}

function descriptionsFor(
  title: (language: LanguageCode) => string,
  languages: readonly LanguageCode[],
  random: Random,
) {
  const purpose: Record<string, { text: string; translated?: boolean }> = {};
  const procedure: Record<string, { text: string; translated?: boolean }> = {};
  const steps = Array.from({ length: random.int(3, 6) }, () => random.pick(ACTIVITIES));
  const slug = title('en')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  languages.forEach((language, index) => {
    if (index > 0 && random.chance(0.2)) return;
    const flag = index === 0 ? {} : { translated: true };
    const intro = {
      en: 'This process describes how to',
      de: 'Dieser Prozess beschreibt:',
      fr: 'Ce processus décrit comment',
    }[language];
    purpose[LANGUAGES[language].uuid] = {
      text: `<p>${intro} <strong>${title(language)}</strong>.</p><ul><li>${steps.map((step) => say(step, language)).join('</li><li>')}</li></ul>`,
      ...flag,
    };
    procedure[LANGUAGES[language].uuid] = {
      text: `<ol>${steps.map((step) => `<li>${say(step, language)}</li>`).join('')}</ol><p><a href="https://intranet.example.com/processes/${slug}">Intranet</a></p>`,
      ...flag,
    };
  });
  const descriptions: NonNullable<NewModel['descriptions']> = [
    { descriptionType: DESCRIPTION_TYPES.purpose, content: purpose },
  ];
  if (random.chance(0.5)) descriptions.push({ descriptionType: DESCRIPTION_TYPES.procedure, content: procedure });
  return descriptions;
}

function documentReferences(sources: readonly string[], random: Random) {
  const pool = DOCUMENTS.filter((doc) => sources.includes(doc.source));
  if (pool.length === 0) return [];
  const references = Array.from({ length: random.int(0, 3) }, () => random.pick(pool)).map((doc) => ({
    sourceId: doc.source,
    uuid: doc.key,
  }));
  if (sources.includes(DOCUMENT_SOURCES.sharepoint) && random.chance(0.05)) {
    references.push({ sourceId: DOCUMENT_SOURCES.sharepoint, uuid: MISSING_DOCUMENT_KEY });
  }
  return references.filter((ref, i) => references.findIndex((other) => other.uuid === ref.uuid) === i);
}

/** Inserts `count` generated models into a repository; also used by the benchmarks for large repositories. */
export function generateModels(
  stores: Stores,
  repositoryId: number,
  plan: Pick<RepositoryPlan, 'languages' | 'sources' | 'seed'>,
  count: number,
  symbols: SymbolPool = createSymbols(stores, repositoryId, plan.languages, new Random(plan.seed + 1)),
): void {
  const random = new Random(plan.seed);
  const created = Date.UTC(2025, 0, 6, 8, 0, 0);
  for (let i = 0; i < count; i++) {
    const n = i + plan.seed;
    const title = (language: LanguageCode) => processTitle(n, language);
    stores.models.insert({
      uuid: random.uuid(),
      repositoryId,
      modelType: random.chance(0.7) ? 'GENERAL_MODEL' : random.pick(['BPMN_PROCESS', 'VALUE_CHAIN']),
      status: 'ACTIVE',
      titles: titlesFor(title, plan.languages, random, 0.15),
      documents: documentReferences(plan.sources, random),
      ...layoutCanvas(random, symbols, random.int(5, 60), 6),
      descriptions: descriptionsFor(title, plan.languages, random),
      createdAt: new Date(created + i * 3_600_000).toISOString(),
    });
  }
}

function randomPrivileges(random: Random, density: number) {
  return Object.fromEntries(PRIVILEGE_FLAGS.map((flag) => [flag, random.chance(density)]));
}

/** Loads the demo data set into an empty database, in one transaction. */
export function seedDemo(stores: Stores): void {
  stores.db.transaction(() => {
    for (const language of Object.values(LANGUAGES)) stores.languages.define(language.uuid, language.name);
    for (const group of Object.values(GROUPS))
      stores.groups.define(group.uuid, group.name, group.uuid === ALL_USERS_GROUP_UUID);
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
      [GROUPS.allUsers, GROUPS.processOwners, GROUPS.qualityAuditors].forEach((group, index) =>
        stores.accessors.createGroup(
          id,
          group.uuid,
          randomPrivileges(random, [0.1, 0.7, 0.4][index]),
          accessorIds.uuid(),
        ),
      );
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
    const special = (uuid: string, title: Phrase, vertexCount: number, columns: number, html?: string) =>
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
        ...layoutCanvas(random, symbols, vertexCount, columns),
        descriptions: html
          ? [{ descriptionType: DESCRIPTION_TYPES.purpose, content: { [LANGUAGES.en.uuid]: { text: html } } }]
          : descriptionsFor((l) => title[LANGUAGES[l].index], plan.languages, random),
        createdAt: '2026-03-02T09:30:00.000Z',
      });
    special(
      DEMO_MODELS.hostileDescription,
      ['Review supplier onboarding (security review)', 'Lieferanten-Onboarding prüfen (Sicherheitsprüfung)', ''],
      12,
      6,
      HOSTILE_HTML,
    );
    special(
      DEMO_MODELS.largeCanvas,
      ['Enterprise value chain (complete)', 'Wertschöpfungskette des Unternehmens (vollständig)', ''],
      LARGE_CANVAS_VERTICES,
      40,
    );
    special(
      DEMO_MODELS.hugeCanvas,
      ['Enterprise value chain (all variants)', 'Wertschöpfungskette des Unternehmens (alle Varianten)', ''],
      HUGE_CANVAS_VERTICES,
      70,
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
