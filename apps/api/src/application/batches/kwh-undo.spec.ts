import {
  actAs,
  findKwhRows,
  kwhFieldsOf,
  readKwhBillingContext,
  rewriteKwhRow,
  runBatch,
  tablesOfSeeded,
  writeKwhRows,
  type BatchDescription,
  type KwhCustomerView,
} from '@kahraba/persistence';
import { amendKwhCustomer, NothingToUndoError, type KwhCustomerInput } from '@kahraba/billing-domain';
import { startHandlerTier, type HandlerTier } from '../../testing/handler-tier';
import { Clock } from '../clock/clock';
import { CreateCustomerCommand } from '../customers/create-customer.command';
import { ListCustomersQuery } from '../customers/list-customers.query';
import { DescribeLastBatchQuery } from './describe-last-batch.query';
import { UndoLastBatchCommand } from './undo-last-batch.command';

/** Undo-last-batch of a metered group takes back its own latest batch exactly. */
describe('undo of a metered group', () => {
  let tier: HandlerTier;

  beforeAll(async () => {
    tier = await startHandlerTier();
  });
  afterAll(() => tier.close());

  /** A batch of new readings for every customer given (what a readings import writes). */
  const readingsBatch = (system: string, ids: string[], add: number) =>
    actAs('reader@example.com', () =>
      tier.db.transaction(async (tx) => {
        const tables = tablesOfSeeded(system);
        const context = await readKwhBillingContext(tx);
        return runBatch(
          tx,
          tables,
          { kind: 'readings-import', today: new Clock().today() },
          async ({ batchId }) => {
            const rows = await findKwhRows(tx, tables, ids, true);
            const written = rows.map((row) =>
              rewriteKwhRow(
                row,
                amendKwhCustomer(kwhFieldsOf(row), { currentKwh: Number(row.currentKwh) + add }, context),
              ),
            );
            const updated = await writeKwhRows(tx, tables, written, batchId);
            return { created: 0, updated, result: batchId };
          },
        );
      }),
    );

  const add = (system: string, input: object) =>
    tier.commands.execute<CreateCustomerCommand<KwhCustomerView>, KwhCustomerView>(
      new CreateCustomerCommand(system, input as KwhCustomerInput),
    );
  const describeLast = (system: string) =>
    tier.queries.execute<DescribeLastBatchQuery, BatchDescription>(new DescribeLastBatchQuery(system));
  const live = (system: string) =>
    tier.queries.execute<ListCustomersQuery<KwhCustomerView>, KwhCustomerView[]>(
      new ListCustomersQuery(system, null),
    );

  it('describes, then takes back, the latest batch of the group only, with amounts computed again', async () => {
    const mine = await add('mahmoud-kwh', { name: 'م', ampere: 2, currentKwh: 10 });
    const other = await add('baydawi-kwh', { name: 'ب', ampere: 2, currentKwh: 10 });
    const { result: batchId } = await readingsBatch('mahmoud-kwh', [mine.id], 5);
    await readingsBatch('baydawi-kwh', [other.id], 7);

    expect(await describeLast('mahmoud-kwh')).toMatchObject({
      batchId,
      kind: 'readings-import',
      createdBy: 'reader@example.com',
      createdCount: 0,
      updatedCount: 1,
    });
    const undone = await tier.commands.execute(
      new UndoLastBatchCommand('mahmoud-kwh', 'operator@example.com', batchId, false),
    );
    expect(undone).toEqual({ deletedCount: 0, revertedCount: 1, message: 'تم التراجع بنجاح' });

    const [back] = await live('mahmoud-kwh');
    expect(back).toMatchObject({ currentKwh: 10, consumption: 10, totalAmount: 10, totalAmountLbp: 895000 });
    // The other group's batch is still there to undo, and its reading still applied.
    const [untouched] = await live('baydawi-kwh');
    expect(untouched).toMatchObject({ currentKwh: 17, totalAmount: 17 });
    await describeLast('baydawi-kwh');
    await expect(describeLast('mahmoud-kwh')).rejects.toBeInstanceOf(NothingToUndoError);
  });
});
