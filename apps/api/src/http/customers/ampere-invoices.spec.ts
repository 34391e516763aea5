import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';

const PROFILE = {
  name: 'مولد النور',
  address: 'بيروت، الطريق الجديدة',
  phone: '01 234 567',
  phone2: '03 765 432',
  email: 'info@nour.example',
  registrationNumber: 'REG-7781',
  lookupNote: 'استعلم عن فاتورتك عبر الموقع',
};

describe('ampere invoices and printing', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let admin: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('boss@example.com', 'مدير', 'المولد', 'admin', 'admin secret 1'));
    admin = testApp.agent();
    await admin
      .post('/api/login')
      .send({ email: 'boss@example.com', password: 'admin secret 1' })
      .expect(200);
    await admin.put('/api/company-profile').send(PROFILE).expect(200);
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  const today = (year: number, month: number, day: number) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));

  describe('a single invoice', () => {
    it('carries the company, the customer, the line, the VAT split and what is left to pay', async () => {
      today(2026, 11, 12);
      const customer = await addCustomer(agent, {
        name: 'يوسف',
        box: '17',
        ampere: 7.333,
        amperePrice: 15,
        address: 'الجبل',
        amountPaid: 50,
      });
      const response = await agent.get(`/api/ampere-records/${customer.id}/invoice`).expect(200);
      expect(response.body).toMatchObject({
        companyInfo: PROFILE,
        invoiceNumber: `INV-${customer.customerNumber}-2026`,
        invoiceDate: '2026-11-12',
        customerNumber: customer.customerNumber,
        name: 'يوسف',
        box: '17',
        address: 'الجبل',
        ampere: 7.333,
        amperePrice: 15,
        amount: 110,
        amountPaid: 50,
        remainingAmount: 60,
        statement: expect.objectContaining({
          shortInvoiceNumber: `INV-${customer.customerNumber}`,
          month: '2026-11',
          monthLabel: 'تشرين الثاني 2026',
          // 110 / 1.11 = 99.0990… → 99.10; VAT = 110 − 99.10.
          base: 99.1,
          vat: 10.9,
          vatRatePercent: 11,
          isPaid: false,
        }),
      });
    });

    it.each([
      [37.05, 33.38, 3.67],
      [0.01, 0.01, 0],
      [1, 0.9, 0.1],
      [150, 135.14, 14.86],
    ])('splits a total of %p into base %p and VAT %p that add up exactly', async (total, base, vat) => {
      const customer = await addCustomer(agent, { ampere: 1, amperePrice: total });
      const response = await agent.get(`/api/ampere-records/${customer.id}/invoice`).expect(200);
      expect(response.body).toMatchObject({
        amount: total,
        statement: expect.objectContaining({ base, vat }),
      });
      expect(Math.round((response.body.statement.base + response.body.statement.vat) * 100)).toBe(
        Math.round(total * 100),
      );
    });

    it('is for next month from the 25th on, on the single invoice and the print sheet', async () => {
      today(2026, 11, 26);
      const customer = await addCustomer(agent);
      const response = await agent.get(`/api/ampere-records/${customer.id}/invoice`).expect(200);
      expect(customer.month).toBe('2026-11');
      expect(response.body).toMatchObject({
        invoiceDate: '2026-11-26',
        invoiceNumber: `INV-${customer.customerNumber}-2026`,
        statement: expect.objectContaining({
          month: '2026-12',
          monthLabel: 'كانون الأول 2026',
          shortInvoiceNumber: `INV-${customer.customerNumber}`,
        }),
      });
      const [printed] = (
        await agent.get('/api/ampere-records/invoices').query({ id: customer.id }).expect(200)
      ).body;
      expect(printed.statement).toMatchObject({ month: '2026-12', monthLabel: 'كانون الأول 2026' });
    });

    it('is for January of next year from 25 December, numbered with that year', async () => {
      today(2026, 12, 27);
      const customer = await addCustomer(agent);
      const response = await agent.get(`/api/ampere-records/${customer.id}/invoice`).expect(200);
      expect(response.body).toMatchObject({
        invoiceNumber: `INV-${customer.customerNumber}-2027`,
        statement: expect.objectContaining({ month: '2027-01', monthLabel: 'كانون الثاني 2027' }),
      });
    });

    it('names the new month after a month close, and December rolls into January of next year', async () => {
      today(2026, 11, 20);
      const customer = await addCustomer(agent);
      const invoice = async () =>
        (await agent.get(`/api/ampere-records/${customer.id}/invoice`).expect(200)).body;

      // Closed on 20 November: the records now bill December, whatever their invoice date says.
      await agent.post('/api/ampere-records/new-month').send({ month: '2026-11' }).expect(200);
      expect(await invoice()).toMatchObject({
        invoiceDate: '2026-11-20',
        invoiceNumber: `INV-${customer.customerNumber}-2026`,
        statement: expect.objectContaining({ month: '2026-12', monthLabel: 'كانون الأول 2026' }),
      });

      today(2026, 12, 2);
      await agent.post('/api/ampere-records/new-month').send({ month: '2026-12' }).expect(200);
      expect(await invoice()).toMatchObject({
        invoiceDate: '2026-12-02',
        invoiceNumber: `INV-${customer.customerNumber}-2027`,
        statement: expect.objectContaining({
          month: '2027-01',
          monthLabel: 'كانون الثاني 2027',
          shortInvoiceNumber: `INV-${customer.customerNumber}`,
        }),
      });
      // The print sheet shows the same month as the single invoice.
      const [printed] = (
        await agent.get('/api/ampere-records/invoices').query({ id: customer.id }).expect(200)
      ).body;
      expect(printed.statement).toMatchObject({
        monthLabel: 'كانون الثاني 2027',
        shortInvoiceNumber: `INV-${customer.customerNumber}`,
      });
    });

    it('says paid in full once the balance is settled', async () => {
      const customer = await addCustomer(agent, { ampere: 2, amperePrice: 25, amountPaid: 50 });
      const response = await agent.get(`/api/ampere-records/${customer.id}/invoice`).expect(200);
      expect(response.body).toMatchObject({
        remainingAmount: 0,
        statement: expect.objectContaining({ isPaid: true }),
      });
    });

    it('answers 404 in Arabic for a customer that does not exist and 400 for an id that is not one', async () => {
      const missing = await agent
        .get('/api/ampere-records/00000000-0000-4000-8000-000000000000/invoice')
        .expect(404);
      expect(missing.body.message).toBe('السجل غير موجود');
      const malformed = await agent.get('/api/ampere-records/42/invoice').expect(400);
      expect(malformed.body.message).toMatch(/[\u0600-\u06FF]/);
    });
  });

  describe('in Lebanese pounds', () => {
    const storeRate = (usdToLbp: string) =>
      testApp.app.get(Database).query('INSERT INTO exchange_rate (usd_to_lbp) VALUES ($1)', [usdToLbp]);

    it('gives the total and the VAT in whole pounds at 89,500 while the rate was never changed', async () => {
      const customer = await addCustomer(agent, { name: 'ليرة', box: '61', ampere: 3, amperePrice: 15 });
      const response = await agent.get(`/api/ampere-records/${customer.id}/invoice`).expect(200);
      // 45 × 89,500 = 4,027,500; base 4,027,500 / 1.11 = 3,628,378.38 → 3,628,378; VAT 399,122
      expect(response.body).toMatchObject({
        amount: 45,
        statement: expect.objectContaining({
          lbp: expect.objectContaining({ total: 4_027_500, vat: 399_122, rate: 89500 }),
        }),
      });
    });

    it('uses the stored exchange rate on the single invoice and on the box sheet', async () => {
      const customer = await addCustomer(agent, { name: 'سعر', box: '62', ampere: 7.333, amperePrice: 15 });
      await storeRate('90000');
      try {
        const single = await agent.get(`/api/ampere-records/${customer.id}/invoice`).expect(200);
        // 110 × 90,000 = 9,900,000; base 9,900,000 / 1.11 = 8,918,918.9 → 8,918,919; VAT 981,081
        expect(single.body).toMatchObject({
          amount: 110,
          statement: expect.objectContaining({
            lbp: expect.objectContaining({ total: 9_900_000, vat: 981_081, rate: 90000 }),
          }),
        });
        const sheet = await agent.get('/api/ampere-records/invoices').query({ box: '62' }).expect(200);
        expect(sheet.body).toEqual([
          expect.objectContaining({
            name: 'سعر',
            statement: expect.objectContaining({
              lbp: expect.objectContaining({ total: 9_900_000, vat: 981_081, rate: 90000 }),
            }),
          }),
        ]);
      } finally {
        await storeRate('89500');
      }
    });

    it('rounds the pounds half away from zero at a rate with decimals', async () => {
      // 1.5 × 1 = $1.50 at 89,500.50: 134,250.75 → 134,251; base 120,946.85 → 120,947; VAT 13,304
      const customer = await addCustomer(agent, { name: 'كسور', box: '63', ampere: 1.5, amperePrice: 1 });
      await storeRate('89500.50');
      try {
        const response = await agent.get(`/api/ampere-records/${customer.id}/invoice`).expect(200);
        expect(response.body.statement.lbp).toMatchObject({ total: 134_251, vat: 13_304, rate: 89500.5 });
      } finally {
        await storeRate('89500');
      }
    });
  });

  describe('printing by box or by selection', () => {
    let printApp: { ids: Record<string, string> };

    beforeAll(async () => {
      const add = async (name: string, box: string | null) => (await addCustomer(agent, { name, box })).id;
      printApp = {
        ids: {
          tenB: await add('باء', '10'),
          tenA: await add('ألف', '10'),
          nine: await add('تسعة', '9'),
          none: await add('بلا علبة', null),
          latin: await add('Zed', '10'),
        },
      };
    });

    const names = (body: { name: string }[]) => body.map((invoice) => invoice.name);

    it('gives the invoices of one box in display order (Arabic names before Latin)', async () => {
      const response = await agent.get('/api/ampere-records/invoices').query({ box: '10' }).expect(200);
      expect(names(response.body)).toEqual(['ألف', 'باء', 'Zed']);
      expect(response.body[0]).toMatchObject({
        companyInfo: PROFILE,
        invoiceNumber: expect.stringMatching(/^INV-\d+-\d{4}$/),
      });
    });

    it('gives the invoices of several boxes, box by box', async () => {
      const response = await agent.get('/api/ampere-records/invoices?box=10&box=9').expect(200);
      expect(names(response.body)).toEqual(['تسعة', 'ألف', 'باء', 'Zed']);
    });

    it('gives the invoices of chosen customers', async () => {
      const one = await agent
        .get('/api/ampere-records/invoices')
        .query({ id: printApp.ids.nine })
        .expect(200);
      expect(names(one.body)).toEqual(['تسعة']);
      const two = await agent
        .get(`/api/ampere-records/invoices?id=${printApp.ids.latin}&id=${printApp.ids.tenA}`)
        .expect(200);
      expect(names(two.body)).toEqual(['ألف', 'Zed']);
    });

    it('gives the chosen customers when both customers and boxes are sent', async () => {
      const response = await agent
        .get(`/api/ampere-records/invoices?box=10&id=${printApp.ids.nine}`)
        .expect(200);
      expect(names(response.body)).toEqual(['تسعة']);
    });

    it('gives nothing for a chosen customer that no longer exists', async () => {
      const response = await agent
        .get('/api/ampere-records/invoices')
        .query({ id: '00000000-0000-4000-8000-000000000000' })
        .expect(200);
      expect(response.body).toEqual([]);
    });

    it('gives nothing when nothing is chosen', async () => {
      const response = await agent.get('/api/ampere-records/invoices').expect(200);
      expect(response.body).toEqual([]);
    });

    it('refuses an id that is not one with an Arabic 400', async () => {
      const response = await agent.get('/api/ampere-records/invoices').query({ id: 'x' }).expect(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
      const mixed = await agent.get(`/api/ampere-records/invoices?id=${printApp.ids.nine}&id=x`).expect(400);
      expect(mixed.body.message).toMatch(/[\u0600-\u06FF]/);
    });

    it('lists the boxes in numeric order with their customer counts, no box last', async () => {
      const response = await agent.get('/api/ampere-records/boxes').expect(200);
      const boxes = response.body as { box: string; customers: number }[];
      const numeric = boxes.filter((entry) => /^\d+$/.test(entry.box)).map((entry) => Number(entry.box));
      expect(numeric).toEqual([...numeric].sort((a, b) => a - b));
      expect(boxes.find((entry) => entry.box === '9')).toEqual({ box: '9', customers: 1 });
      expect(boxes.find((entry) => entry.box === '10')).toEqual({ box: '10', customers: 3 });
      expect(boxes[boxes.length - 1]).toEqual({ box: '', customers: 1 });
    });
  });
});
