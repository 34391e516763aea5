import * as XLSX from '@e965/xlsx';
import { UnreadableSheetError } from './sheet-file';
import { checkOdsExtent, firstOdsTableEnd, withoutOdsComments } from './ods-extent';
import { checkXlsxExtent } from './xlsx-extent';
import {
  MAX_SHEET_UNZIPPED_BYTES,
  SheetPackageNotSupportedError,
  SheetUnzipsTooLargeError,
} from './sheet-limits';
import { storedBytesOf, zipDirectory, type ZipEntry } from './zip-directory';

/** The part of SheetJS's bundled zip reader (CFB) used here; its published types say `any`. */
export interface ZipContainer {
  readonly FullPaths: string[];
}
interface ZipLibrary {
  utils: {
    cfb_new(): ZipContainer;
    cfb_add(container: ZipContainer, path: string, content: Uint8Array): void;
    _inflateRaw(payload: Uint8Array, size: number): Uint8Array;
  };
}
const zip = XLSX.CFB as ZipLibrary;

/**
 * docs/sheet-files.md: a workbook's zip, narrowed to the parts we read and checked before SheetJS reads them.
 * SheetJS picks its parser from a zip's parts, not its name (a manifest or content.xml makes it an
 * .ods), and reads every part it finds; so the package's kind is told from its parts here, only the
 * parts of the first sheet are unpacked (each bounded by what it declares, all of them together by
 * MAX_SHEET_UNZIPPED_BYTES), their extent is walked, and SheetJS is handed a package of exactly those
 * parts. A zip it would read as something we cannot check first (.xlsb, Numbers, anything else) is
 * refused.
 */
export function checkedSheetPackage(
  bytes: Uint8Array,
  format: 'xlsx' | 'ods',
): { container: ZipContainer; kind: 'xlsx' | 'ods' } {
  const entries = zipDirectory(bytes);
  if (!entries) throw new UnreadableSheetError(format);
  // SheetJS finds parts by name in any case, '\' or '/' (safegetzipfile).
  const byName = new Map<string, ZipEntry>();
  for (const entry of entries) {
    const key = entry.name.toLowerCase().replace(/\\/g, '/');
    if (!byName.has(key)) byName.set(key, entry);
  }
  let budget = MAX_SHEET_UNZIPPED_BYTES;
  const unpack = (path: string): Uint8Array | null => {
    const entry = byName.get(path.toLowerCase().replace(/^\//, ''));
    if (!entry) return null;
    budget -= entry.size;
    if (budget < 0) throw new SheetUnzipsTooLargeError(MAX_SHEET_UNZIPPED_BYTES - budget);
    return unpackPart(bytes, entry, format);
  };
  const has = (path: string) => byName.has(path);
  if (has('meta-inf/manifest.xml') || has('objectdata.xml') || has('content.xml'))
    return { container: odsPackage(unpack), kind: 'ods' };
  if (has('[content_types].xml') && has('xl/workbook.xml'))
    return { container: xlsxPackage(unpack), kind: 'xlsx' };
  throw new SheetPackageNotSupportedError();
}

/**
 * A part's bytes, inflated into a buffer of the size it declares: a part that lies about its size
 * cannot grow past it (SheetJS's own reader trusts the local header, which may say nothing).
 */
function unpackPart(bytes: Uint8Array, entry: ZipEntry, format: 'xlsx' | 'ods'): Uint8Array {
  const stored = storedBytesOf(bytes, entry);
  if (!stored) throw new UnreadableSheetError(format);
  if (entry.method === 0) return stored.slice(0, entry.size);
  if (entry.method !== 8) throw new UnreadableSheetError(format);
  if (entry.size === 0) return new Uint8Array(0);
  try {
    // SheetJS's inflater returns a Uint8Array (a Buffer in Node) of exactly that size: used as is.
    return zip.utils._inflateRaw(stored.slice(), entry.size).subarray(0, entry.size);
  } catch {
    throw new UnreadableSheetError(format);
  }
}

/** The UTF-8 length of a text's first `end` characters, counted rather than encoded. */
function utf8Length(text: string, end: number): number {
  let length = 0;
  for (let i = 0; i < end; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) length += 1;
    else if (code < 0x800) length += 2;
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < end) {
      length += 4;
      i += 1;
    } else length += 3;
  }
  return length;
}

