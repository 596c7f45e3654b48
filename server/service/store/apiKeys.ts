import { randomUUID } from 'node:crypto';
import { Invalid, NotFound } from './errors.js';
import { type ParsedQuery } from './query.js';
import { isUuid } from '../../../common/uuid.js';
import { foldText } from '../../../common/filterSyntax.js';
import { hashSecret } from '../../shared/secrets.js';
import { newKeySecret } from './secrets.js';
import type { Db } from './database.js';
import { listPage, pick, statement, type ListShape } from './listing.js';

interface KeyRow {
  id: number;
  uuid: string;
  applicationName: string;
  createdAt: string;
  expiresAt: string;
  status: string;
}

export interface KeyRecord {
  uuid: string;
  secretHash: string;
  status: string;
  expiresAt: string;
}

const columns =
  'k.id, k.uuid, k.application_name AS applicationName, k.created_at AS createdAt, k.expires_at AS expiresAt, k.status';

const shape: ListShape = {
  from: 'api_keys k',
  idColumn: 'k.id',
  uuidColumn: 'k.uuid',
  columns,
  sortExpressions: {
    applicationName: 'k.application_name_fold',
    createdAt: 'k.created_at',
    expiresAt: 'k.expires_at',
    status: 'k.status',
    uuid: 'k.uuid',
  },
  filterExpressions: {
    applicationName: "k.application_name_fold LIKE ? ESCAPE '\\'",
    uuid: "k.uuid LIKE ? ESCAPE '\\'",
  },
};

const toKey = ({ id: _id, ...key }: KeyRow, select: ReadonlySet<string>) => pick(key, select);

export class ApiKeyStore {
  constructor(private readonly db: Db) {}

  list(query: ParsedQuery) {
    const page = listPage<KeyRow>(this.db, shape, { where: [], args: [], query });
    return { total: page.total, data: page.rows.map((row) => toKey(row, query.select)) };
  }

  get(uuid: string, select: ReadonlySet<string>) {
    return toKey(this.row(uuid), select);
  }

  /** Creates a key; the secret is returned here and never again (only its hash is stored). */
  create(applicationName: string, expiresAt: string, secret: string = newKeySecret(), now = new Date()) {
    const expiry = new Date(expiresAt);
    if (Number.isNaN(expiry.getTime()))
      throw new Invalid('expiresAt', `expiresAt must be an ISO 8601 date-time, got "${expiresAt}"`);
    if (expiry.getTime() <= now.getTime()) throw new Invalid('expiresAt', 'expiresAt must be in the future');
    if (applicationName.trim() === '') throw new Invalid('applicationName', 'applicationName must not be blank');
    const uuid = randomUUID();
    statement(
      this.db,
      `INSERT INTO api_keys (uuid, application_name, application_name_fold, secret_hash, created_at, expires_at, status)
       VALUES (?, ?, ?, ?, ?, ?, 'ACTIVE')`,
    ).run(
      uuid,
      applicationName,
      foldText(applicationName),
      hashSecret(secret),
      now.toISOString(),
      expiry.toISOString(),
    );
    return { ...(this.get(uuid, ALL_KEY_FIELDS) as Required<Omit<KeyRow, 'id'>>), apiKey: secret };
  }

  /** Deletes a key; its secret is remembered as retired, so that nothing makes that key again. */
  delete(uuid: string): void {
    const row = this.row(uuid);
    this.db.transaction(() => {
      statement(
        this.db,
        'INSERT OR IGNORE INTO retired_key_hashes (secret_hash) SELECT secret_hash FROM api_keys WHERE id = ?',
      ).run(row.id);
      statement(this.db, 'DELETE FROM api_keys WHERE id = ?').run(row.id);
    })();
  }

  /** Deletes every key of an application name; returns how many there were. */
  deleteByApplicationName(applicationName: string): number {
    return statement(this.db, 'DELETE FROM api_keys WHERE application_name = ?').run(applicationName).changes;
  }

  findBySecretHash(hash: string): KeyRecord | undefined {
    return statement(
      this.db,
      'SELECT uuid, secret_hash AS secretHash, status, expires_at AS expiresAt FROM api_keys WHERE secret_hash = ?',
    ).get(hash) as KeyRecord | undefined;
  }

  hasSecret(secret: string): boolean {
    return this.findBySecretHash(hashSecret(secret)) !== undefined;
  }

  /** Whether a key with this secret was deleted. */
  isRetired(secret: string): boolean {
    return (
      statement(this.db, 'SELECT 1 FROM retired_key_hashes WHERE secret_hash = ?').get(hashSecret(secret)) !== undefined
    );
  }

  private row(uuid: string): KeyRow {
    if (!isUuid(uuid)) throw new Invalid('apiKeyId', `apiKeyId must be a UUID, got "${uuid}"`);
    const row = statement(this.db, `SELECT ${columns} FROM api_keys k WHERE k.uuid = ?`).get(uuid.toLowerCase()) as
      KeyRow | undefined;
    if (!row) throw new NotFound(`API key ${uuid} does not exist`);
    return row;
  }
}

export const ALL_KEY_FIELDS: ReadonlySet<string> = new Set([
  'uuid',
  'applicationName',
  'createdAt',
  'expiresAt',
  'status',
]);
