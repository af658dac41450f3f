/**
 * A CSV cell (RFC 4180) that a spreadsheet will not run: text starting with =, +, - or @ is a
 * formula to Excel, LibreOffice and Google Sheets (OWASP "CSV injection"), so it gets a leading
 * single quote. Tab and carriage return count too, as OWASP advises. Quotes, commas and line
 * breaks put the cell in double quotes, a quote doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // A number is written by the code, never typed by someone: a negative one stays a number.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF-terminated as RFC 4180 writes it. */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
