import { NotFound } from './errors.js';
import type { LocalizedTitlesShape } from '../../shared/serviceSchemas.js';
import type { Db } from './database.js';
import { pick, statement } from './listing.js';
import { titlesFromRows, translatedColumn, type TitleRow } from './titles.js';

export class SymbolStore {
  constructor(private readonly db: Db) {}

  create(repositoryId: number, uuid: string, objectType: string, titles: LocalizedTitlesShape): void {
    const id = statement(this.db, 'INSERT INTO symbols (repository_id, uuid, object_type) VALUES (?, ?, ?)').run(
      repositoryId,
      uuid,
      objectType,
    ).lastInsertRowid;
    const insertTitle = statement(
      this.db,
      'INSERT INTO symbol_titles (symbol_id, language_uuid, title, translated) VALUES (?, ?, ?, ?)',
    );
    for (const [language, value] of Object.entries(titles)) {
      insertTitle.run(id, language, value.title, translatedColumn(value));
    }
  }

  get(repositoryId: number, uuid: string, select: ReadonlySet<string>) {
    const row = statement(
      this.db,
      'SELECT id, uuid, object_type FROM symbols WHERE repository_id = ? AND uuid = ?',
    ).get(repositoryId, uuid.toLowerCase()) as { id: number; uuid: string; object_type: string } | undefined;
    if (!row) throw new NotFound(`symbol ${uuid} does not exist in this repository`);
    const titles = select.has('titles')
      ? titlesFromRows(
          statement(this.db, 'SELECT language_uuid, title, translated FROM symbol_titles WHERE symbol_id = ?').all(
            row.id,
          ) as TitleRow[],
        )
      : undefined;
    return pick({ uuid: row.uuid, objectType: row.object_type, titles }, select);
  }

  /** Copies the symbols with these uuids (from whichever repository holds them) into a repository. */
  copyInto(repositoryId: number, symbolUuids: Iterable<string>): string[] {
    const missing: string[] = [];
    const source = statement(
      this.db,
      'SELECT id, object_type FROM symbols WHERE uuid = ? ORDER BY (repository_id = ?) DESC, id LIMIT 1',
    );
    const existing = statement(this.db, 'SELECT 1 FROM symbols WHERE repository_id = ? AND uuid = ?');
    const insert = statement(this.db, 'INSERT INTO symbols (repository_id, uuid, object_type) VALUES (?, ?, ?)');
    const copyTitles = statement(
      this.db,
      `INSERT INTO symbol_titles (symbol_id, language_uuid, title, translated)
       SELECT ?, language_uuid, title, translated FROM symbol_titles WHERE symbol_id = ?`,
    );
    for (const uuid of new Set(symbolUuids)) {
      if (existing.get(repositoryId, uuid)) continue;
      const found = source.get(uuid, repositoryId) as { id: number; object_type: string } | undefined;
      if (!found) {
        missing.push(uuid);
        continue;
      }
      const id = insert.run(repositoryId, uuid, found.object_type).lastInsertRowid;
      copyTitles.run(id, found.id);
    }
    return missing;
  }
}
