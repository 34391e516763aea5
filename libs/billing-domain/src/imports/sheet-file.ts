import { unzipSync, strFromU8 } from 'fflate';
import { parse as parseDelimited } from 'papaparse';
import { InvalidInputError } from '../errors/invalid-input.error';

/**
 * issue 19 §2 Files in, everywhere: the one reader of a sheet, whatever it came as (an .xlsx or .ods
 * workbook, a .csv in UTF-8 with or without a byte-order mark or in Windows-1256 as Excel on Arabic
 * Windows saves it, a .tsv, or text pasted from a spreadsheet). The web, the API and the CLI read
 * files through it, so a row has one number everywhere: the row number the spreadsheet shows.
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

function delimitedRows(text: string, delimiter: string): SheetGrid {
  const read = (quoteChar: string) => {
    const parsed = parseDelimited<string[]>(text, { delimiter, quoteChar, skipEmptyLines: false });
    return parsed.errors.some((error) => error.type === 'Quotes') ? null : parsed.data;
  };
  return (read('"') ?? read(NO_QUOTES) ?? []).map((row) => row.map((cell) => cell.trim()));
}

/**
 * The rows of sheet text: tab-separated (a .tsv, Excel's copy) or CSV (commas, or the semicolons
 * Excel writes in some locales). One record is one row, a quoted line break included.
 */
export function sheetTextRows(text: string, format: 'csv' | 'tsv'): SheetGrid {
  const clean = String(text ?? '')
    .replace(/^\uFEFF/, '')
    .replaceAll(NO_QUOTES, '')
    .replace(/\r\n?/g, '\n');
  if (format === 'tsv') return delimitedRows(clean, '\t');
  const firstLine = clean.split('\n', 1)[0] ?? '';
  const semicolons = firstLine.match(/;/g)?.length ?? 0;
  return delimitedRows(clean, semicolons > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',');
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

/** The sheet of a file's bytes, in the format its name says. */
export function readSheetFile(bytes: Uint8Array, format: SheetFileFormat): SheetGrid {
  if (format === 'csv' || format === 'tsv') return sheetTextRows(decodeSheetText(bytes), format);
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => file.name.endsWith('.xml') || file.name.endsWith('.rels'),
    });
  } catch {
    throw new UnreadableSheetError(format);
  }
  const text = (path: string) => (files[path] ? strFromU8(files[path]) : null);
  const grid = format === 'xlsx' ? xlsxGrid(text) : odsGrid(text('content.xml'));
  if (grid === null) throw new UnreadableSheetError(format);
  return grid;
}

// ---- A small XML reader: the files are written by Excel and LibreOffice, well formed. ----

interface XmlTag {
  readonly name: string;
  readonly closing: boolean;
  readonly selfClosing: boolean;
  readonly attributes: Readonly<Record<string, string>>;
}

const TOKEN =
  /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<[?!][\s\S]*?>|<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return String.fromCodePoint(code);
    }
    return { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[entity.toLowerCase()] ?? '';
  });
}

/** Walks the XML: each tag, and each text run (entities decoded). */
function walkXml(xml: string, onTag: (tag: XmlTag) => void, onText: (text: string) => void): void {
  for (const match of xml.matchAll(TOKEN)) {
    const [, cdata, closing, name, attributeText, selfClosing, text] = match;
    if (cdata !== undefined) onText(cdata);
    else if (text !== undefined) onText(decodeEntities(text));
    else if (name !== undefined) {
      const attributes: Record<string, string> = {};
      for (const [, key, double, single] of (attributeText ?? '').matchAll(ATTRIBUTE))
        attributes[key] = decodeEntities(double ?? single ?? '');
      onTag({ name, closing: closing === '/', selfClosing: selfClosing === '/', attributes });
    }
  }
}

/** A1-style column letters to a 0-based index: 'A' → 0, 'AB' → 27. */
function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/i.exec(reference)?.[0].toUpperCase() ?? '';
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function setCell(grid: SheetGrid, row: number, column: number, value: string): void {
  while (grid.length <= row) grid.push([]);
  const cells = grid[row];
  while (cells.length < column) cells.push('');
  cells[column] = value.trim();
}

