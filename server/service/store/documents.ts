import { NotFound } from './errors.js';
import type { Db } from './database.js';
import { statement } from './listing.js';

export interface DocumentRecord {
  sourceId: string;
  key: string;
  link: string;
  iconURL: string | null;
  metadata: { name: string; value: string }[];
  titles: Record<string, string>;
}

export class DocumentStore {
  constructor(private readonly db: Db) {}

  addSource(repositoryId: number, sourceId: string): void {
    statement(this.db, 'INSERT OR IGNORE INTO document_sources (repository_id, source_id) VALUES (?, ?)').run(
      repositoryId,
      sourceId,
    );
  }

  define(doc: DocumentRecord): void {
    statement(
      this.db,
      'INSERT INTO documents (source_id, document_key, link, icon_url, metadata) VALUES (?, ?, ?, ?, ?)',
    ).run(doc.sourceId, doc.key, doc.link, doc.iconURL, JSON.stringify(doc.metadata));
    const title = statement(
      this.db,
      'INSERT INTO document_titles (source_id, document_key, language_uuid, title) VALUES (?, ?, ?, ?)',
    );
    for (const [language, text] of Object.entries(doc.titles)) title.run(doc.sourceId, doc.key, language, text);
  }

  sources(repositoryId: number): string[] {
    return (
      statement(this.db, 'SELECT source_id FROM document_sources WHERE repository_id = ? ORDER BY source_id').all(
        repositoryId,
      ) as { source_id: string }[]
    ).map((row) => row.source_id);
  }

  /**
   * Resolves document keys of one provider; keys it does not hold are left out of the answer. Titles are in
   * the requested language, else the repository's default, else any.
   */
  resolve(
    repositoryId: number,
    sourceId: string,
    language: string,
    defaultLanguage: string | undefined,
    keys: string[],
  ) {
    if (
      !statement(this.db, 'SELECT 1 FROM document_sources WHERE repository_id = ? AND source_id = ?').get(
        repositoryId,
        sourceId,
      )
    ) {
      throw new NotFound(`document source "${sourceId}" is not configured for this repository`);
    }
    const rows = statement(
      this.db,
      `SELECT d.document_key, d.link, d.icon_url, d.metadata,
         (SELECT t.title FROM document_titles t WHERE t.source_id = d.source_id AND t.document_key = d.document_key
          ORDER BY (t.language_uuid = ?) DESC, (t.language_uuid = ?) DESC, t.language_uuid LIMIT 1) AS title
       FROM documents d WHERE d.source_id = ? AND d.document_key IN (SELECT value FROM json_each(?))
       ORDER BY d.document_key DESC`,
    ).all(language, defaultLanguage ?? '', sourceId, JSON.stringify([...new Set(keys)])) as {
      document_key: string;
      link: string;
      icon_url: string | null;
      metadata: string;
      title: string | null;
    }[];
    return rows.map((row) => ({
      documentId: { source: sourceId, id: row.document_key },
      title: row.title ?? row.document_key,
      link: row.link,
      iconURL: row.icon_url,
      metadata: JSON.parse(row.metadata) as { name: string; value: string }[],
    }));
  }
}