const text = (part: Uint8Array) => new TextDecoder().decode(part);
const encode = (xml: string) => new TextEncoder().encode(xml);

/**
 * An .ods of its first table: content.xml cut after that table (checkOdsExtent walks what SheetJS will
 * read), with the manifest (SheetJS refuses an encrypted one by it) and the styles, empty ones for a
 * package written by a tool without them.
 */
function odsPackage(unpack: (path: string) => Uint8Array | null): ZipContainer {
  const unpacked = unpack('content.xml');
  if (!unpacked) throw new UnreadableSheetError('ods');
  const content = withoutOdsComments(unpacked);
  const xml = text(content);
  const end = firstOdsTableEnd(xml);
  checkOdsExtent(xml.slice(0, end));
  const container = zip.utils.cfb_new();
  zip.utils.cfb_add(container, '/content.xml', content.subarray(0, utf8Length(xml, end)));
  zip.utils.cfb_add(
    container,
    '/META-INF/manifest.xml',
    unpack('META-INF/manifest.xml') ?? encode('<manifest:manifest/>'),
  );
  zip.utils.cfb_add(container, '/styles.xml', unpack('styles.xml') ?? encode('<office:document-styles/>'));
  return container;
}

/** SheetJS's resolve_path: a relationship's target from the folder of the part that names it. */
function resolvedTarget(target: string, base: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const path = base.split('/');
  path.pop();
  for (const step of target.split('/')) {
    if (step === '..') path.pop();
    else if (step !== '.') path.push(step);
  }
  return path.join('/');
}

const unescapeXml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const CONTENT_TYPES = `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>
</Types>`;

/**
 * An .xlsx of its workbook, first sheet and shared strings. The first sheet is the workbook's first
 * <sheet>, at its relationship's target resolved as SheetJS resolves it ('./', '../', '/xl/...'); a
 * package whose first sheet cannot be found is refused. The package handed to SheetJS names no
 * relationships, so SheetJS reads that sheet where it looks by default.
 */
function xlsxPackage(unpack: (path: string) => Uint8Array | null): ZipContainer {
  const workbook = unpack('xl/workbook.xml');
  const relationships = unpack('xl/_rels/workbook.xml.rels');
  if (!workbook || !relationships) throw new UnreadableSheetError('xlsx');
  const id = /<(?:\w+:)?sheet\b[^>]*?\s(?:\w+:)?id="([^"]+)"/.exec(text(workbook))?.[1];
  const relationship = (text(relationships).match(/<(?:\w+:)?Relationship\b[^>]*>/g) ?? []).find(
    (tag) => /\sId="([^"]*)"/.exec(tag)?.[1] === id,
  );
  const target = relationship && /\sTarget="([^"]*)"/.exec(relationship)?.[1];
  if (id === undefined || !target) throw new UnreadableSheetError('xlsx');
  const sheet = unpack(resolvedTarget(unescapeXml(target), 'xl/workbook.xml'));
  if (!sheet) throw new UnreadableSheetError('xlsx');
  if (/\.bin$/i.test(target)) throw new SheetPackageNotSupportedError();
  checkXlsxExtent(text(sheet));
  const sharedStringsPath =
    /<Override\b[^>]*PartName="([^"]+)"[^>]*ContentType="[^"]*sharedStrings\+xml"/.exec(
      text(unpack('[Content_Types].xml') ?? new Uint8Array(0)),
    )?.[1] ?? 'xl/sharedStrings.xml';
  const sharedStrings = unpack(sharedStringsPath);
  const container = zip.utils.cfb_new();
  zip.utils.cfb_add(container, '/[Content_Types].xml', encode(CONTENT_TYPES));
  zip.utils.cfb_add(container, '/xl/workbook.xml', workbook);
  zip.utils.cfb_add(container, '/xl/worksheets/sheet1.xml', sheet);
  if (sharedStrings) zip.utils.cfb_add(container, '/xl/sharedStrings.xml', sharedStrings);
  return container;
}
