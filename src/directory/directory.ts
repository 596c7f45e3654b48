import { parseCsv, toCsv } from '../../common/csv';
import { ALL_USERS_GROUP } from '../../common/groups';
import { isUuid } from '../../common/uuid';
import { t } from '../i18n/translate';

export type PersonKind = 'user' | 'group';

/** What the console knows of a user or group uuid: the service names no one, so the console keeps the names. */
export interface DirectoryEntry {
  uuid: string;
  kind: PersonKind;
  name: string;
  /** Users only. */
  email?: string;
}

export { ALL_USERS_GROUP };

/** The one group every service has, named without a directory. */
export const BUILT_IN_ENTRIES: readonly DirectoryEntry[] = [
  { uuid: ALL_USERS_GROUP, kind: 'group', name: 'All Users' },
];

export const DIRECTORY_CSV_HEADER = ['uuid', 'kind', 'name', 'email'] as const;

/** Later sources win: built-in names, then the installation's published file, then this browser's own edits. */
export function mergeDirectory(
  ...sources: readonly (readonly DirectoryEntry[] | undefined)[]
): Map<string, DirectoryEntry> {
  const merged = new Map<string, DirectoryEntry>();
  for (const source of sources) for (const entry of source ?? []) merged.set(entry.uuid, entry);
  return merged;
}

export interface RowError {
  line: number;
  message: string;
}

export interface ParsedDirectory {
  entries: DirectoryEntry[];
  errors: RowError[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One entry as typed or read from a file, trimmed and in lower case where case does not count, or what is wrong with it. */
export function checkEntry(typed: {
  uuid: string;
  kind: string;
  name: string;
  email?: string;
}): { entry: DirectoryEntry } | { problem: string } {
  const uuid = typed.uuid.trim().toLowerCase();
  const kind = typed.kind.trim().toLowerCase();
  const name = typed.name.trim();
  const email = typed.email?.trim() ?? '';
  const problem = !isUuid(uuid)
    ? t('directory.notUuid', { value: uuid || t('directory.empty') })
    : kind !== 'user' && kind !== 'group'
      ? t('directory.badKind', { value: kind || t('directory.empty') })
      : !name
        ? t('directory.noName')
        : email && kind === 'group'
          ? t('directory.groupEmail')
          : email && !EMAIL.test(email)
            ? t('directory.badEmail', { value: email })
            : undefined;
  return problem ? { problem } : { entry: { uuid, kind: kind as PersonKind, name, ...(email ? { email } : {}) } };
}

/** A directory file (`uuid,kind,name,email`, columns in any order) into entries, with each bad row's reason. */
export function parseDirectoryCsv(text: string): ParsedDirectory {
  const [head, ...rows] = parseCsv(text);
  if (!head)
    return {
      entries: [],
      errors: [{ line: 1, message: t('directory.fileEmpty') }],
    };
  const columns = head.fields.map((name) => name.trim().toLowerCase());
  const missing = DIRECTORY_CSV_HEADER.filter((name) => name !== 'email' && !columns.includes(name));
  if (missing.length > 0)
    return {
      entries: [],
      errors: [
        {
          line: head.line,
          message: t('directory.headerLacks', { columns: missing.join(', ') }),
        },
      ],
    };
  const at = (fields: string[], name: string) =>
    columns.includes(name) ? (fields[columns.indexOf(name)] ?? '').trim() : '';

  const entries: DirectoryEntry[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    const checked = checkEntry({
      uuid: at(fields, 'uuid'),
      kind: at(fields, 'kind'),
      name: at(fields, 'name'),
      email: at(fields, 'email'),
    });
    const earlier = 'entry' in checked ? seen.get(checked.entry.uuid) : undefined;
    if ('problem' in checked || earlier !== undefined) {
      errors.push({
        line,
        message: 'problem' in checked ? checked.problem : t('directory.duplicate', { line: earlier }),
      });
      continue;
    }
    seen.set(checked.entry.uuid, line);
    entries.push(checked.entry);
  }
  return { entries, errors };
}

export const directoryToCsv = (entries: readonly DirectoryEntry[]) =>
  toCsv(
    DIRECTORY_CSV_HEADER,
    [...entries]
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name))
      .map((e) => [e.uuid, e.kind, e.name, e.email]),
  );

export interface ImportPlan {
  adds: DirectoryEntry[];
  changes: { before: DirectoryEntry; after: DirectoryEntry }[];
  /** Entries the directory already holds exactly so. */
  unchanged: DirectoryEntry[];
}

const same = (a: DirectoryEntry, b: DirectoryEntry) =>
  a.kind === b.kind && a.name === b.name && (a.email ?? '') === (b.email ?? '');

/** What importing `entries` into `current` would add and change, for the preview before anything is written. */
export function planImport(
  current: ReadonlyMap<string, DirectoryEntry>,
  entries: readonly DirectoryEntry[],
): ImportPlan {
  const plan: ImportPlan = { adds: [], changes: [], unchanged: [] };
  for (const entry of entries) {
    const before = current.get(entry.uuid);
    if (!before) plan.adds.push(entry);
    else if (same(before, entry)) plan.unchanged.push(entry);
    else plan.changes.push({ before, after: entry });
  }
  return plan;
}

/** Whether an entry answers what a person typed into a picker: a part of its name, e-mail or uuid. */
export const entryMatches = (entry: DirectoryEntry, typed: string) => {
  const needle = typed.trim().toLowerCase();
  return !needle || [entry.name, entry.email ?? '', entry.uuid].some((field) => field.toLowerCase().includes(needle));
};

/**
 * The uuid a picker's text stands for: a uuid as pasted (named or not), or the one entry of the kind whose
 * name is exactly what was typed; undefined when it is neither.
 */
export function resolvePicked(
  entries: ReadonlyMap<string, DirectoryEntry>,
  kind: PersonKind,
  typed: string,
): string | undefined {
  const text = typed.trim();
  if (isUuid(text)) return text.toLowerCase();
  const byName = [...entries.values()].filter(
    (entry) => entry.kind === kind && entry.name.toLowerCase() === text.toLowerCase(),
  );
  return byName.length === 1 ? byName[0].uuid : undefined;
}

/**
 * What to send the service for a person's filter text: it filters users by uuid only, so a name (or a part of
 * one, or an e-mail) that picks out exactly one user in the directory becomes that user's uuid.
 */
export function serviceFilterFor(typed: string, entries: ReadonlyMap<string, DirectoryEntry>): string {
  const text = typed.trim();
  if (!text || isUuid(text)) return text;
  const users = [...entries.values()].filter((entry) => entry.kind === 'user' && entryMatches(entry, text));
  return users.length === 1 ? users[0].uuid : text;
}
