import { statSync } from 'node:fs';
import { join } from 'node:path';
import { billing, type Run } from './run-billing';
import { RunningApp, TestMachines } from './running-app';
import { differencesBetween, whatTheOfficeSees } from './what-the-office-sees';

export interface DemoRoundTripOptions {
  customers: number;
  months: number;
  seed?: number;
  /** Told of each step as it starts. */
  progress?: (line: string) => void;
}

/** What a round trip measured: the business, the file, each step's time, and what was compared. */
export interface DemoRoundTripFigures {
  customers: Record<string, number>;
  closedMonths: string[];
  liveMonth: string;
  backupBytes: number;
  /** Customers whose row, statement and receipts both apps showed alike. */
  customersCompared: number;
  milliseconds: {
    demo: number; /** `billing backup`, which verifies its file too. */
    backup: number;
    verify: number;
    restore: number;
    compare: number;
  };
}

/** The demo's first administrator, who signs in to both apps. */
const OWNER = { email: 'owner@demo.example', password: 'demo-owner-password' };

/**
 * docs/business-demo.md, "the round trip": as a user would, in new DATA_DIRs — `billing demo`, `billing
 * backup`, `billing backup verify`, `billing restore` into another new DATA_DIR — then one app on each
 * DATA_DIR (as `npm start` runs it), and every customer's row, statement and receipts read through the
 * API the web uses must be the same on both. Throws naming the first differences; answers its figures.
 */
export async function demoRoundTrip(options: DemoRoundTripOptions): Promise<DemoRoundTripFigures> {
  const machines = new TestMachines();
  const say = options.progress ?? (() => undefined);
  try {
    const office = join(machines.folder('demo-office'), 'data');
    const newMachine = join(machines.folder('demo-new-machine'), 'data');
    const backups = machines.folder('demo-backups');
    const at = { DATABASE_URL: '', DATA_DIR: office };
    const timed = async (args: string[], env: NodeJS.ProcessEnv) => {
      say(`billing ${args.join(' ')}`);
      const start = performance.now();
      const run = await billing(args, env);
      return { run: succeeded(run, args), ms: performance.now() - start };
    };

    const demo = await timed(
      [
        'demo',
        '--customers',
        `${options.customers}`,
        '--months',
        `${options.months}`,
        '--seed',
        `${options.seed ?? 20261128}`,
        '--json',
      ],
      { ...at, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
    );
    const built = JSON.parse(demo.run.stdout) as Pick<
      DemoRoundTripFigures,
      'customers' | 'closedMonths' | 'liveMonth'
    >;
    const backup = await timed(['backup', '--out', backups, '--json'], at);
    const { file } = JSON.parse(backup.run.stdout) as { file: string };
    const verify = await timed(['backup', 'verify', file, '--json'], at);
    const restore = await timed(['restore', file], { DATABASE_URL: '', DATA_DIR: newMachine });

    say('two apps: the office and the new machine');
    const start = performance.now();
    const first = await RunningApp.start(office, OWNER);
    machines.apps.push(first);
    const second = await RunningApp.start(newMachine, OWNER);
    machines.apps.push(second);
    const [seen, seenAgain] = await Promise.all([
      whatTheOfficeSees((path) => first.call('GET', path)),
      whatTheOfficeSees((path) => second.call('GET', path)),
    ]);
    const differences = differencesBetween(seen, seenAgain);
    if (differences.length > 0)
      throw new Error(`the restored app shows other statements:\n${differences.join('\n')}`);
    return {
      ...built,
      backupBytes: statSync(file).size,
      customersCompared: Object.keys(seen).length,
      milliseconds: {
        demo: demo.ms,
        backup: backup.ms,
        verify: verify.ms,
        restore: restore.ms,
        compare: performance.now() - start,
      },
    };
  } finally {
    await machines.clear();
  }
}

function succeeded(run: Run, args: string[]): Run {
  if (run.code !== 0)
    throw new Error(`billing ${args.join(' ')} failed (${run.code}): ${run.stderr}${run.stdout}`);
  return run;
}
