import { UnreadableSheetError } from './sheet-file';
import {
  MAX_SHEET_CELLS,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  SheetTooManyCellsError,
  SheetTooManyColumnsError,
  SheetTooManyRowsError,
} from './sheet-limits';

// SheetJS's own tag pattern for content.xml (xlmlregex): any namespace prefix, attributes in double
// quotes only; a tag it does not match is a tag it does not read, so neither do we.
const TAG = /<([/]?)([^\s?><!/:"]*:|)([^\s?<>:/"]+)(?:\s+[^<>=?"'\s]+="[^"]*?")*\s*[/]?>/gm;
const ATTRIBUTE = /\s([^"\s?>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^'">\s]+))/g;

/** A tag's name as SheetJS switches on it: the prefix gone, and anything from an underscore. */
const nameOf = (name: string) => name.replace(/_[\s\S]*$/, '');
const TABLE = new Set(['table', '工作表']);
const ROW = new Set(['table-row', '行']);
const CELL = new Set(['table-cell', '数据']);

/**
 * The values of a tag's attribute as SheetJS's parsexmltag keys them (the name after the prefix, any
 * case; without a prefix, cut at an underscore). Several may claim the name; the caller takes the
 * largest, so a count is never less than what SheetJS unrolls.
 */
function attributeValues(tag: string, name: string): string[] {
  const values: string[] = [];
  for (const [, key, double, single, bare] of tag.matchAll(ATTRIBUTE)) {
    const colon = key.indexOf(':');
    const local = colon < 0 ? key.replace(/_.*$/, '') : key.slice(colon + 1);
    if (local.toLowerCase() === name) values.push(double ?? single ?? bare ?? '');
  }
  return values;
}

/** Rows a row tag repeats, as SheetJS counts them (`+value || 1`, so '1e6' is a million). */
const rowsRepeated = (tag: string) =>
  Math.max(1, ...attributeValues(tag, 'number-rows-repeated').map((value) => +value || 1));

/** Columns a cell tag repeats, as SheetJS counts them (`parseInt`). */
const columnsRepeated = (tag: string) =>
  Math.max(1, ...attributeValues(tag, 'number-columns-repeated').map((value) => parseInt(value, 10) || 1));

/** The sheet's column letters of a 0-based column (0 → A, 16383 → XFD). */
function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * Where the first table of an .ods's content.xml ends (just after its closing tag, as SheetJS's tag
 * pattern finds it), or the text's length. content.xml holds every sheet of the workbook and SheetJS
 * unrolls them all; we import the first, so SheetJS is given the text up to here only, and the other
 * sheets are neither counted against the limits nor unrolled.
 */
export function firstOdsTableEnd(content: string): number {
  for (const match of content.matchAll(TAG)) {
    if (match[1] === '/' && TABLE.has(nameOf(match[3]))) return match.index + match[0].length;
  }
  return content.length;
}

const bytesOf = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const COMMENT_OPEN = bytesOf('<!--');
const COMMENT_CLOSE = bytesOf('-->');
const DOCTYPE = bytesOf('<!DOCTYPE');

function indexOfBytes(bytes: Uint8Array, pattern: number[], from: number, to = bytes.length): number {
  for (
    let at = bytes.indexOf(pattern[0], from);
    at >= 0 && at + pattern.length <= to;
    at = bytes.indexOf(pattern[0], at + 1)
  ) {
    if (pattern.every((byte, i) => bytes[at + i] === byte)) return at;
  }
  return -1;
}

/**
 * content.xml's bytes with its comments taken out as SheetJS takes them out (str_remove_ng: an
 * unclosed comment drops the rest), in place: a refused file costs no second copy. Taking a comment
 * out can join the text around it into a tag, so the walk is of what SheetJS reads. A DOCTYPE (never
 * in an .ods) is refused: SheetJS cuts it out in a way that can repeat the text before it.
 */
export function withoutOdsComments(bytes: Uint8Array): Uint8Array {
  if (indexOfBytes(bytes, DOCTYPE, 0, Math.min(bytes.length, 1024 + DOCTYPE.length)) >= 0)
    throw new UnreadableSheetError('ods');
  let start = indexOfBytes(bytes, COMMENT_OPEN, 0);
  if (start < 0) return bytes;
  let length = 0;
  let last = 0;
  const keep = (from: number, to: number) => {
    bytes.copyWithin(length, from, to);
    length += to - from;
  };
  while (start > -1) {
    keep(last, start);
    const end = indexOfBytes(bytes, COMMENT_CLOSE, start + 4);
    if (end < 0) break;
    last = end + 3;
    start = indexOfBytes(bytes, COMMENT_OPEN, last);
    if (start < 0) keep(last, bytes.length);
  }
  return bytes.subarray(0, length);
}

/**
 * docs/sheet-files.md: an .ods says "this row, a million times" in a few bytes, and SheetJS unrolls every
 * repeat of a cell it keeps (a cell at B2 repeated over 1,048,575 rows and 16,384 columns is 17
 * billion cells from a 1 KB file). The table is walked here first as SheetJS walks it, repeats
 * counted, not unrolled: a kept cell past the row or column limit refuses the file, and so do more
 * kept cells than MAX_SHEET_CELLS. SheetJS keeps a cell when its tag closes (a stray closing tag
 * keeps the last cell again) and a self-closed cell only when it holds a string; blank cells,
 * written self-closed, may repeat to the sheet's edge, as LibreOffice writes them.
 */
export function checkOdsExtent(content: string): void {
  let row = -1;
  let rows = 1;
  let column = -1;
  let columns = 1;
  let cells = 0;
  const keep = (count: number, across: number) => {
    cells += count * across;
    if (cells > MAX_SHEET_CELLS) throw new SheetTooManyCellsError();
    if (column + across > MAX_SHEET_COLUMNS)
      throw new SheetTooManyColumnsError(`${columnLetters(column + across - 1)}${Math.max(row, 0) + 1}`);
    if (row + count > MAX_SHEET_ROWS) throw new SheetTooManyRowsError();
  };
  for (const [tag, closing, , rawName] of content.matchAll(TAG)) {
    const name = nameOf(rawName);
    const selfClosing = tag.charAt(tag.length - 2) === '/';
    if (TABLE.has(name)) {
      if (!closing && !selfClosing) row = column = -1;
    } else if (ROW.has(name)) {
      if (closing) {
        row += rows;
        rows = 1;
      } else {
        const numbered = attributeValues(tag, '行号').map((value) => +value - 1);
        if (numbered.length > 0) row = Math.max(...numbered);
        else if (row === -1) row = 0;
        rows = rowsRepeated(tag);
        column = -1;
      }
    } else if (name === 'covered-table-cell') {
      if (!closing) {
        columns = columnsRepeated(tag);
        column += columns;
      }
    } else if (CELL.has(name)) {
      if (closing) {
        // SheetJS keeps the cell at its first column and `columns - 1` after it, in every repeated row.
        keep(Math.ceil(rows), columns);
        column += columns - 1;
      } else {
        column += 1;
        columns = columnsRepeated(tag);
        if (selfClosing) {
          if (attributeValues(tag, 'value-type').length + attributeValues(tag, '数据类型').length > 0)
            keep(1, 1);
          column += columns - 1;
        }
      }
    }
  }
}
