import { strFromU8, strToU8, zipSync } from 'fflate';
import { storedBytesOf, unzippedSizeOf, zipDirectory } from './zip-directory';

describe('the unzipped size a zip package declares (docs/sheet-files.md)', () => {
  it('adds up what every part unpacks to, without unpacking any', () => {
    const zip = zipSync(
      { 'a.xml': new Uint8Array(1000).fill(0x20), 'b/c.xml': strToU8('<x/>') },
      { level: 9 },
    );
    expect(zip.length).toBeLessThan(400);
    expect(unzippedSizeOf(zip)).toBe(1004);
  });

  it('finds the directory behind a zip comment', () => {
    const zip = zipSync({ 'a.xml': strToU8('<x/>') });
    const comment = strToU8('written by a tool');
    const commented = new Uint8Array(zip.length + comment.length);
    commented.set(zip);
    commented.set(comment, zip.length);
    new DataView(commented.buffer).setUint16(zip.length - 2, comment.length, true);
    expect(unzippedSizeOf(commented)).toBe(4);
  });

  it('says null for bytes that are not a zip, or a zip cut short', () => {
    expect(unzippedSizeOf(strToU8('PK not really a zip at all, just text'))).toBeNull();
    const zip = zipSync({ 'a.xml': strToU8('<x/>') });
    expect(unzippedSizeOf(zip.slice(0, zip.length - 30))).toBeNull();
  });

  it('lists each part with its declared size and finds its stored bytes through the local header', () => {
    const zip = zipSync(
      { 'a.xml': [strToU8('<x/>'), { level: 0 }], 'b.xml': new Uint8Array(1000).fill(0x20) },
      { level: 9 },
    );
    const [a, b] = zipDirectory(zip) ?? [];
    expect(a).toMatchObject({ name: 'a.xml', method: 0, size: 4 });
    expect(b).toMatchObject({ name: 'b.xml', method: 8, size: 1000 });
    expect(strFromU8(storedBytesOf(zip, a) ?? new Uint8Array())).toBe('<x/>');
    expect(storedBytesOf(zip, { ...b, localHeaderOffset: zip.length - 10 })).toBeNull();
  });
});
