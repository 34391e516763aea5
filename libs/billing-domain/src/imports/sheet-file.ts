import { parse as parseDelimited } from 'papaparse';
import { InvalidInputError } from '../errors/invalid-input.error';
import { SheetTooManyRowsError } from './sheet-limits';

/**
 * Files in, everywhere (docs/sheet-files.md): the one reader of a sheet, whatever it came as (an .xlsx or
 * .ods workbook, a .csv in UTF-8 with or without a byte-order mark or in Windows-1256 as Excel on Arabic
 * Windows saves it, a .tsv, or text pasted from a spreadsheet). The web, the API and the CLI read files
 * through it, so a row has one number everywhere: the row number the spreadsheet shows.
 */
export type SheetFileFormat = 'xlsx' | 'ods' | 'csv' | 'tsv';

export const SHEET_FILE_EXTENSIONS = Object.freeze(['.xlsx', '.ods', '.csv', '.tsv', '.txt']);

/** The rows of a sheet's first table: `rows[i]` is the spreadsheet's row i + 1, cells as text. */
export type SheetGrid = string[][];

export class UnknownSheetFormatError extends InvalidInputError {
  constructor(fileName: string) {
    super(`لا يمكن قراءة الملف «${fileName}»: الصيغ المقبولة xlsx وods وcsv وtsv`, 'UNKNOWN_SHEET_FORMAT');
  }
}

export class UnreadableSheetError extends InvalidInputError {
  constructor(format: SheetFileFormat) {
    super(`الملف ليس ملف ${format} صالحاً أو أنه تالف`, 'UNREADABLE_SHEET');
  }
}

/** The format a file name says (.xlsx, .ods, .csv, .tsv or .txt), or the Arabic refusal. */
export function sheetFileFormatOf(fileName: string): SheetFileFormat {
  const extension = /\.[^./\\]+$/.exec(fileName.toLowerCase())?.[0] ?? '';
  if (extension === '.xlsx') return 'xlsx';
  if (extension === '.ods') return 'ods';
  if (extension === '.csv') return 'csv';
  if (extension === '.tsv' || extension === '.txt') return 'tsv';
  throw new UnknownSheetFormatError(fileName);
}

/**
 * A text file's characters: valid UTF-8 (a byte-order mark or not) is read as UTF-8; anything else
 * is what Excel on Arabic Windows saves, Windows-1256.
 */
export function decodeSheetText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1256').decode(bytes);
  }
}

// Stands in for "no quote character" when the text's quotes are not a spreadsheet's.
const NO_QUOTES = '\u0000';

/**
 * The rows of delimited text; with `maxRows`, parsing stops one row past it (a 30 MB file is not
 * parsed whole to be refused) and the sheet is refused if anything but blank rows lies past it.
 */
function delimitedRows(text: string, delimiter: string, maxRows?: number): SheetGrid {
  const read = (quoteChar: string) => {
    const parsed = parseDelimited<string[]>(text, {
      delimiter,
      quoteChar,
      skipEmptyLines: false,
      preview: maxRows === undefined ? 0 : maxRows + 1,
    });
    if (parsed.errors.some((error) => error.type === 'Quotes')) return null;
    if (maxRows !== undefined && parsed.data.length > maxRows) {
      const past = parsed.data.slice(maxRows).some((row) => row.some((cell) => cell.trim() !== ''));
      const rest = parsed.meta.truncated ? text.slice(parsed.meta.cursor) : '';
      if (past || /[^\s,;"]/.test(rest)) throw new SheetTooManyRowsError();
    }
    return parsed.data;
  };
  return (read('"') ?? read(NO_QUOTES) ?? []).map((row) => row.map((cell) => cell.trim()));
}

/**
 * The rows of sheet text: tab-separated (a .tsv, Excel's copy) or CSV (commas, or the semicolons
 * Excel writes in some locales). One record is one row, a quoted line break included. A file's text
 * is held to MAX_SHEET_ROWS (`maxRows`); pasted text is bounded by what a text area holds.
 */
export function sheetTextRows(text: string, format: 'csv' | 'tsv', maxRows?: number): SheetGrid {
  const clean = String(text ?? '')
    .replace(/^\uFEFF/, '')
    .replaceAll(NO_QUOTES, '')
    .replace(/\r\n?/g, '\n');
  if (format === 'tsv') return delimitedRows(clean, '\t', maxRows);
  const firstLine = clean.split('\n', 1)[0] ?? '';
  const semicolons = firstLine.match(/;/g)?.length ?? 0;
  return delimitedRows(clean, semicolons > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',', maxRows);
}

/** Pasted text: tab-separated when its first non-blank line holds a tab (a copy), else CSV. */
export function pastedSheetRows(text: string): SheetGrid {
  const firstLine = String(text ?? '')
    .split(/\r\n|\r|\n/)
    .find((line) => line.trim() !== '');
  return sheetTextRows(text, firstLine === undefined || firstLine.includes('\t') ? 'tsv' : 'csv');
}

/**
 * A sheet as tab-separated text, one line per row (blank rows kept, so the row numbers stay), a cell
 * holding a tab, a line break or a quote quoted Excel's way: what a chosen file puts in a paste area,
 * read back the same by pastedSheetRows.
 */
export function sheetTsv(grid: readonly (readonly string[])[]): string {
  const cell = (text: string) => (/[\t\n\r"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const rows = grid.map((row) => {
    const cells = row.map((text) => cell(String(text ?? '')));
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells.join('\t');
  });
  while (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  return rows.length === 0 ? '' : `${rows.join('\n')}\n`;
}

/**
 * "Download these rows": the sheet's header and the rows named by `reasons` (their sheet
 * row numbers), as the operator wrote them, each followed by why it was refused or warned (several
 * reasons of one row joined), for a sheet to fix and import again. Cells are made safe by csvText.
 */
export function sheetRowsToFix(
  grid: readonly (readonly string[])[],
  reasons: readonly { readonly line: number; readonly reason: string }[],
  reasonHeader = 'السبب',
): string[][] {
  const headerIndex = grid.findIndex((row) => row.some((cell) => String(cell ?? '').trim() !== ''));
  if (headerIndex < 0) return [];
  const header = [...grid[headerIndex]];
  while (header.length > 0 && String(header[header.length - 1] ?? '').trim() === '') header.pop();
  const byLine = new Map<number, string[]>();
  for (const { line, reason } of reasons) byLine.set(line, [...(byLine.get(line) ?? []), reason]);
  const rows = [...byLine.entries()]
    .sort(([a], [b]) => a - b)
    .map(([line, why]) => {
      const cells = header.map((_, column) => String(grid[line - 1]?.[column] ?? ''));
      return [...cells, why.join(' · ')];
    });
  return [[...header, reasonHeader], ...rows];
}
