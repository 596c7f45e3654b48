import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The import-direction rule of eslint.config.mjs, run on real files of each layer with one import added. */
const root = fileURLToPath(new URL('..', import.meta.url));
// With CI=true typescript-eslint infers a single run and parses files from disk, not the text given to lintText.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: join(root, 'eslint.config.mjs'),
  overrideConfig: { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } },
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
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('layers', () => {
  it('keeps the console from importing the service, and common/ from importing either', async () => {
    expect(await importProblems('src/lib/titles.ts', '../../server/store/models')).toEqual([
      expect.stringContaining('move what both use to common/'),
    ]);
    expect(await importProblems('server/store/models.ts', '../../src/lib/titles')).toEqual([
      expect.stringContaining('move what both use to common/'),
    ]);
    expect(await importProblems('common/filterSyntax.ts', '../server/query/textFilter.js')).toHaveLength(1);
    expect(await importProblems('common/filterSyntax.ts', '../src/lib/titles')).toHaveLength(1);
    expect(await importProblems('src/lib/titles.ts', '../../common/filterSyntax')).toEqual([]);
  });

  it('keeps the stores from knowing HTTP', async () => {
    expect(await importProblems('server/store/models.ts', '../http/errors.js')).toEqual([
      expect.stringContaining('knows nothing of HTTP'),
    ]);
    expect(await importProblems('server/store/models.ts', './errors.js')).toEqual([]);
    expect(await importProblems('server/routes/models.ts', '../http/errors.js')).toEqual([]);
  });

  it('keeps pages on the query hooks rather than the calls beneath them', async () => {
    expect(await importProblems('src/routes/ModelsPage.tsx', '../api/endpoints/models')).toEqual([
      expect.stringContaining('through a query hook'),
    ]);
    expect(await importProblems('src/routes/ModelsPage.tsx', '../api/queries/models')).toEqual([]);
  });

  it("lets the console's tests start the real service through its harness only", async () => {
    expect(await importProblems('src/lib/titles.test.ts', '../../server/test/harness')).toEqual([]);
    expect(await importProblems('src/lib/titles.test.ts', '../../server/seed/demo')).toEqual([]);
    expect(await importProblems('src/lib/titles.test.ts', '../../server/store/models')).toHaveLength(1);
  });
});
