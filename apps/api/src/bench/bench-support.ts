/** What every benchmark needs: a database of its own, the app over HTTP, a signed-in session. */
import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  databaseUrlFor,
  migrateDatabase,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '@kahraba/persistence';
import { configureHttpApp } from '../configure-http-app';
import { HttpAppModule } from '../http-app.module';
import { CreateUserCommand } from '../application/access/create-user.command';

export interface BenchApp {
  /** Where the app answers, e.g. http://[::1]:40123 (the built web app too, when it is built). */
  base: string;
  /** A raw SQL client on the same database, for the comparisons. */
  sql: Client;
  /** An API call as the signed-in browser makes it; throws on a non-2xx answer. */
  call(method: string, path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** The real HTTP application on a database of its own, with a signed-in admin. */
export async function startBenchApp(): Promise<BenchApp> {
  const { url, release } = await benchDatabase();
  const sql = new Client({ connectionString: url });
  await sql.connect();
  const app = await NestFactory.create(HttpAppModule.forDatabase(url), {
    logger: ['error'],
    bodyParser: false,
  });
  await configureHttpApp(app);
  await app.init();
  await app.listen(0);
  const base = await app.getUrl();
  await app
    .get(CommandBus)
    .execute(new CreateUserCommand('bench@example.com', 'Bench', 'Runner', 'admin', 'bench-password'));
  const cookie = await signIn(base);
  return {
    base,
    sql,
    call: (method, path, body) => http(base, cookie, method, path, body),
    async close() {
      await sql.end();
      await app.close();
      await release();
    },
  };
}

export async function benchDatabase(): Promise<{ url: string; release: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const name = `kahraba_bench_${Date.now()}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = databaseUrlFor(process.env.DATABASE_URL, name);
    await migrateDatabase(url);
    return { url, release: async () => undefined };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kahraba-bench-'));
  const server: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir });
  await migrateDatabase(server.url);
  return {
    url: server.url,
    release: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  });
  // Every cookie the sign-in sets (the session and the device), as the browser sends them back.
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** One timed operation beside the equivalent raw SQL on the same database. */
export interface Figure {
  operation: string;
  ms: number;
  sqlMs: number;
  target?: number;
}

async function http(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return text;
}

export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function median(work: () => Promise<unknown>, runs = 5): Promise<number> {
  await work(); // warm-up
  return medianOf(runs, () => timed(work));
}

export async function medianOf(runs: number, measure: () => Promise<number>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await measure());
  return middle(times);
}

export function middle(times: readonly number[]): number {
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

export function print(figures: Figure[]): void {
  console.log(
    `\nKahraba benchmark — ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  );
  console.log('| operation | time (ms) | raw SQL (ms) | ratio | target |');
  console.log('|---|---:|---:|---:|---|');
  for (const figure of figures) {
    const target = figure.target
      ? `< ${figure.target} ms ${figure.ms < figure.target ? 'met' : 'MISSED'}`
      : '';
    console.log(
      `| ${figure.operation} | ${figure.ms.toFixed(0)} | ${figure.sqlMs.toFixed(0)} | ${(figure.ms / Math.max(figure.sqlMs, 0.1)).toFixed(1)}× | ${target} |`,
    );
  }
}
