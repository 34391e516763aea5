import { spawn } from 'node:child_process';
import { join } from 'node:path';

const BILLING = join(__dirname, '..', '..', 'dist', 'main.js');

/** The line a command starts its stderr with, naming the database it uses (docs/cli-database.md). */
const DATABASE_LINE = /^قاعدة البيانات: (.*)\n/;

export interface Run {
  code: number;
  stdout: string;
  /** What stderr said after the line naming the database (see `database`). */
  stderr: string;
  /** The database the command said on stderr it used (docs/cli-database.md); undefined if it said none. */
  database: string | undefined;
}

/**
 * Runs the real `billing` binary (built by `npm test` before jest), from `cwd` (by default the
 * test's own working folder, the project folder).
 */
export function billing(args: string[], env: NodeJS.ProcessEnv, stdin = '', cwd?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BILLING, ...args], { env: { ...process.env, ...env }, cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, ...heardOn(stderr) }));
    child.stdin.end(stdin);
  });
}

/** A run's stderr apart: the database it named, and the rest. */
export function heardOn(stderr: string): Pick<Run, 'stderr' | 'database'> {
  const named = DATABASE_LINE.exec(stderr);
  return named
    ? { database: named[1], stderr: stderr.slice(named[0].length) }
    : { database: undefined, stderr };
}
