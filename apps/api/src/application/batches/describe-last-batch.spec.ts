import { ConflictError, NothingToUndoError } from '@kahraba/billing-domain';
import { actAs, type BatchDescription } from '@kahraba/persistence';
import { startHandlerTier, type HandlerTier } from '../../testing/handler-tier';
import { newCustomerFieldsOf } from '../customers/ampere-record-input';
import { CreateCustomerCommand } from '../customers/create-customer.command';
import { ImportCustomersCommand } from '../customers/import-customers.command';
import { MarkAllAmpereUnpaidCommand } from '../customers/mark-all-ampere-unpaid.command';
import { DescribeLastBatchQuery } from './describe-last-batch.query';
import { UndoLastBatchCommand } from './undo-last-batch.command';

const OPERATOR = 'rania@example.com';
const ADMIN = 'admin@example.com';

describe('what an undo would take back', () => {
  let tier: HandlerTier;

  beforeAll(async () => {
    tier = await startHandlerTier();
  });
  afterAll(() => tier.close());

  const describeLast = () =>
    tier.queries.execute<DescribeLastBatchQuery, BatchDescription>(new DescribeLastBatchQuery('ampere'));
  /** As the operator signed in would: the batch names its author. */
  const asOperator = <T>(work: () => Promise<T>) => actAs(OPERATOR, work);

  it('says in Arabic that there is nothing to undo', async () => {
    const nothing = describeLast();
    await expect(nothing).rejects.toBeInstanceOf(NothingToUndoError);
    await expect(nothing).rejects.toMatchObject({ message: 'لا توجد عملية للتراجع عنها' });
  });

  it("names the operator's import an admin's undo would take back: kind, who, when, rows", async () => {
    await asOperator(() =>
      tier.commands.execute(
        new CreateCustomerCommand('ampere', newCustomerFieldsOf({ name: 'قديم', box: '1', ampere: 2 })),
      ),
    );
    const before = Date.now();
    await asOperator(() =>
      tier.commands.execute(
        new ImportCustomersCommand('ampere', [
          { name: 'قديم', box: '1', ampere: 3 },
          { name: 'جديد أول', box: '2', ampere: 2 },
          { name: 'جديد ثان', box: '2', ampere: 5 },
        ]),
      ),
    );

    const described = await describeLast();

    expect(described).toEqual({
      batchId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'import',
      createdBy: OPERATOR,
      createdAt: expect.any(String),
      createdCount: 2,
      updatedCount: 1,
    });
    expect(new Date(described.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('changes nothing by describing', async () => {
    const first = await describeLast();
    expect(await describeLast()).toEqual(first);
  });

  it('refuses to undo another batch than the one described (it changed in between), undoing nothing', async () => {
    const described = await describeLast();
    await asOperator(() => tier.commands.execute(new MarkAllAmpereUnpaidCommand()));
    const refused = tier.commands.execute(new UndoLastBatchCommand('ampere', ADMIN, described.batchId, true));
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    await expect(refused).rejects.toMatchObject({
      message: 'تغيّرت آخر عملية منذ عرضها، يرجى المراجعة من جديد',
    });
    const now = await describeLast();
    expect(now.kind).toBe('mark-all-unpaid');
    await tier.commands.execute(new UndoLastBatchCommand('ampere', ADMIN, now.batchId, true));
    expect((await describeLast()).batchId).toBe(described.batchId);
  });
});
