import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The import-direction rule of eslint.config.mjs, run on real files of each layer with one import added. */
const root = fileURLToPath(new URL('..', import.meta.url));
// With CI=true typescript-eslint infers a single run and parses files from disk, not the text given to lintText.
const LAYER_RULES = new Set(['no-restricted-imports', 'console/layers', 'server/wings']);
// Only the layer rules run, without type information, which they do not need: the type-aware rules made each
// lint build a TypeScript program.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: join(root, 'eslint.config.mjs'),
  overrideConfig: {
    languageOptions: {
      parserOptions: { disallowAutomaticSingleRunInference: true, projectService: false, project: null },
    },
  },
  ruleFilter: ({ ruleId }) => LAYER_RULES.has(ruleId),
});
async function importProblems(filePath: string, from: string): Promise<string[]> {
  const absolutePath = join(root, filePath);
  const config = (await eslint.calculateConfigForFile(absolutePath)) as { rules?: Record<string, unknown> } | undefined;
  if (!config?.rules?.['no-restricted-imports']) throw new Error(`no import rule applies to ${absolutePath}`);
  const [result] = await eslint.lintText(`import * as imported from '${from}';\nexport const used = imported;\n`, {
    filePath: absolutePath,
  });
  // A file the linter could not parse or chose to ignore has no rule messages: say so rather than pass as clean.
  const fatal = result.messages.find((message) => message.fatal || message.ruleId === null);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return result.messages
    .filter((message) => message.ruleId !== null && LAYER_RULES.has(message.ruleId))
    .map((message) => message.message);
}

describe('layers', () => {
  it('keeps the console from importing the service, and common/ from importing either', async () => {
    expect(await importProblems('src/ui/titles.ts', '../../server/service/store/models')).toEqual([
      expect.stringContaining('move what both use to common/'),
    ]);
    expect(await importProblems('server/service/store/models.ts', '../../../src/lib/titles')).toEqual([
      expect.stringContaining('move what both use to common/'),
    ]);
    expect(await importProblems('common/filterSyntax.ts', '../server/query/textFilter.js')).toHaveLength(1);
    expect(await importProblems('common/filterSyntax.ts', '../src/lib/titles')).toHaveLength(1);
    expect(await importProblems('src/ui/titles.ts', '../../common/filterSyntax')).toEqual([]);
  });

  it('keeps the stores from knowing HTTP', async () => {
    expect(await importProblems('server/service/store/models.ts', '../http/errors.js')).toEqual([
      expect.stringContaining('knows nothing of HTTP'),
    ]);
    expect(await importProblems('server/service/store/models.ts', '../http/queryParams.js')).toEqual([
      expect.stringContaining('knows nothing of HTTP'),
    ]);
    expect(
      await importProblems('server/service/store/titleSearch/titleIndexes.ts', '../../http/queryParams.js'),
    ).toHaveLength(1);
    expect(await importProblems('server/service/store/models.ts', './errors.js')).toEqual([]);
    expect(await importProblems('server/service/store/models.ts', './query.js')).toEqual([]);
    expect(await importProblems('server/service/routes/models.ts', '../http/errors.js')).toEqual([]);
  });

  it('keeps pages on the query hooks rather than the calls beneath them', async () => {
    expect(await importProblems('src/models/ModelsPage.tsx', '../api/endpoints/models')).toEqual([
      expect.stringContaining('through a query hook'),
    ]);
    expect(await importProblems('src/models/ModelsPage.tsx', './queries')).toEqual([]);
    expect(await importProblems('src/search/IndexHeader.tsx', '../api/consoleServer/endpoints')).toEqual([
      expect.stringContaining('through a query hook'),
    ]);
  });

  it('lets a feature reach another only through its index.ts', async () => {
    expect(await importProblems('src/drafts/ReviewPage.tsx', '../models/queries')).toEqual([
      expect.stringContaining("through its index.ts ('../models')"),
    ]);
    expect(await importProblems('src/canvas/export/svg.ts', '../../repositories/queries')).toEqual([
      expect.stringContaining("through its index.ts ('../../repositories')"),
    ]);
    expect(await importProblems('src/App.tsx', './models/routes')).toHaveLength(1);
    expect(await importProblems('src/drafts/ReviewPage.tsx', '../models')).toEqual([]);
    expect(await importProblems('src/canvas/export/svg.ts', '../queries')).toEqual([]);
    expect(await importProblems('src/App.tsx', './models')).toEqual([]);
  });

  it('keeps the shared layers beneath every feature, and lib/ beneath api/', async () => {
    for (const [file, target] of [
      ['src/ui/PageTitle.tsx', '../directory'],
      ['src/list/DataTable.tsx', '../search'],
      ['src/api/client.ts', '../session'],
      ['src/lib/time.ts', '../App'],
    ])
      expect(await importProblems(file, target)).toEqual([expect.stringContaining('beneath every feature')]);
    for (const [file, target] of [
      ['src/lib/time.ts', '../api/errors'],
      ['src/ui/PageTitle.tsx', '../list/DataTable'],
      ['src/api/client.ts', '../ui/errors'],
    ])
      expect(await importProblems(file, target)).toEqual([expect.stringContaining('does not import it')]);
    expect(await importProblems('src/list/DataTable.tsx', '../ui/ErrorState')).toEqual([]);
    expect(await importProblems('src/ui/errors.ts', '../api/errors')).toEqual([]);
    expect(await importProblems('src/lib/time.ts', '../i18n/translate')).toEqual([]);
  });

  it("lets the console's tests start the real service through its harness only", async () => {
    expect(await importProblems('src/ui/titles.test.ts', '../../server/test/harness')).toEqual([]);
    expect(await importProblems('src/ui/titles.test.ts', '../../server/service/seed/demo')).toEqual([]);
    expect(await importProblems('src/ui/titles.test.ts', '../../server/service/store/models')).toHaveLength(1);
  });

  it("keeps the server's wings apart: the console's server reaches the service over HTTP alone", async () => {
    expect(await importProblems('server/console/people/forwarding.ts', '../../service/store/repositories.js')).toEqual([
      expect.stringContaining('over its HTTP interface only'),
    ]);
    expect(await importProblems('server/console/consoleApi.ts', '../service/index.js')).toHaveLength(1);
    expect(await importProblems('server/service/routes/models.ts', '../../console/audit/index.js')).toEqual([
      expect.stringContaining('knows nothing of the console'),
    ]);
    expect(await importProblems('server/shared/http/errors.ts', '../../service/store/errors.js')).toEqual([
      expect.stringContaining('beneath both wings'),
    ]);
    expect(await importProblems('server/console/people/forwarding.ts', '../../shared/http/errors.js')).toEqual([]);
    expect(await importProblems('server/main.ts', './service/index.js')).toEqual([]);
  });

  it("lets a part of the console's wing reach another only through its index.ts", async () => {
    expect(await importProblems('server/console/people/people.ts', '../audit/recorder.js')).toEqual([
      expect.stringContaining("through its index.ts ('../audit/index.js')"),
    ]);
    expect(await importProblems('server/main.ts', './console/audit/audit.js')).toHaveLength(1);
    expect(await importProblems('server/console/people/people.ts', '../audit/index.js')).toEqual([]);
    expect(await importProblems('server/console/people/people.ts', './sessionStore.js')).toEqual([]);
    expect(await importProblems('server/console/consoleApi.ts', './api/index.js')).toEqual([]);
  });
});
