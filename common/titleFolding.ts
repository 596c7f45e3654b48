/**
 * A title as the installation index compares it: compatibility forms and accents undone, lower case, invisible
 * format characters (right-to-left marks, zero-width joiners) dropped, and every run of spacing one space. Both
 * what is stored and what is asked are folded alike, so "Qualitatsmanagement " finds "Qualitätsmanagement".
 */
export const foldTitle = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();

/** The words of a query, folded: every one must occur in a title, in any order, as a substring. */
export const queryWords = (query: string) => [...new Set(foldTitle(query).split(' ').filter(Boolean))];
