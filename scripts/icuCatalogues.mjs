// A Vite plugin for the interface catalogues (src/i18n/catalogues/*.json, ICU MessageFormat).
//
// - Parsed at build time, so that the page ships FormatJS's formatter without its parser (vite.config.ts aliases
//   the parser to its no-parser build). A message of plain text stays a string, which the console expands on
//   loading; the rest become the parser's syntax tree. A message that does not parse fails the build, naming it.
// - Split in two: `catalogue.json?first` holds the messages of the modules the first page loads (every module
//   FIRST_PAGE reaches by static imports: the sign-in page, and the signed-in frame, its header's parts and the
//   repositories that App and Shell load for the first page), `?rest` the others, fetched when another code-split part of the console is first
//   drawn. A sign-in page carries its own words, not the whole console's.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const FIRST_PAGE = [
  'src/main.tsx',
  'src/session/SignInPage.tsx',
  'src/shell/Shell.tsx',
  'src/repositories/RepositoriesPage.tsx',
  // The header's parts, drawn on every signed-in page.
  'src/search/IndexHeader.tsx',
  'src/search/BrowserIndexHeader.tsx',
  'src/shell/RateLimitIndicator.tsx',
  'src/shell/LanguageMenu.tsx',
  'src/shell/AccountMenu.tsx',
];
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/]([\w-]+)\.json\?(first|rest)$/;

/** @param {Record<string, string>} messages */
export function compileCatalogue(messages) {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      let elements;
      try {
        elements = parse(message);
      } catch (error) {
        throw new Error(
          `The message "${key}" is not ICU MessageFormat: ${error instanceof Error ? error.message : error}`,
        );
      }
      const plain = elements.length === 1 && elements[0].type === TYPE.literal;
      return [key, plain ? elements[0].value : elements];
    }),
  );
}

const STATIC_IMPORT = /^\s*import\s+(?!type\b)(?:([^'"]*?)\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const RE_EXPORT = /^\s*export\s+(?!type\b)\{([^}]*)\}\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const moduleAt = (from, specifier) => {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path) && /\.tsx?$/.test(path));
};

/** The value names an import or export clause names (`{ a, b as c, type D }`: a and b); undefined for `* as x`. */
function valueNames(clause) {
  if (/^\*/.test(clause.trim())) return undefined;
  const braced = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  return braced
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]);
}

/**
 * Every source module the entries reach through static imports (code-split `import()` left out), by path. An
 * import of a feature's index.ts reaches only the modules that export the names it takes, as the bundle does.
 */
export function staticModules(...entries) {
  const seen = new Map();
  const visit = (file) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const [, clause, specifier] of text.matchAll(STATIC_IMPORT)) {
      const found = moduleAt(file, specifier);
      if (!found) continue;
      if (!/[\\/]index\.tsx?$/.test(found) || clause === undefined) {
        visit(found);
        continue;
      }
      const taken = valueNames(clause);
      for (const [, exported, from] of readFileSync(found, 'utf8').matchAll(RE_EXPORT)) {
        const names = valueNames(`{${exported}}`);
        const module = moduleAt(found, from);
        if (module && (!taken || names.some((name) => taken.includes(name)))) visit(module);
      }
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}

/**
 * The keys of `keys` that the modules' text names: as a literal ('signIn.title'), or by a template's fixed start
 * (`code.${domain}…` names every key under "code.").
 */
export function keysNamedIn(texts, keys) {
  const named = new Set();
  const all = [...texts].join('\n');
  for (const [, literal] of all.matchAll(/['"`]([A-Za-z][\w.-]*)['"`]/g))
    if (keys.includes(literal)) named.add(literal);
  for (const [, prefix] of all.matchAll(/`([A-Za-z][\w.-]*\.)\$\{/g))
    for (const key of keys) if (key.startsWith(prefix)) named.add(key);
  return named;
}

/** @returns {import('vite').Plugin} */
export function icuCatalogues() {
  let root = process.cwd();
  /** The first page's modules and the keys they name: read once per build (and again after a change in dev). */
  let firstPage;
  const readFirstPage = () => {
    const english = Object.keys(JSON.parse(readFileSync(join(root, 'src/i18n/catalogues/en.json'), 'utf8')));
    const modules = staticModules(...FIRST_PAGE.map((entry) => join(root, entry)));
    return { files: [...modules.keys()], keys: keysNamedIn(modules.values(), english) };
  };
  return {
    name: 'icu-catalogues',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const part = match[2];
      // Keys come from English, the catalogue every other must match.
      firstPage ??= readFirstPage();
      for (const file of firstPage.files) this.addWatchFile(file);
      const messages = Object.fromEntries(
        Object.entries(JSON.parse(code)).filter(([key]) => firstPage.keys.has(key) === (part === 'first')),
      );
      // A string for JSON.parse: engines read that faster than the same object written as code.
      const json = JSON.stringify(JSON.stringify(compileCatalogue(messages)));
      return { code: `export default JSON.parse(${json});`, map: null, moduleType: 'js' };
    },
    handleHotUpdate() {
      firstPage = undefined;
    },
  };
}
