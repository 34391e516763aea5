import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amendKwhCustomer,
  type BillingSystemId,
  bulkKwhPriceOf,
  InvalidInputError,
  type KwhPrice,
  MeteredGroupPrice,
} from '@kahraba/billing-domain';
import {
  journalSettings,
  kwhFieldsOf,
  listKwhRows,
  lockLiveMonth,
  meteredGroupPriceSetting,
  readKwhBillingContext,
  readMeteredGroupPrice,
  rewriteKwhRow,
  runBatch,
  type SqlExecutor,
  writeKwhRows,
  writeMeteredGroupPrice,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { PricesChanged } from '../events/prices-changed.event';
import { recordBatch } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { UpdateKwhPricesCommand, type KwhPriceChangeSummary } from './update-kwh-prices.command';

const PRICES_UPDATED = 'تم تحديث الأسعار بنجاح';
const UNKNOWN_CUSTOMERS = 'بعض العملاء المحددين غير موجودين في هذا النظام';

@CommandHandler(UpdateKwhPricesCommand)
export class UpdateKwhPricesHandler implements ICommandHandler<UpdateKwhPricesCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({
    system,
    price: typed,
    actor,
    ids,
  }: UpdateKwhPricesCommand): Promise<KwhPriceChangeSummary> {
    const { tables } = await this.catalog.meteredTables(system);
    return this.unitOfWork.run(async (tx, events) => {
      // The system's live month first (as runBatch takes it): no edit slips in between.
      await lockLiveMonth(tx, tables, this.clock.today());
      const context = await readKwhBillingContext(tx);
      // A price in pounds is converted at the rate stored now and kept as the bill's source, billed in
      // pounds exactly (docs/business-rules.md#the-statement-of-account).
      const { pricePerKwh: price, pricePerKwhLbp } = bulkKwhPriceOf(typed, context.rate);
      const samePounds = (stored: { pounds: number } | null | undefined) =>
        (stored?.pounds ?? null) === (pricePerKwhLbp?.pounds ?? null);
      const rows = await listKwhRows(tx, tables);
      const chosen = ids === undefined ? rows : chosenRows(rows, ids);
      // Every customer whose price differs, billed again through the domain (one formula).
      const changed = chosen
        .map((row) => ({ row, fields: kwhFieldsOf(row) }))
        .filter(({ fields }) => !fields.pricePerKwh.equals(price) || !samePounds(fields.pricePerKwhLbp))
        .map(({ row, fields }) =>
          rewriteKwhRow(row, amendKwhCustomer(fields, { pricePerKwh: price, pricePerKwhLbp }, context)),
        );
      // docs/metered-group-price.md: a change of the whole group is also its price from now on (new
      // customers start from it); a change of chosen customers leaves the group's price.
      const newGroupPrice =
        ids === undefined
          ? await changedGroupPrice(tx, tables.system, { pricePerKwh: price, pricePerKwhLbp })
          : null;
      const summary = { message: PRICES_UPDATED, pricePerKwh: price.toNumber() };
      // Nothing to change, no batch: an undo still takes back the last real change.
      if (changed.length === 0 && newGroupPrice === null) return { ...summary, updated: 0 };
      return runBatch(
        tx,
        tables,
        { kind: 'update-all-prices', today: this.clock.today() },
        async ({ batchId }) => {
          if (newGroupPrice !== null) {
            // Journaled first, so that the batch's undo puts the group's price back too.
            await journalSettings(tx, batchId, [meteredGroupPriceSetting(tables.system)]);
            await writeMeteredGroupPrice(tx, tables.system, newGroupPrice);
          }
          const updated = await writeKwhRows(tx, tables, changed, batchId);
          events.record(
            new PricesChanged({
              actor,
              system: tables.system,
              count: updated,
              details: {
                batchId,
                pricePerKwh: price.toNumber(),
                ...(typed.pricePerKwhLbp === undefined ? {} : { pricePerKwhLbp: typed.pricePerKwhLbp }),
                ...(ids === undefined ? {} : { chosen: chosen.length }),
              },
            }),
          );
          return { created: 0, updated, result: { ...summary, updated } };
        },
      ).then((done) => recordBatch(events, done));
    });
  }
}

/** The group's price the change sets, or null when it is the group's price already. */
async function changedGroupPrice(
  tx: SqlExecutor,
  system: BillingSystemId,
  price: KwhPrice,
): Promise<MeteredGroupPrice | null> {
  const set = MeteredGroupPrice.of(price);
  return set.equals(await readMeteredGroupPrice(tx, system)) ? null : set;
}

/** The chosen customers of the system; an id that is none of them refuses the whole change. */
function chosenRows<R extends { id: string }>(rows: readonly R[], ids: readonly string[]): R[] {
  const wanted = new Set(ids);
  const chosen = rows.filter((row) => wanted.has(row.id));
  if (chosen.length !== wanted.size) throw new InvalidInputError(UNKNOWN_CUSTOMERS, 'UNKNOWN_CUSTOMERS');
  return chosen;
}
