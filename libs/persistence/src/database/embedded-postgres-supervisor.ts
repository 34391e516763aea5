/** How often the app looks at its embedded server: a dead one is noticed within about a second. */
export const SUPERVISION_INTERVAL_MS = 1_000;

/** What the app tells a health check about its embedded server. */
export type EmbeddedServerState = 'running' | 'restarting';

export interface EmbeddedServerWatch {
  /** 'restarting' from the moment the server is found dead until it runs again. */
  state(): EmbeddedServerState;
}

/**
 * What is found when looking at the cluster: its server runs; it died (killed, crashed: its
 * postmaster.pid is left behind, or nobody is left to own it) and is this process's to start again;
 * it died and another process that still runs owns it, and starts it again (two apps on one
 * DATA_DIR: only one starts it, on the port both reach); or it was shut down on purpose by a
 * process that still owns it (its owner, an administrator's pg_ctl stop), which is not fought over.
 */
export type ServerCondition = 'running' | 'died' | 'died, left to its owner' | 'shut down';

/**
 * Keeps the embedded PostgreSQL running for as long as the app runs (docs/database-faults.md): looks every
 * second, and starts a dead server again (on the same data and port, so every pool reconnects by
 * itself) unless another live process owns it. A start that fails (the dead server's last
 * processes still hold its memory) is tried again at the next look.
 */
export class EmbeddedPostgresSupervisor implements EmbeddedServerWatch {
  private timer: NodeJS.Timeout | undefined;
  private down = false;
  private restarting: Promise<void> | null = null;
  private log: (line: string) => void = () => {};

  constructor(
    private readonly look: () => ServerCondition,
    private readonly restart: () => Promise<void>,
  ) {}

  /** `report`: one line when the server dies, each failed start, and when it runs again. */
  start(report: (line: string) => void): void {
    if (this.timer) return;
    this.log = report;
    this.timer = setInterval(() => this.check(), SUPERVISION_INTERVAL_MS);
    // Looking after the server never keeps the process alive by itself.
    this.timer.unref();
  }

  /** Nothing is restarted from now on; resolves once a restart under way has finished. */
  async standDown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.restarting;
  }

  state(): EmbeddedServerState {
    return this.down ? 'restarting' : 'running';
  }

  private check(): void {
    if (this.restarting || !this.timer) return;
    const condition = this.look();
    if (condition === 'running') {
      if (this.down) this.log('the embedded PostgreSQL runs again');
      this.down = false;
      return;
    }
    if (condition === 'shut down') return;
    if (condition === 'died, left to its owner') {
      if (!this.down) this.log('the embedded PostgreSQL died: the process that owns it starts it again');
      this.down = true;
      return;
    }
    if (!this.down) this.log('the embedded PostgreSQL died: starting it again');
    this.down = true;
    const startedAt = Date.now();
    this.restarting = this.restart()
      .then(() => {
        this.down = false;
        this.log(`the embedded PostgreSQL was started again in ${Date.now() - startedAt} ms`);
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : 'its process ended at start';
        this.log(`the embedded PostgreSQL did not start yet (${reason}); trying again`);
      })
      .finally(() => {
        this.restarting = null;
      });
  }
}
