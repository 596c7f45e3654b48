import { badRequest } from '../../shared/http/errors.js';
import { parseFilter, type TextFilter } from '../../../common/filterSyntax.js';
import { CONTROL_CHARACTER } from '../store/textFilter.js';
import { type ParsedQuery, type ProjectionName } from '../store/query.js';
import { isUuid } from '../../../common/uuid.js';

/** What one list or get operation accepts; the parser and the OpenAPI parameters both derive from it. */
export interface QuerySpec {
  /** Projections this resource defines, each as the response keys it returns. Absent: no `projection`. */
  projections?: Partial<Record<ProjectionName, readonly string[]>>;
  /** Selection paths (as documented) mapped to the response key they select. */
  fields?: Readonly<Record<string, string>>;
  /** Keys returned when there is no projection and no `fields`. */
  defaultSelection?: readonly string[];
  /** Description endpoints match `fields` names exactly. */
  fieldsCaseSensitive?: boolean;
  paging?: boolean;
  sortPaths?: readonly string[];
  /** Sort paths that take `sortLanguage`. */
  titleSortPaths?: readonly string[];
  /** Text paths `filter` can search, each mapped to the response key whose selection makes it a default. */
  filterPaths?: Readonly<Record<string, string>>;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** The query parameter names a spec accepts, in documentation order. */
export function acceptedParameters(spec: QuerySpec): string[] {
  const names: string[] = [];
  if (spec.projections) names.push('projection');
  if (spec.fields) names.push('fields');
  if (spec.filterPaths) names.push('filter', 'filterFields');
  if (spec.sortPaths) names.push('sortBy', 'ascending');
  if (spec.titleSortPaths) names.push('sortLanguage');
  if (spec.paging) names.push('startAt', 'maxResults');
  return names;
}

const list = (values: Iterable<string>) => [...values].join(', ');

function lookup(table: Readonly<Record<string, string>>, name: string, caseSensitive: boolean): string | undefined {
  if (caseSensitive) return Object.hasOwn(table, name) ? name : undefined;
  const lower = name.toLowerCase();
  return Object.keys(table).find((key) => key.toLowerCase() === lower);
}

function splitPaths(raw: string): string[] {
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function nonNegativeInteger(name: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

/** Parses and validates the shared list/get parameters; anything unsupported is a 400 naming it. */
export function parseQuery(spec: QuerySpec, query: Record<string, unknown>): ParsedQuery {
  const accepted = acceptedParameters(spec);
  const raw: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!accepted.includes(name)) {
      throw badRequest(
        accepted.length === 0
          ? `query parameter "${name}" is not supported here; this operation takes none`
          : `query parameter "${name}" is not supported here; supported: ${list(accepted)}`,
      );
    }
    if (typeof value !== 'string') throw badRequest(`query parameter "${name}" must be given once`);
    raw[name] = value;
  }

  const select = new Set<string>();
  if (spec.projections) {
    const names = Object.keys(spec.projections) as ProjectionName[];
    const requested = (raw.projection ?? 'DEFAULT').toUpperCase() as ProjectionName;
    const keys = spec.projections[requested];
    if (!names.includes(requested) || !keys) {
      throw badRequest(`projection must be one of ${list(names)}, got "${raw.projection}"`);
    }
    keys.forEach((key) => select.add(key));
  }
  if (spec.fields) {
    const paths = raw.fields === undefined ? [] : splitPaths(raw.fields);
    for (const path of paths) {
      const known = lookup(spec.fields, path, spec.fieldsCaseSensitive ?? false);
      if (!known)
        throw badRequest(`fields: "${path}" is not a selectable path; supported: ${list(Object.keys(spec.fields))}`);
      select.add(spec.fields[known]);
    }
    if (!spec.projections && paths.length === 0) spec.defaultSelection?.forEach((key) => select.add(key));
  }

  const parsed: {
    select: Set<string>;
    startAt: number;
    maxResults: number;
    ascending: boolean;
    sortBy?: string;
    sortLanguage?: string;
    filter?: { text: TextFilter; paths: readonly string[] };
  } = {
    select,
    startAt: raw.startAt === undefined ? 0 : nonNegativeInteger('startAt', raw.startAt, 0, Number.MAX_SAFE_INTEGER),
    maxResults:
      raw.maxResults === undefined
        ? DEFAULT_PAGE_SIZE
        : nonNegativeInteger('maxResults', raw.maxResults, 1, MAX_PAGE_SIZE),
    ascending: true,
  };

  if (spec.sortPaths) {
    if (raw.sortBy !== undefined) {
      const lower = raw.sortBy.trim().toLowerCase();
      const known = spec.sortPaths.find((path) => path.toLowerCase() === lower);
      if (!known) throw badRequest(`sortBy must be one of ${list(spec.sortPaths)}, got "${raw.sortBy}"`);
      parsed.sortBy = known;
    }
    if (raw.ascending !== undefined) {
      const value = raw.ascending.toLowerCase();
      if (value !== 'true' && value !== 'false')
        throw badRequest(`ascending must be true or false, got "${raw.ascending}"`);
      parsed.ascending = value === 'true';
    }
  }
  if (raw.sortLanguage !== undefined) {
    if (!parsed.sortBy || !spec.titleSortPaths?.includes(parsed.sortBy)) {
      throw badRequest(`sortLanguage goes only with sortBy=${list(spec.titleSortPaths ?? [])}`);
    }
    if (!isUuid(raw.sortLanguage)) throw badRequest(`sortLanguage must be a language uuid, got "${raw.sortLanguage}"`);
    parsed.sortLanguage = raw.sortLanguage.toLowerCase();
  }

  if (spec.filterPaths) {
    const filterPaths = spec.filterPaths;
    let paths: string[];
    if (raw.filterFields !== undefined) {
      paths = splitPaths(raw.filterFields).map((path) => {
        const known = lookup(filterPaths, path, false);
        if (!known)
          throw badRequest(`filterFields: "${path}" cannot be filtered; supported: ${list(Object.keys(filterPaths))}`);
        return known;
      });
      if (paths.length === 0) throw badRequest('filterFields must name at least one path');
    } else {
      paths = Object.keys(filterPaths).filter((path) => select.has(filterPaths[path]));
    }
    if (raw.filter !== undefined && raw.filter !== '') {
      if (raw.filter.length > 200) throw badRequest('filter must be at most 200 characters');
      if (CONTROL_CHARACTER.test(raw.filter)) throw badRequest('filter must not contain control characters');
      parsed.filter = { text: parseFilter(raw.filter), paths: [...new Set(paths)] };
    }
  }
  return parsed;
}
