import { spawn } from 'node:child_process';
import { join } from 'node:path';

const BILLING = join(__dirname, '..', '..', 'dist', 'main.js');

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real `billing` binary (built by `npm test` before jest). */
export function billing(args: string[], env: NodeJS.ProcessEnv, stdin = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BILLING, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
