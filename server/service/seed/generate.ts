import { PRIVILEGE_FLAGS, type LocalizedTitlesShape } from '../../shared/serviceSchemas.js';
import type { Stores } from '../store/index.js';
import type { NewModel } from '../store/models.js';
import { Random } from './random.js';
import { DESCRIPTION_TYPES } from '../../../common/descriptionTypes.js';
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
import {
  DOCUMENT_SOURCES,
  DOCUMENTS,
  LANGUAGES,
  MISSING_DOCUMENT_KEY,
  type LanguageCode,
  type RepositoryPlan,
} from './demoFixtures.js';

/** Generated models of the demo repositories and the benchmarks: titles, canvases, descriptions, documents, deterministic from a seed. */
export function titlesFor(
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

export const say = (phrase: Phrase, language: LanguageCode) => phrase[LANGUAGES[language].index];
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

export interface SymbolPool {
  activities: string[];
  parties: string[];
  events: string[];
  dataObjects: string[];
  systems: string[];
}

export function createSymbols(
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

/** How a landscape is laid out: domains in a grid of blocks, each block a grid of vertices. */
const LANDSCAPE = { domainColumns: 10, columns: 20, cell: { width: 200, height: 110 }, gap: 400 } as const;

/**
 * A landscape of a whole company (value chains, their systems and data): domains of `perDomain` vertices
 * each, set out as blocks in rows. A domain is one flow from a start to an end event that snakes through its
 * rows (left to right, then back), systems among its activities; each row has a party at its left and a data
 * object at its right, joined to the flow beside them; each domain's end leads to the next domain's start.
 */
export function layoutLandscape(random: Random, symbols: SymbolPool, vertexCount: number, perDomain = 200) {
  const { domainColumns, columns, cell, gap } = LANDSCAPE;
  const rows = perDomain / columns;
  if (!Number.isInteger(rows) || vertexCount % perDomain !== 0)
    throw new Error('a landscape is made of whole domains of whole rows');
  const vertices: NonNullable<NewModel['vertices']> = [];
  const edges: NonNullable<NewModel['edges']> = [];
  const block = { width: columns * cell.width + gap, height: rows * cell.height + gap };
  const edge = (fromVertex: string, toVertex: string, edgeType: string) =>
    edges.push({ uuid: random.uuid(), fromVertex, toVertex, edgeType });
  const place = (left: number, top: number, row: number, column: number, symbol: string, small = false) => {
    const size = small ? { width: 56, height: 56 } : { width: 160, height: 64 };
    const uuid = random.uuid();
    vertices.push({
      uuid,
      symbol,
      x: left + column * cell.width + (cell.width - size.width) / 2,
      y: top + row * cell.height + (cell.height - size.height) / 2,
      ...size,
    });
    return uuid;
  };
  let previousEnd: string | undefined;
  for (let domain = 0; domain < vertexCount / perDomain; domain++) {
    const left = (domain % domainColumns) * block.width;
    const top = Math.floor(domain / domainColumns) * block.height;
    let previous: string | undefined;
    for (let row = 0; row < rows; row++) {
      const flowColumns = Array.from({ length: columns - 2 }, (_, n) => n + 1);
      if (row % 2 === 1) flowColumns.reverse();
      const placed = new Map<number, string>();
      for (const column of flowColumns) {
        const start = !previous;
        const end = row === rows - 1 && column === flowColumns[flowColumns.length - 1];
        const symbol =
          start || end
            ? symbols.events[start ? 0 : 1]
            : column % 6 === 3
              ? random.pick(symbols.systems)
              : random.pick(symbols.activities);
        const uuid = place(left, top, row, column, symbol, start || end);
        if (previous) edge(previous, uuid, 'FLOW');
        else if (previousEnd) edge(previousEnd, uuid, 'FLOW');
        placed.set(column, uuid);
        previous = uuid;
        if (end) previousEnd = uuid;
      }
      const party = place(left, top, row, 0, random.pick(symbols.parties));
      edge(party, placed.get(1)!, 'ASSOCIATION');
      const data = place(left, top, row, columns - 1, random.pick(symbols.dataObjects));
      edge(data, placed.get(columns - 2)!, 'INFORMATION_FLOW');
    }
  }
  return { vertices, edges };
}

export function descriptionsFor(
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

export function randomPrivileges(random: Random, density: number) {
  return Object.fromEntries(PRIVILEGE_FLAGS.map((flag) => [flag, random.chance(density)]));
}
