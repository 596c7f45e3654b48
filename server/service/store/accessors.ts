import { randomUUID } from 'node:crypto';
import { PRIVILEGE_FLAGS, type AccessorShape, type PrivilegesShape } from '../../shared/serviceSchemas.js';
import { Conflict, Invalid, NotFound } from './errors.js';
import { type ParsedQuery } from './query.js';
import { isUuid } from '../../../common/uuid.js';
import type { Db } from './database.js';
import { listPage, pick, statement, type ListShape } from './listing.js';

interface AccessorRow {
  id: number;
  uuid: string;
  type: string;
  user_uuid: string | null;
  group_uuid: string | null;
  group_name: string | null;
  privileges: number;
}

const columns = 'a.id, a.uuid, a.type, a.user_uuid, a.group_uuid, g.name AS group_name, a.privileges';
const from = 'accessors a LEFT JOIN customer_groups g ON g.uuid = a.group_uuid';

const shape: ListShape = {
  from,
  idColumn: 'a.id',
  uuidColumn: 'a.uuid',
  columns,
  sortExpressions: {
    uuid: 'a.uuid',
    type: 'a.type',
    user: 'a.user_uuid',
    privileges: 'a.privileges',
    'groupEntity.group': 'a.group_name_key',
  },
  filterExpressions: {
    uuid: "a.uuid LIKE ? ESCAPE '\\'",
    type: "a.type LIKE ? ESCAPE '\\'",
    user: "a.user_uuid LIKE ? ESCAPE '\\'",
    groupEntity: "(a.group_name_key LIKE ? ESCAPE '\\' OR a.group_uuid LIKE ? ESCAPE '\\')",
    'groupEntity.group': "(a.group_name_key LIKE ? ESCAPE '\\' OR a.group_uuid LIKE ? ESCAPE '\\')",
  },
};

/** Privileges are stored as a bit mask in the order of PRIVILEGE_FLAGS. */
export function privilegesToMask(privileges: PrivilegesShape, base = 0): number {
  let mask = base;
  PRIVILEGE_FLAGS.forEach((flag, bit) => {
    const value = privileges[flag];
    if (value === true) mask |= 1 << bit;
    if (value === false) mask &= ~(1 << bit);
  });
  return mask;
}

export function maskToPrivileges(mask: number): PrivilegesShape {
  const privileges: PrivilegesShape = {};
  PRIVILEGE_FLAGS.forEach((flag, bit) => (privileges[flag] = (mask & (1 << bit)) !== 0));
  privileges.None = mask === 0;
  return privileges;
}

function toAccessor(row: AccessorRow, select: ReadonlySet<string>): AccessorShape {
  return pick(
    {
      uuid: row.uuid,
      type: row.type,
      user: row.user_uuid,
      groupEntity: row.group_uuid ? { group: { uuid: row.group_uuid, name: row.group_name ?? '' } } : null,
      privileges: maskToPrivileges(row.privileges),
    },
    select,
  );
}

export class AccessorStore {
  constructor(private readonly db: Db) {}

  list(repositoryId: number, query: ParsedQuery) {
    const page = listPage<AccessorRow>(this.db, shape, { where: ['a.repository_id = ?'], args: [repositoryId], query });
    return { total: page.total, data: page.rows.map((row) => toAccessor(row, query.select)) };
  }

  get(repositoryId: number, uuid: string, select: ReadonlySet<string>): AccessorShape {
    return toAccessor(this.row(repositoryId, uuid), select);
  }

  /** A new user accessor; its uuid is made here unless given (the demo data gives its own, the same on every start). */
  createUser(
    repositoryId: number,
    user: string,
    privileges: PrivilegesShape,
    uuid: string = randomUUID(),
  ): AccessorShape {
    const exists = statement(this.db, 'SELECT uuid FROM accessors WHERE repository_id = ? AND user_uuid = ?').get(
      repositoryId,
      user.toLowerCase(),
    ) as { uuid: string } | undefined;
    if (exists) throw new Conflict(`user ${user} already has accessor ${exists.uuid} in this repository`);
    statement(
      this.db,
      "INSERT INTO accessors (uuid, repository_id, type, user_uuid, privileges) VALUES (?, ?, 'user', ?, ?)",
    ).run(uuid, repositoryId, user.toLowerCase(), privilegesToMask(privileges));
    return this.get(repositoryId, uuid, ALL_ACCESSOR_FIELDS);
  }

  createGroup(repositoryId: number, group: string, privileges: PrivilegesShape, uuid: string = randomUUID()): void {
    statement(
      this.db,
      `INSERT INTO accessors (uuid, repository_id, type, group_uuid, group_name_key, privileges)
       SELECT ?, ?, 'group', uuid, lower(name), ? FROM customer_groups WHERE uuid = ?`,
    ).run(uuid, repositoryId, privilegesToMask(privileges), group);
  }

  /** Sets the flags the body names and keeps the others. */
  updatePrivileges(repositoryId: number, uuid: string, privileges: PrivilegesShape): AccessorShape {
    const row = this.row(repositoryId, uuid);
    statement(this.db, 'UPDATE accessors SET privileges = ? WHERE id = ?').run(
      privilegesToMask(privileges, row.privileges),
      row.id,
    );
    return this.get(repositoryId, uuid, ALL_ACCESSOR_FIELDS);
  }

  delete(repositoryId: number, uuid: string): void {
    const row = this.row(repositoryId, uuid);
    statement(this.db, 'DELETE FROM accessors WHERE id = ?').run(row.id);
  }

  private row(repositoryId: number, uuid: string): AccessorRow {
    if (!isUuid(uuid)) throw new Invalid('accessorId', `accessorId must be a UUID, got "${uuid}"`);
    const row = statement(this.db, `SELECT ${columns} FROM ${from} WHERE a.repository_id = ? AND a.uuid = ?`).get(
      repositoryId,
      uuid.toLowerCase(),
    ) as AccessorRow | undefined;
    if (!row) throw new NotFound(`accessor ${uuid} does not exist in this repository`);
    return row;
  }
}

export const ALL_ACCESSOR_FIELDS: ReadonlySet<string> = new Set(['uuid', 'type', 'user', 'groupEntity', 'privileges']);
