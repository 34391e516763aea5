import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { readTableVersion } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';

const gzipped = promisify(gzip);

interface Answer {
  version: bigint;
  json: Buffer;
  gzip: Promise<Buffer>;
}

/**
 * Serves a whole-table list (5,000 customers are about 2 MB of JSON) serialised and compressed
 * once per version of the table: readers get the same bytes until a write moves the table's
 * counter in PostgreSQL, which every instance reads, so no instance serves a list older than the
 * last commit. The ETag is that version: an unchanged list is answered 304 without a body.
 */
@Injectable()
export class TableAnswerCache {
  private readonly answers = new Map<string, Promise<Answer>>();

  constructor(private readonly db: Database) {}

  async serve(
    request: Request,
    response: Response,
    table: string,
    variant: string,
    produce: () => Promise<unknown>,
  ): Promise<void> {
    // The version is read before the rows: an answer is never older than the version it is kept under.
    const version = BigInt(await readTableVersion(this.db, table));
    const etag = `"${table}-${version}-${variant}"`;
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', 'private, no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
    if (matches(request.headers['if-none-match'], etag)) {
      response.status(304).end();
      return;
    }
    const answer = await this.answerFor(`${table}\n${variant}`, version, produce);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      response.setHeader('Content-Encoding', 'gzip');
      response.end(await answer.gzip);
    } else {
      response.end(answer.json);
    }
  }

  private async answerFor(key: string, version: bigint, produce: () => Promise<unknown>): Promise<Answer> {
    const kept = this.answers.get(key);
    if (kept) {
      const answer = await kept.catch(() => null);
      if (answer && answer.version >= version) return answer;
      // Another reader may already be building this version: share it.
      const current = this.answers.get(key);
      if (current && current !== kept) {
        const building = await current.catch(() => null);
        if (building && building.version >= version) return building;
      }
    }
    const built = (async (): Promise<Answer> => {
      const json = Buffer.from(JSON.stringify(await produce()));
      const compressed = gzipped(json);
      compressed.catch(() => undefined);
      return { version, json, gzip: compressed };
    })();
    this.answers.set(key, built);
    built.catch(() => {
      if (this.answers.get(key) === built) this.answers.delete(key);
    });
    return built;
  }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === `W/${etag}` || trimmed === '*';
  });
}