/** The first worksheet of an .xlsx: its path from the workbook's relationships, shared strings read. */
function xlsxGrid(text: (path: string) => string | null): SheetGrid | null {
  const workbook = text('xl/workbook.xml');
  if (workbook === null) return null;
  let sheetRelation: string | null = null;
  walkXml(
    workbook,
    (tag) => {
      if (sheetRelation === null && !tag.closing && tag.name === 'sheet')
        sheetRelation = tag.attributes['r:id'] ?? null;
    },
    () => undefined,
  );
  let sheetPath = 'xl/worksheets/sheet1.xml';
  walkXml(
    text('xl/_rels/workbook.xml.rels') ?? '',
    (tag) => {
      if (tag.name === 'Relationship' && tag.attributes.Id === sheetRelation && tag.attributes.Target) {
        const target = tag.attributes.Target;
        sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      }
    },
    () => undefined,
  );
  const sheet = text(sheetPath);
  if (sheet === null) return null;

  const shared: string[] = [];
  let item: string | null = null;
  let inText = false;
  let inPhonetic = false;
  walkXml(
    text('xl/sharedStrings.xml') ?? '',
    (tag) => {
      if (tag.name === 'si') {
        if (tag.closing) shared.push(item ?? '');
        item = tag.closing ? null : tag.selfClosing ? (shared.push(''), null) : '';
      } else if (tag.name === 'rPh') inPhonetic = !tag.closing && !tag.selfClosing;
      else if (tag.name === 't') inText = !tag.closing && !tag.selfClosing;
    },
    (run) => {
      if (inText && !inPhonetic && item !== null) item += run;
    },
  );

  const grid: SheetGrid = [];
  let row = -1;
  let cell: { column: number; type: string; value: string } | null = null;
  let reading: 'v' | 't' | null = null;
  walkXml(
    sheet,
    (tag) => {
      if (tag.name === 'row' && !tag.closing) {
        row = tag.attributes.r ? Number(tag.attributes.r) - 1 : row + 1;
        while (grid.length <= row) grid.push([]);
      } else if (tag.name === 'c') {
        if (tag.closing) {
          if (cell) setCell(grid, row, cell.column, xlsxCellText(cell.type, cell.value, shared));
          cell = null;
        } else {
          const column = tag.attributes.r ? columnIndex(tag.attributes.r) : (grid[row]?.length ?? 0);
          cell = tag.selfClosing ? null : { column, type: tag.attributes.t ?? 'n', value: '' };
        }
      } else if (tag.name === 'v' || tag.name === 't') {
        reading = tag.closing || tag.selfClosing ? null : tag.name;
      }
    },
    (run) => {
      if (cell && reading) cell.value += run;
    },
  );
  return grid;
}

function xlsxCellText(type: string, value: string, shared: readonly string[]): string {
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

/**
 * The first table of an .ods (content.xml): repeated rows and cells unrolled (trailing blank ones
 * dropped), a number's own value rather than its display ('3420', not '3,420'), paragraphs joined by
 * line breaks, spaces (text:s) and tabs restored, comments left out.
 */
function odsGrid(content: string | null): SheetGrid | null {
  if (content === null) return null;
  const grid: SheetGrid = [];
  let tables = 0;
  let done = false;
  let row: string[] | null = null;
  let rowRepeat = 1;
  let pendingRows = 0;
  let pendingCells = 0;
  let cell: { value: string | null; text: string; paragraphs: number; repeat: number } | null = null;
  let inParagraph = 0;
  let inAnnotation = 0;

  walkXml(
    content,
    (tag) => {
      if (done) return;
      const { name, closing, selfClosing, attributes } = tag;
      if (name === 'table:table') {
        if (!closing) tables += 1;
        else done = true;
        return;
      }
      if (tables !== 1) return;
      if (name === 'office:annotation') {
        if (!selfClosing) inAnnotation += closing ? -1 : 1;
        return;
      }
      if (inAnnotation > 0) return;
      if (name === 'table:table-row') {
        if (!closing) {
          row = [];
          pendingCells = 0;
          rowRepeat = Number(attributes['table:number-rows-repeated'] ?? 1);
        }
        if (closing || selfClosing) {
          const cells = row ?? [];
          if (cells.length === 0) pendingRows += rowRepeat;
          else {
            for (; pendingRows > 0; pendingRows -= 1) grid.push([]);
            for (let copy = 0; copy < rowRepeat; copy += 1) grid.push([...cells]);
          }
          row = null;
        }
        return;
      }
      if (name === 'table:table-cell' || name === 'table:covered-table-cell') {
        if (!closing) {
          const type = attributes['office:value-type'];
          const value =
            type === 'float' || type === 'percentage' || type === 'currency'
              ? (attributes['office:value'] ?? null)
              : type === 'date'
                ? (attributes['office:date-value'] ?? null)
                : type === 'boolean'
                  ? attributes['office:boolean-value'] === 'true'
                    ? 'TRUE'
                    : 'FALSE'
                  : null;
          cell = {
            value,
            text: '',
            paragraphs: 0,
            repeat: Number(attributes['table:number-columns-repeated'] ?? 1),
          };
        }
        if ((closing || selfClosing) && cell && row) {
          const text = (cell.value ?? cell.text).trim();
          if (text === '') pendingCells += cell.repeat;
          else {
            for (; pendingCells > 0; pendingCells -= 1) row.push('');
            for (let copy = 0; copy < cell.repeat; copy += 1) row.push(text);
          }
          cell = null;
        }
        return;
      }
      if (!cell) return;
      if (name === 'text:p' || name === 'text:h') {
        if (!closing) {
          if (cell.paragraphs > 0) cell.text += '\n';
          cell.paragraphs += 1;
        }
        if (!selfClosing) inParagraph += closing ? -1 : 1;
      } else if (name === 'text:s' && !closing) {
        cell.text += ' '.repeat(Number(attributes['text:c'] ?? 1));
      } else if (name === 'text:tab' && !closing) cell.text += '\t';
      else if (name === 'text:line-break' && !closing) cell.text += '\n';
    },
    (run) => {
      if (!done && cell && inParagraph > 0 && inAnnotation === 0) cell.text += run;
    },
  );
  return grid;
}

/**
 * issue 19 §3 "download these rows": the sheet's header and the rows named by `reasons` (their sheet
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
