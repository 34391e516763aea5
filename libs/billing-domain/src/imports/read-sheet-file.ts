import * as XLSX from '@e965/xlsx';
import {
  decodeSheetText,
  type SheetFileFormat,
  type SheetGrid,
  sheetTextRows,
  UnreadableSheetError,
} from './sheet-file';
import { checkOdsExtent } from './ods-extent';
import { checkXlsxExtent } from './xlsx-extent';
import {
  checkSheetFileSize,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  MAX_SHEET_UNZIPPED_BYTES,
  SheetTooManyColumnsError,
  SheetTooManyRowsError,
  SheetUnzipsTooLargeError,
} from './sheet-limits';
import { unzippedSizeOf } from './zip-directory';

/**
 * The sheet of a file's bytes, in the format its name says. issue 27 §5: the bounds (sheet-limits)
 * are checked before the file is read whole, and the rows are the cells the file holds, whatever
 * its declared dimension says.
 */
export function readSheetFile(bytes: Uint8Array, format: SheetFileFormat): SheetGrid {
  checkSheetFileSize(bytes.length);
  if (format === 'csv' || format === 'tsv')
    return sheetTextRows(decodeSheetText(bytes), format, MAX_SHEET_ROWS);
  return workbookGrid(bytes, format);
}

/** A cell's text: a number's own value ('3420', not its display '3,420'), a date as ISO, an error as shown. */
function cellText(cell: XLSX.CellObject | undefined, value: unknown): string {
  if (cell?.t === 'e') return cell.w ?? '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date)
    return value
      .toISOString()
      .replace(/T00:00:00\.000Z$/, '')
      .replace(/\.000Z$/, '');
  return String(value ?? '').trim();
}

/** The part of SheetJS's bundled zip reader (CFB) used here; its published types say `any`. */
interface ZipContainer {
  readonly FullPaths: string[];
}
interface ZipLibrary {
  read(data: Uint8Array, options: { type: 'array' }): ZipContainer;
  find(container: ZipContainer, path: string): { content: Uint8Array } | null;
  write(container: ZipContainer, options: { fileType: 'zip'; type: 'array' }): Uint8Array;
  utils: { cfb_add(container: ZipContainer, path: string, content: Uint8Array): void };
}

/**
 * An .ods package as SheetJS reads it, after its tables' extent is checked (checkOdsExtent). SheetJS
 * tells an .ods from other zips by its manifest and then reads its styles; a package with a
 * content.xml but without those parts (written by a tool, not LibreOffice) gets empty ones, so its
 * table is still read.
 */
function checkedOdsPackage(bytes: Uint8Array): Uint8Array {
  const zip = XLSX.CFB as ZipLibrary;
  let container: ZipContainer;
  let content: { content: Uint8Array } | null;
  try {
    container = zip.read(bytes, { type: 'array' });
    content = zip.find(container, 'content.xml');
  } catch {
    throw new UnreadableSheetError('ods');
  }
  if (!content) throw new UnreadableSheetError('ods');
  checkOdsExtent(new TextDecoder().decode(content.content));
  if (zip.find(container, 'META-INF/manifest.xml')) return bytes;
  const encode = (xml: string) => new TextEncoder().encode(xml);
  zip.utils.cfb_add(container, '/META-INF/manifest.xml', encode('<manifest:manifest/>'));
  if (!zip.find(container, 'styles.xml'))
    zip.utils.cfb_add(container, '/styles.xml', encode('<office:document-styles/>'));
  return zip.write(container, { fileType: 'zip', type: 'array' });
}

/** The zip's parts, unpacked by SheetJS's own zip reader (their total already bounded). */
function packageParts(bytes: Uint8Array, format: 'xlsx' | 'ods'): (path: string) => string | null {
  const zip = XLSX.CFB as ZipLibrary;
  let container: ZipContainer;
  try {
    container = zip.read(bytes, { type: 'array' });
  } catch {
    throw new UnreadableSheetError(format);
  }
  return (path) => {
    // SheetJS's zip reader names parts from the package root: '/xl/workbook.xml'.
    const part = zip.find(container, `/${path}`);
    return part ? new TextDecoder().decode(part.content) : null;
  };
}

