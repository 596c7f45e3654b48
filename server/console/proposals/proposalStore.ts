import type { WorkingCopy } from '../../../common/editCommands.js';
import type { SqlRunner } from '../database/index.js';

/** Who acted, in the audit log's kinds. */
export interface Author {
  /** A person's subject at the provider, or a key's or token's fingerprint (`key:…`, `token:…`). */
  id: string;
  kind: 'person' | 'key' | 'administrator';
  name: string;
}

/** A draft's provenance, as the console's server keeps it. */
export interface ProposalRecord {
  draftId: string;
  editId: string;
  source: { repositoryId: string; modelId: string; title: string };
  /** The model as the edit began from it. */
  began: WorkingCopy;
  author: Author;
  statement: string;
  state: 'open';
  submittedAt: number;
}

interface Row {
  draft_id: string;
  edit_uuid: string;
  repository_id: string;
  model_id: string;
  source_title: string;
  began: string;
  author: string;
  author_kind: Author['kind'];
  author_name: string;
  statement: string;
  state: 'open';
  submitted_at: number | string;
}

const recordOf = (row: Row): ProposalRecord => ({
  draftId: row.draft_id,
  editId: row.edit_uuid,
  source: { repositoryId: row.repository_id, modelId: row.model_id, title: row.source_title },
  began: JSON.parse(row.began) as WorkingCopy,
  author: { id: row.author, kind: row.author_kind, name: row.author_name },
  statement: row.statement,
  state: row.state,
  submittedAt: Number(row.submitted_at),
});

/** Proposals by their draft: written in the transaction that ends the edit, read by the review. */
export class ProposalStore {
  constructor(private readonly sql: SqlRunner) {}

  async find(draftId: string): Promise<ProposalRecord | undefined> {
    const [row] = await this.sql.all<Row>('SELECT * FROM proposals WHERE draft_id = ?', [draftId.toLowerCase()]);
    return row && recordOf(row);
  }

  /** The proposal an edit's submit made, if it made one. */
  async ofEdit(editId: string): Promise<ProposalRecord | undefined> {
    const [row] = await this.sql.all<Row>('SELECT * FROM proposals WHERE edit_uuid = ?', [editId]);
    return row && recordOf(row);
  }

  async insert(proposal: ProposalRecord, sql: SqlRunner = this.sql): Promise<void> {
    await sql.run(
      `INSERT INTO proposals (draft_id, edit_uuid, repository_id, model_id, source_title, began, author, author_kind,
         author_name, statement, state, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        proposal.draftId.toLowerCase(),
        proposal.editId,
        proposal.source.repositoryId,
        proposal.source.modelId,
        proposal.source.title,
        JSON.stringify(proposal.began),
        proposal.author.id,
        proposal.author.kind,
        proposal.author.name,
        proposal.statement,
        proposal.state,
        proposal.submittedAt,
      ],
    );
  }
}
