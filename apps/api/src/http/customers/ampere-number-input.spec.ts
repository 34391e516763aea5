import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, liveRecords, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** One number reader for every numeric field of the API, JSON strings included. */
describe('numbers typed into the ampere API', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());

  const refused = async (request: () => Promise<{ body: { message: string } }>, message: string) => {
    const before = await snapshotOfData(db);
    const response = await request();
    expect(response.body.message).toBe(message);
    expect(await snapshotOfData(db)).toEqual(before);
  };

  it('adds 3 A typed in Arabic-Indic digits as 3 A owing their price, not a paid 0 A customer', async () => {
    const customer = await addCustomer(agent, { ampere: '٣' });
    expect(customer).toMatchObject({
      ampere: 3,
      amperePrice: 15,
      amount: 45,
      outstandingBalance: 45,
      isPaid: false,
    });
  });

  it('reads a comma followed by one or two digits as the decimal mark: 12,5 is 12.5, not 125', async () => {
    const customer = await addCustomer(agent, { ampere: '12,5', amperePrice: '1,25' });
    expect(customer).toMatchObject({ ampere: 12.5, amperePrice: 1.25, amount: 15.63 });
  });

  it('reads a comma followed by three digits as thousands: 224,000 is 224000', async () => {
    const customer = await addCustomer(agent, { ampere: 5, amperePrice: '224,000' });
    expect(customer).toMatchObject({ amperePrice: 224000, amount: 1120000 });
  });

  it('reads the Arabic decimal mark and Persian digits in a payment', async () => {
    const customer = await addCustomer(agent, { ampere: 2, amountPaid: '۱۲٫۵' as unknown as number });
    expect(customer).toMatchObject({ amountPaid: 12.5, outstandingBalance: 37.5 });
  });

  it.each([
    ['letters', 'ثلاثة', 'قيمة الأمبير: «ثلاثة» ليس رقماً صالحاً'],
    ['two decimal commas', '12,5,3', 'قيمة الأمبير: «12,5,3» ليس رقماً صالحاً'],
    ['a comma followed by four digits', '1,2345', 'قيمة الأمبير: «1,2345» ليس رقماً صالحاً'],
    ['an exponent', '1e3', 'قيمة الأمبير: «1e3» ليس رقماً صالحاً'],
    ['blank text', '  ', 'قيمة الأمبير: يرجى إدخال رقم'],
  ])('refuses amperes typed as %s naming the field, never as 0', async (_case, ampere, message) => {
    await refused(
      () => agent.post('/api/ampere-records').send({ name: 'نادر', ampere }).expect(400),
      message,
    );
  });

  it('refuses a payment or a price that is not a number naming the field', async () => {
    await refused(
      () =>
        agent.post('/api/ampere-records').send({ name: 'نادر', ampere: 5, amountPaid: 'كثير' }).expect(400),
      'المبلغ المدفوع: «كثير» ليس رقماً صالحاً',
    );
    await refused(
      () =>
        agent.post('/api/ampere-records').send({ name: 'نادر', ampere: 5, amperePrice: 'غالي' }).expect(400),
      'سعر الأمبير: «غالي» ليس رقماً صالحاً',
    );
  });

  describe('an edit', () => {
    it('reads the same numbers inline: ٣ amperes, 12,5 paid', async () => {
      const customer = await addCustomer(agent, { ampere: 5 });
      const response = await agent
        .patch(`/api/ampere-records/${customer.id}`)
        .send({ ampere: '٣', amountPaid: '12,5' })
        .expect(200);
      expect(response.body).toMatchObject({
        ampere: 3,
        amount: 45,
        amountPaid: 12.5,
        outstandingBalance: 32.5,
      });
    });

    it('refuses amperes or a payment sent as null naming the field, and changes nothing', async () => {
      const customer = await addCustomer(agent, { ampere: 5 });
      await refused(
        () => agent.patch(`/api/ampere-records/${customer.id}`).send({ ampere: null }).expect(400),
        'قيمة الأمبير: يرجى إدخال رقم',
      );
      await refused(
        () => agent.patch(`/api/ampere-records/${customer.id}`).send({ amountPaid: null }).expect(400),
        'المبلغ المدفوع: يرجى إدخال رقم',
      );
    });

    it.each([
      ['null', null],
      ['empty text', ''],
      ['blank text', '   '],
    ])(
      'takes a price cleared as %s as the automatic price, never a free customer',
      async (_case, amperePrice) => {
        const customer = await addCustomer(agent, { ampere: 2, amperePrice: 40 });
        const response = await agent
          .patch(`/api/ampere-records/${customer.id}`)
          .send({ amperePrice })
          .expect(200);
        expect(response.body).toMatchObject({ amperePrice: 25, amount: 50, priceIsCustom: false });
      },
    );
  });

  it('reads new prices typed in Arabic-Indic digits and with a decimal comma', async () => {
    const response = await agent
      .patch('/api/ampere-records/update-all-prices')
      .send({ globalPrice: '١٦', lowPrice: '25,5' })
      .expect(200);
    expect(response.body).toMatchObject({ updated: expect.any(Number) });
    expect((await agent.get('/api/ampere-records/pricing').expect(200)).body).toMatchObject({
      globalPrice: 16,
      lowPrice: 25.5,
    });
    await agent
      .patch('/api/ampere-records/update-all-prices')
      .send({ globalPrice: 15, lowPrice: 25 })
      .expect(200);
  });

  it('refuses new prices that are not numbers naming the field', async () => {
    await refused(
      () =>
        agent
          .patch('/api/ampere-records/update-all-prices')
          .send({ globalPrice: 'x', lowPrice: 25 })
          .expect(400),
      'السعر العام: «x» ليس رقماً صالحاً',
    );
  });

  it('reads the paste start row typed in Arabic-Indic digits', async () => {
    await addCustomer(agent);
    await addCustomer(agent);
    const records = await liveRecords(agent);
    await agent
      .patch('/api/ampere-records/column-paste')
      .send({ column: 'address', data: ['الساحة'], startIndex: '١' })
      .expect(200);
    expect((await liveRecords(agent))[1]).toMatchObject({ id: records[1]!.id, address: 'الساحة' });
  });

  describe('boxes typed in Arabic-Indic digits', () => {
    it('stores box ٧ as box 7 on add, edit, import and column paste', async () => {
      const added = await addCustomer(agent, { name: 'صندوق أ', box: '٧' });
      expect(added.box).toBe('7');
      const edited = await agent.patch(`/api/ampere-records/${added.id}`).send({ box: '١٢' }).expect(200);
      expect(edited.body.box).toBe('12');

      await agent
        .post('/api/ampere-records/bulk')
        .send({ records: [{ name: 'صندوق ب', box: '٧', ampere: '٢' }] })
        .expect(201);
      const imported = (await liveRecords(agent)).find((record) => record.name === 'صندوق ب');
      expect(imported).toMatchObject({ box: '7', ampere: 2 });

      const records = await liveRecords(agent);
      const position = records.findIndex((record) => record.id === added.id);
      await agent
        .patch('/api/ampere-records/column-paste')
        .send({ column: 'box', data: ['۷'], startIndex: position })
        .expect(200);
      expect((await liveRecords(agent)).find((record) => record.id === added.id)?.box).toBe('7');
    });

    it('matches an import row typed with box ٧ to the customer in box 7', async () => {
      await addCustomer(agent, { name: 'مطابق', box: '8', ampere: 5 });
      const response = await agent
        .post('/api/ampere-records/bulk')
        .send({ records: [{ name: 'مطابق', box: '٨', ampere: 6 }] })
        .expect(201);
      expect(response.body).toMatchObject({ created: 0, updated: 1 });
    });

    it('counts box ٧ as box 7 in the box list and prints it when asked for box ٧', async () => {
      const boxes = (await agent.get('/api/ampere-records/boxes').expect(200)).body as { box: string }[];
      expect(boxes.map((entry) => entry.box)).not.toContain('٧');
      const invoices = await agent.get('/api/ampere-records/invoices').query({ box: '٧' }).expect(200);
      expect(invoices.body.length).toBeGreaterThan(0);
      expect(invoices.body.every((invoice: { box: string }) => invoice.box === '7')).toBe(true);
    });
  });
});
