import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Client } from 'pg';
import {
  LIVE_UPDATES_CHANNEL,
  parseCustomerChange,
  type CustomerChangeNotification,
} from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';

/** Seen in pg_stat_activity; the tests find the listening connection by it. */
export const LISTENER_APPLICATION_NAME = 'kahraba-live-updates';

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 15_000;

type ChangeHandler = (change: CustomerChangeNotification) => void;

/**
 * The one dedicated PostgreSQL connection of this API instance that LISTENs for customer changes
 * committed by any instance (docs/business-rules.md#live-updates), made by the app's `Database` as its
 * pool's are (docs/developer-guide.md#connections-to-postgresql). When the connection drops it says so
 * (streams must resynchronise: changes made meanwhile were not heard) and reconnects with a growing delay.
 */
@Injectable()
export class CustomerChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LiveUpdates');
  private readonly changeHandlers = new Set<ChangeHandler>();
  private readonly dropHandlers = new Set<() => void>();
  private client: Client | null = null;
  private stopped = false;
  private retryDelay = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private listeningWaiters: (() => void)[] = [];

  constructor(private readonly db: Database) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  onChange(handler: ChangeHandler): () => void {
    this.changeHandlers.add(handler);
    return () => this.changeHandlers.delete(handler);
  }

  /** Called each time the listening connection is lost. */
  onDrop(handler: () => void): () => void {
    this.dropHandlers.add(handler);
    return () => this.dropHandlers.delete(handler);
  }

  get isListening(): boolean {
    return this.client !== null;
  }

  /** Resolves once the connection LISTENs (at once if it does now). */
  whenListening(): Promise<void> {
    if (this.client) return Promise.resolve();
    return new Promise((resolve) => this.listeningWaiters.push(resolve));
  }

  private async connect(): Promise<void> {
    this.retryTimer = null;
    if (this.stopped) return;
    // With the pool's deadlines: a connect to a frozen server would otherwise wait for ever and never retry.
    const client = this.db.dedicatedClient(LISTENER_APPLICATION_NAME);
    let gone = false;
    const lose = (): void => {
      if (gone) return;
      gone = true;
      const wasListening = this.client === client;
      if (wasListening) this.client = null;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      if (wasListening) {
        this.logger.warn('Live updates connection lost; reconnecting');
        for (const handler of this.dropHandlers) handler();
      }
      this.scheduleReconnect();
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (message) => {
      if (message.channel !== LIVE_UPDATES_CHANNEL || !message.payload) return;
      const change = parseCustomerChange(message.payload);
      if (change) for (const handler of this.changeHandlers) handler(change);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_UPDATES_CHANNEL}`);
    } catch {
      lose();
      return;
    }
    if (gone) return;
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryDelay = FIRST_RETRY_MS;
    const waiters = this.listeningWaiters;
    this.listeningWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, LONGEST_RETRY_MS);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}
