import { Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { readUpdatesGroups, type CustomerChangeNotification } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { CustomerChangeListener } from './customer-change-listener.service';
import { customerChangeEvent, type LiveUpdateEvent } from './live-update.event';

/** One open stream of one browser. */
export interface LiveUpdatesSubscriber {
  send(event: LiveUpdateEvent): void;
  /** Ends the stream; the browser reconnects and refetches what it shows. */
  close(): void;
}

/**
 * Fans the changes this instance hears out to the streams of their system's updates group
 * (`billing_systems.updates_group`, read from the table so a group added as a row just works).
 */
@Injectable()
export class LiveUpdatesHub implements OnModuleInit, BeforeApplicationShutdown {
  private readonly subscribers = new Map<string, Set<LiveUpdatesSubscriber>>();
  private groupOfSystem = new Map<string, string>();
  private groups = new Set<string>();
  /** Changes are delivered one after the other, in the order they were committed. */
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly listener: CustomerChangeListener,
  ) {}

  onModuleInit(): void {
    this.listener.onChange((change) => {
      this.delivery = this.delivery.then(() => this.deliver(change)).catch(() => undefined);
    });
    // Changes made while the connection was down were not heard: streams start again from a refetch.
    this.listener.onDrop(() => this.closeEveryStream());
  }

  /** Open streams end before the HTTP server closes (it would wait for them forever). */
  beforeApplicationShutdown(): void {
    this.closeEveryStream();
  }

  /** Whether some billing system sends its changes to `group` (read afresh: rows may be added). */
  async knowsGroup(group: string): Promise<boolean> {
    await this.readGroups();
    return this.groups.has(group);
  }

  subscribe(group: string, subscriber: LiveUpdatesSubscriber): () => void {
    let streams = this.subscribers.get(group);
    if (!streams) this.subscribers.set(group, (streams = new Set()));
    streams.add(subscriber);
    return () => {
      streams.delete(subscriber);
      if (streams.size === 0 && this.subscribers.get(group) === streams) this.subscribers.delete(group);
    };
  }

  /** Open streams of this instance (all groups, or one). */
  subscriberCount(group?: string): number {
    if (group !== undefined) return this.subscribers.get(group)?.size ?? 0;
    let count = 0;
    for (const streams of this.subscribers.values()) count += streams.size;
    return count;
  }

  private async deliver({ system, kind, data }: CustomerChangeNotification): Promise<void> {
    if (this.subscribers.size === 0) return;
    if (!this.groupOfSystem.has(system)) await this.readGroups();
    const group = this.groupOfSystem.get(system);
    if (group === undefined) return;
    const event = customerChangeEvent(group, kind, data);
    for (const subscriber of [...(this.subscribers.get(group) ?? [])]) subscriber.send(event);
  }

  private async readGroups(): Promise<void> {
    const rows = await readUpdatesGroups(this.db);
    this.groupOfSystem = new Map(rows.map((row) => [row.system, row.updatesGroup]));
    this.groups = new Set(rows.map((row) => row.updatesGroup));
  }

  private closeEveryStream(): void {
    for (const streams of [...this.subscribers.values()]) for (const stream of [...streams]) stream.close();
  }
}
