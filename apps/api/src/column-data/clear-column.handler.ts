import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  countOf,
  readColumnClearTarget,
  RECORDS_AFTER_VERB,
  type ClearableColumn,
} from '@kahraba/billing-domain';
import {
  clearColumnJournaled,
  countLiveRows,
  runBatch,
  voidLiveMonthPayments,
  writeAudit,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { ClearColumnCommand } from './clear-column.command';

/** The catalogue's name as the database column ('amountPaid' → 'amount_paid'). */
const columnOf = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** What the clear writes: numbers zero, text and dates empty, a column that cannot be empty what a new
 * record gets (the catalogue's clearsTo); a cleared ampere price is the customer's own. */
function clearedValues(column: ClearableColumn, today: string): Record<string, string> {
  const db = columnOf(column.name);
  if (column.clearsTo === 'today') return { [db]: `'${today}'::date` };
  if (column.clearsTo) return { [db]: column.clearsTo.number };
  if (column.type === 'number') {
    return db === 'ampere_price' ? { ampere_price: '0', price_is_custom: 'true' } : { [db]: '0' };
  }
  return { [db]: 'NULL' };
}

@CommandHandler(ClearColumnCommand)
export class ClearColumnHandler implements ICommandHandler<ClearColumnCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ table, column, actor }: ClearColumnCommand): Promise<{ message: string; cleared: number }> {
    const target = readColumnClearTarget(table, column);
    const { tables } = await this.catalog.tables(target.table.system);
    return this.db.transaction(async (tx) => {
      // An empty table has nothing to clear: no batch (it would become the last one undo offers).
      if ((await countLiveRows(tx, tables)) === 0) {
        return { message: 'لا توجد سجلات لمسح بياناتها', cleared: 0 };
      }
      return runBatch(
        tx,
        tables,
        { kind: 'clear-column', actor, today: this.clock.today() },
        async ({ batchId }) => {
          const cleared = await clearColumnJournaled(
            tx,
            tables,
            batchId,
            clearedValues(target.column, this.clock.today()),
          );
          // issue 11: the paid amount is the ledger's sum: clearing it voids the live month's
          // payments in the batch (its undo revives them).
          if (target.column.name === 'amountPaid') {
            await voidLiveMonthPayments(tx, tables, { actor, voidReason: 'clear-column', batchId });
          }
          await writeAudit(tx, {
            actor,
            action: 'clear-column',
            system: target.table.system,
            count: cleared,
            details: { table: target.table.table, column: target.column.name, batchId },
          });
          return {
            created: 0,
            updated: cleared,
            result: { message: `تم مسح بيانات العمود من ${countOf(cleared, RECORDS_AFTER_VERB)}`, cleared },
          };
        },
      );
    });
  }
}
