/** The width of a terminal as GNOME Terminal, macOS Terminal and Windows Terminal open: the box fits it. */
export const TERMINAL_COLUMNS = 80;

/**
 * One line cut into rows of at most `width` columns at its spaces; the rows after the first hang two columns in
 * from the line's own indent. A word wider than a row (a long database path) is cut where the row ends.
 */
export function wrapLine(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const indent = ' '.repeat(line.length - line.trimStart().length);
  const hang = `${indent}  `;
  const rows: string[] = [];
  let row = indent;
  let empty = true;
  const next = () => {
    rows.push(row);
    row = hang;
    empty = true;
  };
  // Each word with the spaces before it, which a row keeps between words and drops at its start.
  for (const token of line.trimStart().match(/ *\S+/g) ?? []) {
    let word = token.trimStart();
    const gap = token.slice(0, token.length - word.length);
    if (!empty && row.length + gap.length + word.length > width) next();
    if (!empty) row += gap;
    while (row.length + word.length > width) {
      const room = width - row.length;
      row += word.slice(0, room);
      word = word.slice(room);
      next();
    }
    row += word;
    empty = false;
  }
  rows.push(row);
  return rows;
}

/**
 * The lines a person needs after start, in a box that fits a terminal of `columns` (long lines wrapped inside it),
 * so that they stand out from whatever was printed before and stay readable where they are printed.
 */
export function framed(lines: readonly string[], columns = TERMINAL_COLUMNS): string {
  const rows = lines.flatMap((line) => wrapLine(line, columns - 4));
  const width = Math.max(...rows.map((row) => row.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...rows.map((row) => `│ ${row.padEnd(width)} │`), `└${rule}┘`].join('\n');
}
