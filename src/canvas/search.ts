/** Vertices whose title holds the search text (case-insensitive), in canvas order. */
export function findVertices(vertices: readonly { uuid: string; title?: string }[], search: string): string[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [];
  return vertices.filter((v) => v.title?.toLocaleLowerCase().includes(needle)).map((v) => v.uuid);
}

/** The next match after the current one, wrapping around. */
export function nextMatch(matches: readonly string[], current: string | undefined): string | undefined {
  if (matches.length === 0) return undefined;
  const index = current === undefined ? -1 : matches.indexOf(current);
  return matches[(index + 1) % matches.length];
}
