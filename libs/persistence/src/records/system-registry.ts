import { ConflictError, type BillingSystemId } from '@kahraba/billing-domain';
import { AMPERE_TABLES, type SystemTables } from './system-tables';

const REGISTERED: Partial<Record<BillingSystemId, SystemTables>> = { ampere: AMPERE_TABLES };

/** The tables of a billing system; kWh systems register here as they arrive. */
export function tablesOf(system: BillingSystemId): SystemTables {
  const tables = REGISTERED[system];
  if (!tables) throw new ConflictError(`النظام ${system} غير متاح بعد`, 'SYSTEM_NOT_AVAILABLE');
  return tables;
}
