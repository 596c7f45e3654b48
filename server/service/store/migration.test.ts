import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../seed/demo.js';
import { startService } from '../../test/harness.js';
import { MIGRATIONS } from './migrations.js';

const dir = mkdtempSync(join(tmpdir(), 'model-repository-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const REPOSITORY = '3a1b5c7d-0000-4000-8000-00000000aa01';
const GROUP = '3a1b5c7d-0000-4000-8000-00000000bb01';
const en = LANGUAGES.en.uuid;
const de = LANGUAGES.de.uuid;
const model = (n: number) => `3a1b5c7d-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

/** A database as the first schema left it, with rows written the way that version wrote them. */
function firstSchemaDatabase(path: string): void {
  const db = new Database(path);
  db.exec(MIGRATIONS[0]);
  db.pragma('user_version = 1');
  db.prepare(
    "INSERT INTO repositories (id, uuid, name, name_fold) VALUES (1, ?, 'Old repository', 'old repository')",
  ).run(REPOSITORY);
  const language = db.prepare('INSERT INTO languages (uuid, name) VALUES (?, ?)');
  language.run(en, 'English');
  language.run(de, 'Deutsch');
  db.prepare('INSERT INTO repository_languages VALUES (1, ?, 1, 0), (1, ?, 0, 1)').run(en, de);
  db.prepare("INSERT INTO customer_groups (uuid, name) VALUES (?, 'Old Group')").run(GROUP);
  const insertModel = db.prepare(
    "INSERT INTO models (id, uuid, repository_id, model_type, status, created_at) VALUES (?, ?, 1, ?, 'ACTIVE', '2025-01-01T00:00:00Z')",
  );
  const title = db.prepare('INSERT INTO model_titles VALUES (?, ?, ?, lower(?), lower(?), ?)');
  insertModel.run(1, model(1), 'GENERAL_MODEL');
  title.run(1, en, 'Zebra process', 'Zebra process', 'Zebra process', null);
  title.run(1, de, 'Zebra-Prozess', 'Zebra-Prozess', 'Zebra-Prozess', 1);
  insertModel.run(2, model(2), 'BPMN_PROCESS');
  title.run(2, en, 'Approve order', 'Approve order', 'Approve order', null);
  insertModel.run(3, model(3), 'GENERAL_MODEL');
  title.run(3, de, 'Nur deutsch', 'Nur deutsch', 'Nur deutsch', 0);
  db.prepare(
    "INSERT INTO accessors (uuid, repository_id, type, group_uuid, privileges) VALUES (?, 1, 'group', ?, 1)",
  ).run('3a1b5c7d-0000-4000-8000-00000000cc01', GROUP);
  db.close();
}

describe('a database of the first schema', () => {
  it('is brought up to date at start, and its lists, filters and titles work as on a new one', async () => {
    const database = join(dir, 'old.db');
    firstSchemaDatabase(database);
    const service = await startService({ database, seed: 'none' });
    try {
      const list = async (query: string) =>
        (await service.call(`/repositories/${REPOSITORY}/models?fields=titles&${query}`)).body;
      const sorted = await list('sortBy=titles.title');
      expect(sorted.data.map((m: { uuid: string }) => m.uuid)).toEqual([model(2), model(1), model(3)]);
      expect(sorted.data[1].titles).toEqual({
        [en]: { title: 'Zebra process' },
        [de]: { title: 'Zebra-Prozess', translated: true },
      });
      expect((await list('filter=PROZESS')).data.map((m: { uuid: string }) => m.uuid)).toEqual([model(1)]);
      expect((await list('filter=app*ord&filterFields=titles')).total).toBe(1);
      expect((await list('filter=bpmn&filterFields=modelType')).total).toBe(1);

      const accessors = (
        await service.call(
          `/repositories/${REPOSITORY}/accessors?sortBy=groupEntity.group&filter=old%20gr&filterFields=groupEntity&fields=groupEntity`,
        )
      ).body;
      expect(accessors.data.map((a: { groupEntity: { group: { name: string } } }) => a.groupEntity.group.name)).toEqual(
        ['Old Group'],
      );

      // Writes after the upgrade reach the orders and the search index.
      service.stores.models.insert({
        uuid: model(4),
        repositoryId: 1,
        modelType: 'GENERAL_MODEL',
        status: 'ACTIVE',
        titles: { [en]: { title: 'Aardvark order' } },
      });
      expect((await list('sortBy=titles.title')).data[0].uuid).toBe(model(4));
      expect((await list('filter=order&filterFields=titles')).total).toBe(2);
    } finally {
      await service.close();
    }
  });
});
