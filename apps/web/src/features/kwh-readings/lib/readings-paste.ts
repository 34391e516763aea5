import { readingSheetKeyOf } from '@kahraba/billing-domain';

/** What a paste from Excel gives: the rows keyed by the header's names, or why it cannot be read
 * (spec 001 §5: the first line is the tab-separated header, the others are rows). */
export type ReadingsPaste =
  | { kind: 'rows'; readings: Record<string, string>[] }
  | { kind: 'empty' }
  | { kind: 'no-rows' }
  | { kind: 'bad-header' }
  | { kind: 'duplicate-column'; column: string }
  | { kind: 'too-many-cells'; line: number };

/** Excel quotes a cell that holds a quote or a line break: "a ""b""" is a "b". */
function cellText(cell: string): string {
  const text = cell.trim();
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"')
    ? text.slice(1, -1).replace(/""/g, '"')
    : text;
}

const isBlank = (line: string) => line.replace(/\t/g, '').trim() === '';

/**
 * Reads pasted text into reading rows. Blank lines before the header and after the last row are dropped
 * (Excel ends a copy with a line break); a blank line between rows stays a row, so that the server's
 * line numbers (data rows from 1) are the lines the operator pasted.
 */
export function readReadingsPaste(text: string): ReadingsPaste {
  const all = text.split(/\r\n|\r|\n/);
  let first = 0;
  let last = all.length - 1;
  while (first <= last && isBlank(all[first])) first++;
  while (last >= first && isBlank(all[last])) last--;
  if (first > last) return { kind: 'empty' };

  const header = all[first].split('\t').map(cellText);
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  // The header names the sheet's columns as the server reads them (key or Arabic label, any case and
  // spacing); it must name the column the operator fills (issue 8 §3).
  const keys = header.map(readingSheetKeyOf);
  if (header.length < 2 || header.some((name) => name === '') || !keys.includes('newCurrentKwh')) {
    return { kind: 'bad-header' };
  }
  const duplicate = keys.findIndex((key, index) => key !== null && keys.indexOf(key) !== index);
  if (duplicate >= 0) return { kind: 'duplicate-column', column: header[duplicate] };

  const rows = all.slice(first + 1, last + 1);
  if (rows.length === 0) return { kind: 'no-rows' };
  const readings: Record<string, string>[] = [];
  for (const [index, line] of rows.entries()) {
    const cells = line.split('\t').map(cellText);
    if (cells.slice(header.length).some((cell) => cell !== '')) {
      return { kind: 'too-many-cells', line: index + 1 };
    }
    readings.push(Object.fromEntries(header.map((name, column) => [name, cells[column] ?? ''])));
  }
  return { kind: 'rows', readings };
}
