/** One part of a zip package as its central directory lists it. */
export interface ZipEntry {
  /** The part's name as stored (bytes read as Latin-1, as SheetJS's zip reader names them). */
  readonly name: string;
  /** 0 stored, 8 deflated; anything else is not a spreadsheet's. */
  readonly method: number;
  readonly compressedSize: number;
  /** What the part says it unpacks to; `Infinity` for a zip64 part (no sheet needs 4 GB). */
  readonly size: number;
  readonly localHeaderOffset: number;
}

/**
 * docs/sheet-files.md: a zip package's (an .xlsx or .ods) parts, read from its central directory at the end
 * of the file without unpacking anything, so the reader can unpack only the parts it reads, each
 * bounded by what it says it holds. `null` when the bytes are not a readable zip.
 */
export function zipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const END_OF_DIRECTORY = 0x06054b50;
  const DIRECTORY_ENTRY = 0x02014b50;
  // The end record is 22 bytes, followed by a comment of at most 65,535 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  for (let entry = 0; entry < count; entry += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(at + 28, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const zip64 = size === 0xffffffff || compressedSize === 0xffffffff;
    let name = '';
    for (const byte of bytes.subarray(at + 46, at + 46 + nameLength)) name += String.fromCharCode(byte);
    entries.push({
      name,
      method: view.getUint16(at + 10, true),
      compressedSize,
      size: zip64 ? Number.POSITIVE_INFINITY : size,
      localHeaderOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** What a zip package's parts say they unpack to, together; `null` when the bytes are not a zip. */
export function unzippedSizeOf(bytes: Uint8Array): number | null {
  return zipDirectory(bytes)?.reduce((total, entry) => total + entry.size, 0) ?? null;
}

/**
 * The compressed bytes of a part, found through its local header; `null` when they lie outside the
 * file.
 */
export function storedBytesOf(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) return null;
  return bytes.subarray(start, start + entry.compressedSize);
}
