import { NothingToUndoError } from '@kahraba/billing-domain';
import type { AmpereRecordView, ArchivedAmpereRecordView } from '@kahraba/persistence';
import { snapshotOfData, type CustomerFields } from '../../testing/ampere-test-data';
import { startHandlerTier, type HandlerTier } from '../../testing/handler-tier';
import { changesOf, newCustomerFieldsOf, type AmpereRecordInput } from '../customers/ampere-record-input';
import { CreateCustomerCommand } from '../customers/create-customer.command';
import { DeleteCustomerCommand } from '../customers/delete-customer.command';
import { EditCustomerCommand } from '../customers/edit-customer.command';
import { ImportCustomersCommand } from '../customers/import-customers.command';
import { ListArchivedCustomersQuery } from '../customers/list-archived-customers.query';
import { ListCustomersQuery } from '../customers/list-customers.query';
import { MarkAllAmpereUnpaidCommand } from '../customers/mark-all-ampere-unpaid.command';
import { PasteCustomerColumnCommand } from '../customers/paste-customer-column.command';
import { UpdateAmperePricesCommand } from '../customers/update-ampere-prices.command';
import { UndoLastBatchCommand } from './undo-last-batch.command';

const OPERATOR = 'operator@example.com';

describe('undoing the last batch', () => {
  let tier: HandlerTier;

  beforeAll(async () => {
    tier = await startHandlerTier();
  });
  afterAll(() => tier.close());

  let counter = 0;
  /** Adds a customer as the add-customer form does ("add anyway": same names and boxes on purpose). */
  const addCustomer = (fields: Partial<CustomerFields> = {}) => {
    counter += 1;
    const input = { name: `عميل ${counter}`, box: '5', ampere: 5, ...fields };
    return tier.commands.execute<CreateCustomerCommand<AmpereRecordView>, AmpereRecordView>(
      new CreateCustomerCommand('ampere', newCustomerFieldsOf(input), { force: true }),
    );
  };
  const edit = (id: string, changes: AmpereRecordInput) =>
    tier.commands.execute(new EditCustomerCommand('ampere', id, changesOf(changes)));
  const importRows = (records: object[]) =>
    tier.commands.execute(new ImportCustomersCommand('ampere', records));
  const paste = (column: string, data: string[]) =>
    tier.commands.execute(new PasteCustomerColumnCommand('ampere', column, data, 0, 'number', false));
  const undo = () =>
    tier.commands.execute<
      UndoLastBatchCommand,
      { deletedCount: number; revertedCount: number; message: string }
    >(new UndoLastBatchCommand('ampere', OPERATOR, undefined, false));
  const liveRecords = (search = '') =>
    tier.queries.execute<ListCustomersQuery<AmpereRecordView>, AmpereRecordView[]>(
      new ListCustomersQuery('ampere', 'number', search),
    );
  const search = async (q: string) => (await liveRecords(q)).map((found) => found.id);
  const byId = async () =>
    Object.fromEntries((await liveRecords()).map((record) => [record.id, record])) as Record<
      string,
      AmpereRecordView
    >;

  beforeEach(async () => {
    for (;;) {
      try {
        await undo();
      } catch (error) {
        if (error instanceof NothingToUndoError) break;
        throw error;
      }
    }
    await tier.db.query('DELETE FROM ampere_records');
  });

  it('says in Arabic that there is nothing to undo, and changes nothing', async () => {
    await addCustomer();
    const before = await snapshotOfData(tier.db);
    await expect(undo()).rejects.toMatchObject({ message: 'لا توجد عملية للتراجع عنها' });
    expect(await snapshotOfData(tier.db)).toEqual(before);
  });

  it('removes the rows an import created and gives the rows it updated their previous values', async () => {
    const updated = await addCustomer({
      name: 'حسان',
      box: '4',
      ampere: 3,
      amperePrice: 14,
      address: 'الكنيسة',
      amountPaid: 12,
      isPaid: true,
    });
    const untouched = await addCustomer({ name: 'جميلة', box: '4', ampere: 6 });
    const beforeImport = await byId();
    await importRows([
      { name: 'حسان', box: '4', ampere: 9, amperePrice: 20, address: 'الساحة' },
      { name: 'جديد أول', box: '4', ampere: 2 },
      { name: 'جديد ثان', box: '8', ampere: 5 },
    ]);
    expect(await undo()).toEqual({ deletedCount: 2, revertedCount: 1, message: 'تم التراجع بنجاح' });
    const after = await byId();
    expect(Object.keys(after).sort()).toEqual([updated.id, untouched.id].sort());
    expect(after).toEqual(beforeImport);
    // The record key and search text come back too: the old address finds the customer again.
    expect(await search('الكنيسة')).toEqual([updated.id]);
  });

  it('leaves the later edits of a record that was not in the batch', async () => {
    const inBatch = await addCustomer({ name: 'في الدفعة', box: '1', ampere: 3 });
    const outside = await addCustomer({ name: 'خارج الدفعة', box: '2', ampere: 3 });
    await importRows([{ name: 'في الدفعة', box: '1', ampere: 7 }]);
    await edit(outside.id, { ampere: 11, amountPaid: 40 });
    const added = await addCustomer({ name: 'أضيف بعدها', box: '3', ampere: 2 });
    await undo();
    const after = await byId();
    expect(after[inBatch.id]).toMatchObject({ ampere: 3 });
    expect(after[outside.id]).toMatchObject({ ampere: 11, amountPaid: 40, amount: 165 });
    expect(after[added.id]).toMatchObject({ name: 'أضيف بعدها' });
  });

  it('keeps a payment recorded after an import, and bills it against the amperes from before the import', async () => {
    const record = await addCustomer({ name: 'نزار', box: '1', ampere: 3 });
    await importRows([{ name: 'نزار', box: '1', ampere: 9 }]);
    expect((await byId())[record.id]).toMatchObject({ ampere: 9, amount: 135 });
    await edit(record.id, { amountPaid: 100 });
    await undo();
    expect((await byId())[record.id]).toMatchObject({
      ampere: 3,
      amperePrice: 15,
      amount: 45,
      amountPaid: 100,
      outstandingBalance: -55,
      isPaid: true,
    });
  });

  // The undo revives the payments mark all unpaid voided; one recorded after it stays beside them.
  it('keeps a payment recorded after marking everyone unpaid, and gives everyone their payments back', async () => {
    const payer = await addCustomer({ name: 'دافع لاحقاً', box: '1', ampere: 3, amountPaid: 30 });
    const other = await addCustomer({ name: 'دافع سابقاً', box: '1', ampere: 3, amountPaid: 20 });
    await tier.commands.execute(new MarkAllAmpereUnpaidCommand());
    await edit(payer.id, { amountPaid: 45 });
    await undo();
    const after = await byId();
    expect(after[payer.id]).toMatchObject({ amountPaid: 75, outstandingBalance: -30, isPaid: true });
    expect(after[other.id]).toMatchObject({ amountPaid: 20, outstandingBalance: 25, isPaid: false });
  });

  // Marked paid is a payment of the balance, no mark of its own; the undo revives it.
  it('gives a customer marked paid its payment back, the stored paid state following the balance', async () => {
    const record = await addCustomer({ name: 'معلم مدفوع', box: '1', ampere: 3, isPaid: true });
    expect(record).toMatchObject({ amountPaid: 45, outstandingBalance: 0, isPaid: true });
    await tier.commands.execute(new MarkAllAmpereUnpaidCommand());
    expect((await byId())[record.id]).toMatchObject({ amountPaid: 0, isPaid: false });
    await undo();
    expect((await byId())[record.id]).toMatchObject({ amountPaid: 45, outstandingBalance: 0, isPaid: true });
    const status = await tier.db.query<{ is_paid: boolean }>(
      'SELECT is_paid FROM ampere_records WHERE id = $1',
      [record.id],
    );
    expect(status).toEqual([{ is_paid: true }]);
  });

  it('keeps a price the operator set after a price change, and gives the others their prices back', async () => {
    const own = await addCustomer({ name: 'سعر خاص', box: '1', ampere: 4, amperePrice: 14 });
    const automatic = await addCustomer({ name: 'سعر عام', box: '1', ampere: 4 });
    await tier.commands.execute(new UpdateAmperePricesCommand(20, 30, false));
    await edit(automatic.id, { amperePrice: 18 });
    await undo();
    const after = await byId();
    expect(after[own.id]).toMatchObject({ amperePrice: 14, priceIsCustom: true, amount: 56 });
    expect(after[automatic.id]).toMatchObject({ amperePrice: 18, priceIsCustom: true, amount: 72 });
  });

  it('keeps a later rename, and the customer is found by the new name and the address given back', async () => {
    const record = await addCustomer({ name: 'رامز', box: '1', ampere: 3, address: 'الكنيسة' });
    await paste('address', ['الساحة']);
    await edit(record.id, { name: 'رامز الحلو' });
    await undo();
    expect((await byId())[record.id]).toMatchObject({ name: 'رامز الحلو', address: 'الكنيسة' });
    expect(await search('الكنيسة الحلو')).toEqual([record.id]);
    expect(await search('الساحة')).toEqual([]);
    // The matching key follows the new name: a later import of the new name updates the customer.
    expect(await importRows([{ name: 'رامز الحلو', box: '1', ampere: 5 }])).toMatchObject({
      created: 0,
      updated: 1,
    });
  });

  it('gives the amperes back and lets the threshold price follow them when no price was set', async () => {
    const record = await addCustomer({ name: 'صغير', box: '1', ampere: 2 });
    expect(record).toMatchObject({ amperePrice: 25, priceIsCustom: false });
    await paste('ampere', ['6']);
    expect((await byId())[record.id]).toMatchObject({ ampere: 6, amperePrice: 15, amount: 90 });
    await undo();
    expect((await byId())[record.id]).toMatchObject({ ampere: 2, amperePrice: 25, amount: 50 });
  });

  it('undoes the batch before when called again, and then says there is nothing to undo', async () => {
    const record = await addCustomer({ name: 'أول', box: '1', ampere: 3 });
    await addCustomer({ name: 'ثان', box: '1', ampere: 3 });
    await paste('ampere', ['4']);
    await paste('address', ['عنوان']);
    await importRows([{ name: 'ثالث', box: '1', ampere: 3 }]);

    expect(await undo()).toMatchObject({ deletedCount: 1, revertedCount: 0 });
    expect(await liveRecords()).toHaveLength(2);
    expect((await byId())[record.id]).toMatchObject({ ampere: 4, address: 'عنوان' });

    expect(await undo()).toMatchObject({ deletedCount: 0, revertedCount: 1 });
    expect((await byId())[record.id]).toMatchObject({ ampere: 4, address: null });

    expect(await undo()).toMatchObject({ deletedCount: 0, revertedCount: 1 });
    expect((await byId())[record.id]).toMatchObject({ ampere: 3, amount: 45, address: null });

    await expect(undo()).rejects.toBeInstanceOf(NothingToUndoError);
  });

  it('does not bring back a customer that was deleted after the batch', async () => {
    await importRows([{ name: 'سيحذف', box: '1', ampere: 3 }]);
    const [created] = await liveRecords();
    await tier.commands.execute(new DeleteCustomerCommand('ampere', created.id, OPERATOR));
    expect(await undo()).toMatchObject({ deletedCount: 0 });
    expect(await liveRecords()).toEqual([]);
    const archived = await tier.queries.execute<
      ListArchivedCustomersQuery<ArchivedAmpereRecordView>,
      ArchivedAmpereRecordView[]
    >(new ListArchivedCustomersQuery('ampere'));
    expect(archived.map((record) => record.name)).toContain('سيحذف');
  });
});
