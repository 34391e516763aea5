/**
 * issue 27 §5: what a zip package (an .xlsx or .ods) says its parts unpack to, read from its central
 * directory at the end of the file without unpacking anything, so a small file that unpacks to
 * gigabytes is refused before SheetJS unpacks it. `null` when the bytes are not a readable zip.
 * A part too large for the classic directory (zip64) counts as unbounded: no sheet needs 4 GB.
 */
export function unzippedSizeOf(bytes: Uint8Array): number | null {
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
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const unzipped = view.getUint32(at + 24, true);
    if (unzipped === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += unzipped;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}
