import type { LocalizedTitlesShape } from '../../shared/serviceSchemas.js';

export interface TitleRow {
  language_uuid: string;
  title: string;
  translated: number | null;
}

/** Builds a localized map; default-language values are stored without the translated flag and omit it. */
export function titlesFromRows(rows: Iterable<TitleRow>): LocalizedTitlesShape {
  const titles: LocalizedTitlesShape = {};
  for (const row of rows) {
    titles[row.language_uuid] =
      row.translated === null ? { title: row.title } : { title: row.title, translated: row.translated === 1 };
  }
  return titles;
}

export const translatedColumn = (value: { translated?: boolean }) =>
  value.translated === undefined ? null : Number(value.translated);
