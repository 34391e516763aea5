import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, type Gunzip, type Gzip } from 'node:zlib';
import { BackupNotFoundError, BackupUnreadableError } from '@kahraba/billing-domain';
import type { BackupManifest } from './backup-manifest';

/**
 * The backup file (docs/backups.md): gzip of a text stream.
 *   KAHRABA-BACKUP 1
 *   {manifest as one line of JSON}
 *   then per table of the manifest, in order: its rows in COPY text format, one line each, then `\.`
 *   END <sha-256 of every byte above>
 * A row of COPY's text format is always one line (newlines inside values are written `\n`), and no
 * row can be `\.` alone (a backslash in a value is written `\\`), so the sections need no lengths.
 * gzip's CRC and the closing digest refuse a truncated file or one with any byte changed.
 */
const MAGIC = 'KAHRABA-BACKUP 1';
const SECTION_END = '\\.';
const TRAILER = /^END ([0-9a-f]{64})$/;
const CHUNK = 256 * 1024;
const NEWLINE = 0x0a;

export class BackupFileWriter {
  private readonly digest: Hash = createHash('sha256');
  private readonly gzip: Gzip = createGzip({ level: 6 });
  private readonly written: Promise<void>;

  /** Creates (or empties) `file`, readable by its owner only. */
  constructor(file: string) {
    this.written = pipeline(this.gzip, createWriteStream(file, { mode: 0o600 }));
    this.written.catch(() => undefined);
  }

  async writeHeader(manifest: BackupManifest): Promise<void> {
    await this.write(Buffer.from(`${MAGIC}\n${JSON.stringify(manifest)}\n`));
  }

  /** Bytes of the current table's section (whole COPY text lines once the section ends). */
  async write(data: Buffer): Promise<void> {
    this.digest.update(data);
    if (!this.gzip.write(data)) await Promise.race([once(this.gzip, 'drain'), this.written]);
  }

  async endSection(): Promise<void> {
    await this.write(Buffer.from(`${SECTION_END}\n`));
  }

  /** Writes the closing digest and waits until every byte is handed to the file. */
  async finish(): Promise<void> {
    this.gzip.end(`END ${this.digest.digest('hex')}\n`);
    await this.written;
  }

  abort(): void {
    this.gzip.destroy();
  }
}

/** Reads a backup file from its head to its closing digest; any flaw is a BackupUnreadableError. */
export class BackupFileReader {
  private readonly digest: Hash = createHash('sha256');
  private readonly gunzip: Gunzip = createGunzip();
  private readonly chunks: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(file: string) {
    if (!existsSync(file)) throw new BackupNotFoundError(file);
    void pipeline(createReadStream(file), this.gunzip).catch(() => undefined);
    this.chunks = this.gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  async readManifest(): Promise<BackupManifest> {
    const magic = await this.nextLine(true);
    if (magic?.toString() !== MAGIC) throw new BackupUnreadableError('not a Kahraba backup');
    const line = await this.nextLine(true);
    try {
      const manifest = JSON.parse(line?.toString() ?? '') as BackupManifest;
      if (manifest.format !== 1 || !Array.isArray(manifest.tables)) throw new Error('unknown format');
      return manifest;
    } catch {
      throw new BackupUnreadableError('the manifest cannot be read');
    }
  }

  /** One table's rows as chunks of whole lines, until its end mark; `counted` learns how many. */
  async *section(counted: { rows: number }): AsyncGenerator<Buffer> {
    let batch: Buffer[] = [];
    let size = 0;
    for (;;) {
      const line = await this.nextLine(true);
      if (line === null) throw new BackupUnreadableError('the file ends inside a table');
      if (line.length === 2 && line.toString() === SECTION_END) break;
      counted.rows += 1;
      batch.push(line, NEWLINE_BUFFER);
      size += line.length + 1;
      if (size >= CHUNK) {
        yield Buffer.concat(batch, size);
        batch = [];
        size = 0;
      }
    }
    if (size > 0) yield Buffer.concat(batch, size);
  }

  /** Skips one table's rows, counting them. */
  async skipSection(): Promise<number> {
    const counted = { rows: 0 };
    for await (const chunk of this.section(counted)) void chunk;
    return counted.rows;
  }

  /** The closing digest must match every byte read, and nothing may follow it. */
  async readTrailer(): Promise<void> {
    const line = await this.nextLine(false);
    const match = TRAILER.exec(line?.toString() ?? '');
    if (!match || match[1] !== this.digest.digest('hex'))
      throw new BackupUnreadableError('the closing digest does not match');
    if ((await this.nextLine(false)) !== null) throw new BackupUnreadableError('data after the end');
  }

  close(): void {
    this.gunzip.destroy();
  }

  private async nextLine(hashed: boolean): Promise<Buffer | null> {
    for (;;) {
      const end = this.pending.indexOf(NEWLINE);
      if (end !== -1) {
        const line = this.pending.subarray(0, end);
        if (hashed) this.digest.update(this.pending.subarray(0, end + 1));
        this.pending = this.pending.subarray(end + 1);
        return line;
      }
      if (this.ended) {
        if (this.pending.length > 0) throw new BackupUnreadableError('the last line is cut off');
        return null;
      }
      let next: IteratorResult<Buffer>;
      try {
        next = await this.chunks.next();
      } catch (error) {
        throw new BackupUnreadableError(error instanceof Error ? error.message : String(error));
      }
      if (next.done) this.ended = true;
      else this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
    }
  }
}

const NEWLINE_BUFFER = Buffer.from('\n');
