/**
 * `npm run bench` (second part): 200 readers ask for the customer list of 5,000 records at the same
 * moment, as the browsers of a busy office do after a change. Times each answer to its last byte
 * (gzip accepted, as browsers do) and reports the 95th percentile; target under 2 s on this machine.
 */
import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { Agent, get } from 'node:http';
import { configureHttpApp } from '../configure-http-app';
import { HttpAppModule } from '../http-app.module';
import { CreateUserCommand } from '../application/access/create-user.command';
import { benchDatabase, signIn } from './bench-support';

const RECORDS = 5_000;
const READERS = 200;
const TARGET_P95_MS = 2_000;

async function main(): Promise<void> {
  const { url, release } = await benchDatabase();
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
  const records = Array.from({ length: RECORDS }, (_, n) => ({
    name: `${['محمد', 'أحمد', 'فاطمة', 'Rami'][n % 4]} ${n}`,
    box: String((n % 40) + 1),
    ampere: [1, 2, 3, 5, 10][n % 5],
    address: `شارع ${n % 97}، بناية ${n % 13}`,
  }));
  const imported = await fetch(`${base}/api/ampere-records/bulk`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ records }),
  });
  if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);

  const agent = new Agent({ keepAlive: true, maxSockets: READERS });
  const read = (headers: Record<string, string> = {}) =>
    new Promise<{ ms: number; bytes: number; status: number; etag: string }>((resolve, reject) => {
      const start = process.hrtime.bigint();
      get(
        `${base}/api/ampere-records`,
        { agent, headers: { cookie, 'accept-encoding': 'gzip', ...headers } },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () =>
            resolve({
              ms: Number(process.hrtime.bigint() - start) / 1e6,
              bytes,
              status: response.statusCode ?? 0,
              etag: String(response.headers.etag ?? ''),
            }),
          );
        },
      ).on('error', reject);
    });
  const round = async (headers?: Record<string, string>) => {
    const answers = await Promise.all(Array.from({ length: READERS }, () => read(headers)));
    if (answers.some((answer) => answer.status !== 200 && answer.status !== 304))
      throw new Error(`list: ${answers.map((answer) => answer.status).join(',')}`);
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    return {
      answers,
      p50: times[Math.floor(READERS * 0.5)],
      p95: times[Math.ceil(READERS * 0.95) - 1],
      max: times[READERS - 1],
    };
  };

  // Right after the import: the first of the 200 builds the answer, the others share it.
  const afterChange = await round();
  const steady = await round();
  const unchanged = await round({ 'if-none-match': steady.answers[0].etag });
  const raw = await fetch(`${base}/api/ampere-records`, {
    headers: { cookie, 'accept-encoding': 'identity' },
  });
  const rawBytes = (await raw.arrayBuffer()).byteLength;

  const line = (name: string, figures: { p50: number; p95: number; max: number }) =>
    `| ${name} | ${figures.p50.toFixed(0)} | ${figures.p95.toFixed(0)} | ${figures.max.toFixed(0)} | < ${TARGET_P95_MS} ms ${figures.p95 < TARGET_P95_MS ? 'met' : 'MISSED'} |`;
  console.log(`\n${READERS} concurrent list reads of ${RECORDS.toLocaleString('en')} records`);
  console.log(
    `(${(rawBytes / 1e6).toFixed(1)} MB of JSON, ${(steady.answers[0].bytes / 1e3).toFixed(0)} kB gzip-compressed)\n`,
  );
  console.log('| reads | p50 (ms) | p95 (ms) | max (ms) | target (p95) |');
  console.log('|---|---:|---:|---:|---|');
  console.log(line('first reads after a change', afterChange));
  console.log(line('reads of an unchanged list', steady));
  console.log(line('revalidations (304)', unchanged));
  agent.destroy();
  await app.close();
  await release();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
