import { Injectable } from '@nestjs/common';
import { BillingSystem, UnknownBillingSystemError, type BillingSystemId } from '@kahraba/billing-domain';
import { findBillingSystem, readBillingSystems, tablesOf, type SystemTables } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';

/**
 * The system a command names: already resolved from the request's path (BillingSystemPipe), or by
 * its id (the CLI, the simulator), which the handler resolves here.
 */
export type BillingSystemRef = BillingSystem | BillingSystemId;

/**
 * The billing systems, read from `billing_systems` (a fourth kWh group is a row, no code). A system
 * once found is kept: rows are added, not changed, while the application runs.
 */
@Injectable()
export class SystemCatalog {
  private readonly found = new Map<string, BillingSystem>();

  constructor(private readonly db: Database) {}

  /** The system with this id (a resolved one as it is); unknown → 404 'نظام الفوترة غير معروف' (UNKNOWN_BILLING_SYSTEM). */
  async find(id: BillingSystemRef): Promise<BillingSystem> {
    if (id instanceof BillingSystem) return id;
    const kept = this.found.get(id);
    if (kept) return kept;
    const system = await findBillingSystem(this.db, id);
    if (!system) throw new UnknownBillingSystemError();
    this.found.set(id, system);
    return system;
  }

  /** A metered (kWh) system; a flat one is refused as unknown, as it has no kWh routes. */
  async metered(id: BillingSystemRef): Promise<BillingSystem> {
    const system = await this.find(id);
    if (!system.isMetered()) throw new UnknownBillingSystemError();
    return system;
  }

  /** The system and where it keeps its customers. */
  async tables(id: BillingSystemRef): Promise<{ system: BillingSystem; tables: SystemTables }> {
    const system = await this.find(id);
    return { system, tables: tablesOf(system) };
  }

  /** A metered system and its (shared, scoped) tables. */
  async meteredTables(id: BillingSystemRef): Promise<{ system: BillingSystem; tables: SystemTables }> {
    const system = await this.metered(id);
    return { system, tables: tablesOf(system) };
  }

  /** Every system, in display order (read each time: the home screens list them). */
  all(): Promise<BillingSystem[]> {
    return readBillingSystems(this.db);
  }
}
