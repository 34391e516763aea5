import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { amendKwhCustomer, InvalidInputError, KWH_FIELD_LABELS, UnitPrice } from '@kahraba/billing-domain';
import {
  kwhFieldsOf,
  listKwhRows,
  lockLiveMonth,
  readKwhBillingContext,
  rewriteKwhRow,
  runBatch,
  writeKwhRows,
} from '@kahraba/persistence';
import { Clock } from '../../clock/clock';
import { Database } from '../../database/sql-database.provider';
import { SystemCatalog } from '../../systems/system-catalog';
import { UpdateKwhPricesCommand, type KwhPriceChangeSummary } from './update-kwh-prices.command';

const PRICES_UPDATED = 'تم تحديث الأسعار بنجاح';

@CommandHandler(UpdateKwhPricesCommand)
export class UpdateKwhPricesHandler implements ICommandHandler<UpdateKwhPricesCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, pricePerKwh }: UpdateKwhPricesCommand): Promise<KwhPriceChangeSummary> {
    const { tables } = await this.catalog.meteredTables(system);
    const price = unitPriceOf(pricePerKwh);
    return this.db.transaction(async (tx) => {
      // The system's live month first (as runBatch takes it): no edit slips in between.
      await lockLiveMonth(tx, tables, this.clock.now());
      const context = await readKwhBillingContext(tx);
      // Every customer whose price differs, billed again through the domain (one formula).
      const changed = (await listKwhRows(tx, tables))
        .map((row) => ({ row, fields: kwhFieldsOf(row) }))
        .filter(({ fields }) => !fields.pricePerKwh.equals(price))
        .map(({ row, fields }) =>
          rewriteKwhRow(row, amendKwhCustomer(fields, { pricePerKwh: price }, context)),
        );
      // Nothing to change, no batch: an undo still takes back the last real change.
      if (changed.length === 0) return { message: PRICES_UPDATED, updated: 0 };
      return runBatch(
        tx,
        tables,
        { kind: 'update-all-prices', today: this.clock.now() },
        async ({ batchId }) => {
          const updated = await writeKwhRows(tx, tables, changed, batchId);
          return { created: 0, updated, result: { message: PRICES_UPDATED, updated } };
        },
      );
    });
  }
}

/** The price as typed (JSON number or text, any digits), read by the one number reader. */
function unitPriceOf(value: unknown): UnitPrice {
  if (value === undefined || value === null || value === '') {
    throw new InvalidInputError(`${KWH_FIELD_LABELS.pricePerKwh} مطلوب`, 'PRICE_REQUIRED');
  }
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw new InvalidInputError(`${KWH_FIELD_LABELS.pricePerKwh} يجب أن يكون رقماً`, 'INVALID_NUMBER');
  }
  return UnitPrice.parse(value);
}
