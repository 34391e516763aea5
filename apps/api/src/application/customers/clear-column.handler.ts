import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type BillingSystemId,
  countOf,
  type KwhPrice,
  readColumnClearTarget,
  RECORDS_AFTER_VERB,
  type ClearableColumn,
} from '@kahraba/billing-domain';
import {
  clearColumnJournaled,
  countLiveRows,
  readMeteredGroupContext,
  runBatch,
  type SqlExecutor,
  voidLiveMonthPayments,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { ColumnCleared } from '../events/column-cleared.event';
import { recordBatch } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { ClearColumnCommand } from './clear-column.command';

/** The catalogue's name as the database column ('amountPaid' → 'amount_paid'). */
const columnOf = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** What the clear writes: numbers zero, text and dates empty, a column that cannot be empty what a new
 * record gets (the catalogue's clearsTo: today, or the group's price in its currency,
 * docs/metered-group-price.md); a cleared ampere price is the customer's own. */
function clearedValues(
  column: ClearableColumn,
  today: string,
  groupPrice: KwhPrice | null,
): Record<string, string> {
  const db = columnOf(column.name);
  if (column.clearsTo === 'today') return { [db]: `'${today}'::date` };
  if (column.clearsTo === 'group-price') {
    if (groupPrice === null) throw new Error(`No group price for the column ${column.name}`);
    return {
      price_per_kwh: groupPrice.pricePerKwh.toDecimalString(),
      price_per_kwh_lbp:
        groupPrice.pricePerKwhLbp === null ? 'NULL' : String(groupPrice.pricePerKwhLbp.pounds),
    };
  }
  if (column.type === 'number') {
    return db === 'ampere_price' ? { ampere_price: '0', price_is_custom: 'true' } : { [db]: '0' };
  }
  return { [db]: 'NULL' };
}

@CommandHandler(ClearColumnCommand)
export class ClearColumnHandler implements ICommandHandler<ClearColumnCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  /** The price a customer takes from its group now (the group's price at the stored rate). */
  private async groupPriceNow(tx: SqlExecutor, system: BillingSystemId): Promise<KwhPrice> {
    const { groupPrice, rate } = await readMeteredGroupContext(tx, system);
    return groupPrice.priceAt(rate);
  }

  async execute({ table, column, actor }: ClearColumnCommand): Promise<{ message: string; cleared: number }> {
    const target = readColumnClearTarget(table, column, await this.catalog.all());
    const { tables } = await this.catalog.tables(target.table.system);
    return this.unitOfWork.run(async (tx, events) => {
      // An empty table has nothing to clear: no batch (it would become the last one undo offers).
      if ((await countLiveRows(tx, tables)) === 0) {
        return { message: 'لا توجد سجلات لمسح بياناتها', cleared: 0 };
      }
      return runBatch(
        tx,
        tables,
        { kind: 'clear-column', actor, today: this.clock.today() },
        async ({ batchId }) => {
          const groupPrice =
            target.column.clearsTo === 'group-price' ? await this.groupPriceNow(tx, tables.system) : null;
          const cleared = await clearColumnJournaled(
            tx,
            tables,
            batchId,
            clearedValues(target.column, this.clock.today(), groupPrice),
          );
          // The paid amount is the ledger's sum (docs/business-rules.md#paid-unpaid-and-arrears): clearing it
          // voids the live month's payments in the batch (its undo revives them).
          if (target.column.name === 'amountPaid') {
            await voidLiveMonthPayments(tx, tables, {
              actor,
              voidReason: 'clear-column',
              batchId,
              at: this.clock.now(),
            });
          }
          events.record(
            new ColumnCleared({
              actor,
              system: target.table.system,
              count: cleared,
              details: { table: target.table.table, column: target.column.name, batchId },
            }),
          );
          return {
            created: 0,
            updated: cleared,
            result: { message: `تم مسح بيانات العمود من ${countOf(cleared, RECORDS_AFTER_VERB)}`, cleared },
          };
        },
      ).then((done) => recordBatch(events, done));
    });
  }
}