/**
 * The XML of the workbook's first sheet, found as SheetJS finds it (the workbook's first <sheet>,
 * its relationship's target), or null when the package names none SheetJS would not refuse anyway.
 */
function firstSheetXml(part: (path: string) => string | null): string | null {
  const id = /<(?:\w+:)?sheet\b[^>]*?\s(?:\w+:)?id="([^"]+)"/.exec(part('xl/workbook.xml') ?? '')?.[1];
  const relationships = (part('xl/_rels/workbook.xml.rels') ?? '').match(/<Relationship\b[^>]*>/g) ?? [];
  const target = relationships
    .find((relationship) => relationship.includes(`Id="${id}"`))
    ?.match(/Target="([^"]+)"/)?.[1];
  const candidates = target
    ? [`xl/${target.replace(/^\/?(xl\/)?/, '')}`, target.replace(/^\//, '')]
    : ['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet.xml'];
  for (const path of candidates) {
    const xml = part(path);
    if (xml !== null) return xml;
  }
  return null;
}

/**
 * The first sheet of an .xlsx or .ods workbook, read by SheetJS: `rows[i]` is the spreadsheet's row
 * i + 1 from column A (blank rows and columns before the data kept), trailing blank cells and rows
 * dropped, comments and later sheets left out.
 */
function workbookGrid(bytes: Uint8Array, format: 'xlsx' | 'ods'): SheetGrid {
  // Both are zip packages; anything else (a text file renamed, say) is refused rather than guessed at.
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new UnreadableSheetError(format);
  checkUnzippedSize(bytes, format);
  if (format === 'xlsx') {
    const part = packageParts(bytes, format);
    const sheetXml = firstSheetXml(part);
    if (sheetXml !== null) checkXlsxExtent(sheetXml);
  }
  const data = format === 'ods' ? checkedOdsPackage(bytes) : bytes;
  let sheet: XLSX.WorkSheet | undefined;
  try {
    const workbook = XLSX.read(data, {
      type: 'array',
      dense: true,
      // issue 27 §5: `<dimension>` is a writer's claim, stale as often as not (A1:K10 over 1,510
      // filled rows); the sheet is the cells it holds.
      nodim: true,
      sheets: 0,
      cellDates: format === 'ods', // as before: an xlsx date its serial number, an ods date its ISO value
      UTC: true,
    });
    const type = workbook.bookType ?? format;
    if (type !== format && !(format === 'xlsx' && type.startsWith('xls'))) throw new Error(type);
    sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  } catch {
    throw new UnreadableSheetError(format);
  }
  if (!sheet) throw new UnreadableSheetError(format);
  const cells = sheet['!data'] ?? [];
  let lastRow = -1;
  let lastColumn = -1;
  cells.forEach((row, r) =>
    row?.forEach((cell, c) => {
      if (cellText(cell, cell.v) === '') return;
      // Checked before the grid is laid out: a stray cell at XFD1048576 would make it 17 billion cells.
      if (r >= MAX_SHEET_ROWS) throw new SheetTooManyRowsError();
      if (c >= MAX_SHEET_COLUMNS) throw new SheetTooManyColumnsError(XLSX.utils.encode_cell({ r, c }));
      lastRow = Math.max(lastRow, r);
      lastColumn = Math.max(lastColumn, c);
    }),
  );
  if (lastRow < 0) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    UTC: true,
    blankrows: true,
    defval: '',
    range: { s: { r: 0, c: 0 }, e: { r: lastRow, c: lastColumn } },
  });
  return rows.map((row, r) => {
    const grid = row.map((value, c) => cellText(cells[r]?.[c], value));
    while (grid.length > 0 && grid[grid.length - 1] === '') grid.pop();
    return grid;
  });
}

/** A small file that unpacks to gigabytes is refused before SheetJS unpacks it (zip-directory). */
function checkUnzippedSize(bytes: Uint8Array, format: 'xlsx' | 'ods'): void {
  const unzipped = unzippedSizeOf(bytes);
  if (unzipped === null) throw new UnreadableSheetError(format);
  if (unzipped > MAX_SHEET_UNZIPPED_BYTES) throw new SheetUnzipsTooLargeError(unzipped);
}
