import type { TextFilter } from '../../../common/filterSyntax.js';

// What the stores take of a request's query, once the HTTP side (server/service/http/queryParams.ts) has parsed and checked it:
// the stores read these shapes and helpers and nothing of HTTP.

export type ProjectionName = 'SIMPLE' | 'DEFAULT' | 'ALL';

export interface ParsedQuery {
  select: ReadonlySet<string>;
  startAt: number;
  maxResults: number;
  sortBy?: string;
  ascending: boolean;
  sortLanguage?: string;
  /** The parsed filter and the paths it searches. */
  filter?: { text: TextFilter; paths: readonly string[] };
}

/** Sort key: case and accents removed, so "Änderung" sorts beside "Anderung". */
export const sortKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
