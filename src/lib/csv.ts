/** RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | undefined)[])[]): string {
  const field = (value: string | number | undefined) => {
    const text = value === undefined ? '' : String(value);
    // A leading =, +, - or @ would run as a formula in a spreadsheet, and so can one after a tab or carriage return.
    const guarded = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
  };
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
