type CsvValue = string | number | undefined;

/** A field as RFC 4180 writes it: quoted when it has a comma, quote or line break, quotes doubled. */
function csvField(value: CsvValue): string {
  const text = value === undefined ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet, and so can one after a tab or carriage return.
  const guarded = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** Rows as RFC 4180 CSV lines, each ended by CRLF (none for no rows): a file written a part at a time. */
export const csvLines = (rows: readonly (readonly CsvValue[])[]): string =>
  rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');

/** RFC 4180 CSV: a header, then the rows. */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  csvLines([header, ...rows]);

/**
 * RFC 4180 CSV into rows of fields, each with the line it starts on (for errors a person can find). Takes
 * back the guard toCsv puts before a formula character, so that an exported file imports as it was.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endField = () => {
    fields.push(/^'[=+\-@\t\r]/.test(field) ? field.slice(1) : field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
    fields = [];
  };
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRow();
      rowLine = ++line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) endRow();
  return rows;
}
