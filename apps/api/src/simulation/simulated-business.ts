import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type Command, CommandBus, type ICommand, type Query, QueryBus } from '@nestjs/cqrs';
import { Client } from 'pg';
import type { BillingSystemId } from '@kahraba/billing-domain';
import { actAs } from '@kahraba/persistence';
import { ApplicationModule } from '../application.module';
import { Clock } from '../application/clock/clock';
import { pinClock, type PinnedClock } from '../application/clock/pinned-clock';
import type { UserView } from '../application/access/user.view';
import { describeTables, type TableColumns } from './database-tables';
import { TableChecksumReader, type TableChecksums } from './table-checksums';

/** A member of staff as a command names them. */
export type StaffMember = Pick<UserView, 'id' | 'email' | 'role'>;

/** Who works in the simulated office: one user of each role. */
export interface SimulatedStaff {
  admin: StaffMember;
  operator: StaffMember;
  collector: StaffMember;
}

/**
 * The real side of the simulation: the application layer booted without HTTP, as the CLI boots it
 * (ApplicationModule on the database), its business clock pinned to the simulator's, and a plain SQL
 * session for the invariants' checksums. Commands go through the same CommandBus the API and the
 * CLI use, in the name of a member of staff (the actor a batch and an audit entry record).
 */
export class SimulatedBusiness {
  staff!: SimulatedStaff;

  private constructor(
    /** The business's database (a backup restores beside it, on the same server). */
    readonly databaseUrl: string,
    readonly app: INestApplicationContext,
    readonly sql: Client,
    private readonly clock: PinnedClock,
    /** The business's tables and their columns, as the migrations left them. */
    readonly tables: readonly TableColumns[],
    private readonly checksums: TableChecksumReader,
  ) {}

  /** Boots the application on a migrated database; `close` ends it. */
  static async open(databaseUrl: string): Promise<SimulatedBusiness> {
    const app = await NestFactory.createApplicationContext(ApplicationModule.forDatabase(databaseUrl), {
      logger: ['error'],
      abortOnError: false,
    });
    const sql = new Client({ connectionString: databaseUrl, application_name: 'kahraba-simulator' });
    await sql.connect();
    const tables = await describeTables(sql);
    return new SimulatedBusiness(
      databaseUrl,
      app,
      sql,
      pinClock(app.get(Clock)),
      tables,
      new TableChecksumReader(tables),
    );
  }

  /**
   * Sends a command as the member of staff would (the operator unless said); a command that does not
   * name its result type (`ICommand`) says it as `T`.
   */
  send<T>(command: Command<T>, as?: StaffMember): Promise<T>;
  send<T>(command: ICommand, as?: StaffMember): Promise<T>;
  send<T>(command: Command<T> | ICommand, as: StaffMember = this.staff.operator): Promise<T> {
    return actAs(as.email, () => this.app.get(CommandBus).execute<ICommand, T>(command));
  }

  ask<T>(query: Query<T>): Promise<T> {
    return this.app.get(QueryBus).execute(query);
  }

  /** Sets the business clock (the simulator's `now`). */
  setNow(instant: string): void {
    this.clock.setTo(instant);
  }

  /** How many batches each system has recorded so far (undone and sealed ones too). */
  async batchCounts(): Promise<Map<string, number>> {
    const { rows } = await this.sql.query<{ system: string; count: number }>(
      'SELECT system, count(*)::int AS count FROM batches GROUP BY system',
    );
    return new Map(rows.map((row) => [row.system, row.count]));
  }

  /** Runs `work` and answers it with the systems it recorded a new batch in (an undo takes it back there). */
  async withBatchesOf<T>(work: () => Promise<T>): Promise<{ result: T; batchOf: BillingSystemId[] }> {
    const before = await this.batchCounts();
    const result = await work();
    const after = await this.batchCounts();
    const batchOf = [...after]
      .filter(([system, count]) => count > (before.get(system) ?? 0))
      .map(([system]) => system);
    return { result, batchOf: batchOf as BillingSystemId[] };
  }

  /** The id of the latest audit entry ('0' before the first). */
  async lastAuditId(): Promise<string> {
    const { rows } = await this.sql.query<{ id: string }>(
      'SELECT coalesce(max(id), 0)::text AS id FROM audit_log',
    );
    return rows[0]!.id;
  }

  /** The audit entries written after the entry `id`, in order. */
  async auditAfter(id: string): Promise<{ action: string; actor: string }[]> {
    const { rows } = await this.sql.query<{ action: string; actor: string }>(
      'SELECT action, actor FROM audit_log WHERE id > $1 ORDER BY id',
      [id],
    );
    return rows;
  }

  tableChecksums(): Promise<TableChecksums> {
    return this.checksums.read(this.sql);
  }

  async close(): Promise<void> {
    this.clock.release();
    await this.sql.end();
    await this.app.close();
  }
}
