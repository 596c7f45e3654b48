import { Invalid, NotFound } from './errors.js';
import { type ParsedQuery } from './query.js';
import { isUuid } from '../../../common/uuid.js';
import { DRAFT_REPOSITORY_UUID } from '../../../common/draftRepository.js';
import { foldText } from '../../../common/filterSyntax.js';
import type { Db } from './database.js';
import { listPage, pick, statement, UntilWrite, type ListShape } from './listing.js';

export const DRAFT_REPOSITORY_NAME = 'Drafts';

export interface RepositoryRow {
  id: number;
  uuid: string;
  name: string;
  isDraft: boolean;
}

const shape: ListShape = {
  from: 'repositories r',
  idColumn: 'r.id',
  uuidColumn: 'r.uuid',
  columns: 'r.uuid, r.name',
  sortExpressions: { name: 'r.name_fold', uuid: 'r.uuid' },
  filterExpressions: { name: "r.name_fold LIKE ? ESCAPE '\\'", uuid: "r.uuid LIKE ? ESCAPE '\\'" },
};

export class RepositoryStore {
  /** Every request resolves its repository; a lookup kept until the next write costs nothing. */
  private readonly resolved: UntilWrite<string, RepositoryRow | undefined>;

  constructor(private readonly db: Db) {
    this.resolved = new UntilWrite(db);
  }

  list(query: ParsedQuery) {
    const page = listPage<{ uuid: string; name: string }>(this.db, shape, { where: [], args: [], query });
    return { total: page.total, data: page.rows.map((row) => pick(row, query.select)) };
  }

  /** Resolves a path's repository id: a UUID or the alias `draft` in any case; malformed is 400, unknown 404. */
  resolve(idOrAlias: string): RepositoryRow {
    const key = idOrAlias.toLowerCase();
    if (key !== 'draft' && !isUuid(idOrAlias)) {
      throw new Invalid('repositoryId', `repositoryId must be a UUID or the alias "draft", got "${idOrAlias}"`);
    }
    const repository = this.resolved.get(key, () => {
      const row = (
        key === 'draft'
          ? statement(this.db, 'SELECT id, uuid, name, is_draft FROM repositories WHERE is_draft = 1').get()
          : statement(this.db, 'SELECT id, uuid, name, is_draft FROM repositories WHERE uuid = ?').get(key)
      ) as { id: number; uuid: string; name: string; is_draft: number } | undefined;
      return row && { id: row.id, uuid: row.uuid, name: row.name, isDraft: row.is_draft === 1 };
    });
    if (!repository) throw new NotFound(`repository ${idOrAlias} does not exist`);
    return repository;
  }

  create(uuid: string, name: string, isDraft = false): number {
    return Number(
      statement(this.db, 'INSERT INTO repositories (uuid, name, name_fold, is_draft) VALUES (?, ?, ?, ?)').run(
        uuid,
        name,
        foldText(name),
        isDraft ? 1 : 0,
      ).lastInsertRowid,
    );
  }

  ensureDraftRepository(): void {
    statement(this.db, 'INSERT OR IGNORE INTO repositories (uuid, name, name_fold, is_draft) VALUES (?, ?, ?, 1)').run(
      DRAFT_REPOSITORY_UUID,
      DRAFT_REPOSITORY_NAME,
      foldText(DRAFT_REPOSITORY_NAME),
    );
  }

  isEmpty(): boolean {
    return !statement(this.db, 'SELECT 1 FROM repositories WHERE is_draft = 0 LIMIT 1').get();
  }
}

export interface LanguageRow {
  uuid: string;
  name: string;
  defaultLanguage: boolean;
}

export class LanguageStore {
  private readonly languages: UntilWrite<number, LanguageRow[]>;

  constructor(private readonly db: Db) {
    this.languages = new UntilWrite(db);
  }

  define(uuid: string, name: string): void {
    statement(this.db, 'INSERT OR IGNORE INTO languages (uuid, name) VALUES (?, ?)').run(uuid, name);
  }

  attach(repositoryId: number, languageUuid: string, isDefault: boolean, position: number): void {
    statement(
      this.db,
      'INSERT OR IGNORE INTO repository_languages (repository_id, language_uuid, is_default, position) VALUES (?, ?, ?, ?)',
    ).run(repositoryId, languageUuid, isDefault ? 1 : 0, position);
  }

  ofRepository(repositoryId: number): LanguageRow[] {
    return this.languages.get(repositoryId, () =>
      (
        statement(
          this.db,
          `SELECT l.uuid, l.name, rl.is_default FROM repository_languages rl JOIN languages l ON l.uuid = rl.language_uuid
           WHERE rl.repository_id = ? ORDER BY rl.position`,
        ).all(repositoryId) as { uuid: string; name: string; is_default: number }[]
      ).map((row) => ({ uuid: row.uuid, name: row.name, defaultLanguage: row.is_default === 1 })),
    );
  }

  defaultOf(repositoryId: number): string | undefined {
    return this.ofRepository(repositoryId).find((language) => language.defaultLanguage)?.uuid;
  }

  list(repositoryId: number, query: ParsedQuery) {
    const all = this.ofRepository(repositoryId);
    return {
      total: all.length,
      data: all.slice(query.startAt, query.startAt + query.maxResults).map((row) => pick(row, query.select)),
    };
  }
}

export class GroupStore {
  constructor(private readonly db: Db) {}

  define(uuid: string, name: string, isDefault: boolean): void {
    statement(this.db, 'INSERT OR IGNORE INTO customer_groups (uuid, name, is_default) VALUES (?, ?, ?)').run(
      uuid,
      name,
      isDefault ? 1 : 0,
    );
  }

  exists(uuid: string): boolean {
    return !!statement(this.db, 'SELECT 1 FROM customer_groups WHERE uuid = ?').get(uuid.toLowerCase());
  }
}
