import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessRunning } from '@kahraba/persistence';
import { freePort } from '@kahraba/persistence/testing';

const APP = join(__dirname, '..', '..', '..', 'api', 'dist', 'main.js');

/** The first administrator of a new DATA_DIR (ADMIN_EMAIL, ADMIN_PASSWORD). */
const ADMIN = { email: 'owner@example.com', password: 'backup-test-password' };

export interface Customer {
  id: string;
  customerNumber: number;
  name: string;
  amount: number;
  amountPaid: number;
  outstandingBalance: number;
}
export interface Payment {
  id: string;
  receiptNumber: string;
  recordId: string;
  amount: number;
  voidedAt?: string | null;
}

/** A running app (as `npm start` runs it) on its own DATA_DIR, and an operator signed in to it. */
export class RunningApp {
  private cookie = '';

  private constructor(
    readonly process: ChildProcess,
    readonly base: string,
  ) {}

  /** Started on `dataDir`, signed in as `as` (by default the first administrator it creates). */
  static async start(dataDir: string, as: { email: string; password: string } = ADMIN): Promise<RunningApp> {
    const port = await freePort();
    const child = spawn(process.execPath, [APP], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        BACKUP_TIME: 'off',
      },
    });
    let output = '';
    await new Promise<void>((ready, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('to sign in')) ready();
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`the app exited (${code}):\n${output}`)));
    });
    const app = new RunningApp(child, `http://127.0.0.1:${port}`);
    const login = await fetch(`${app.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(as),
    });
    if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
    app.cookie = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    return app;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { cookie: this.cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  pay(customer: Customer, amount: number): Promise<Payment> {
    return this.call<Payment>('POST', `/api/ampere-records/${customer.id}/payments`, { amount });
  }

  /** What the operator sees: every customer with its balance, and every receipt of each. */
  async whatTheOperatorSees(): Promise<{ customers: Customer[]; receipts: Record<string, Payment[]> }> {
    const customers = await this.call<Customer[]>('GET', '/api/ampere-records');
    const receipts: Record<string, Payment[]> = {};
    for (const customer of customers)
      receipts[customer.customerNumber] = await this.call<Payment[]>(
        'GET',
        `/api/ampere-records/${customer.id}/payments`,
      );
    return { customers, receipts };
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null) return;
    const exited = new Promise((resolveExit) => this.process.once('exit', resolveExit));
    this.process.kill('SIGTERM');
    await exited;
  }
}

/** Stops the embedded PostgreSQL a test left running in `dataDir`. */
function stopLeftoverServer(dataDir: string): void {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (isProcessRunning(pid)) process.kill(pid, 'SIGINT');
}

/**
 * Folders for machines a test plays (an office, a new machine), each holding a DATA_DIR at `data`,
 * and the apps started on them: `clear` stops the apps and any server left, then removes the folders.
 */
export class TestMachines {
  private readonly folders: string[] = [];
  readonly apps: RunningApp[] = [];

  folder(name: string): string {
    const path = mkdtempSync(join(tmpdir(), `kahraba-${name}-`));
    // As root the embedded server runs as `postgres`, who must reach DATA_DIR inside this folder.
    chmodSync(path, 0o711);
    this.folders.push(path);
    return path;
  }

  async clear(): Promise<void> {
    for (const app of this.apps) await app.stop();
    for (const path of this.folders) {
      stopLeftoverServer(join(path, 'data'));
      rmSync(path, { recursive: true, force: true });
    }
  }
}
