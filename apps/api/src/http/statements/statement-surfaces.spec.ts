import type TestAgent from 'supertest/lib/agent';
import {
  receiptWhatsAppText,
  statementWhatsAppText,
  type StatementOfWhatsApp,
} from '@kahraba/billing-domain';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer } from '../../testing/ampere-test-data';
import { byName, importKwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** What every surface must agree on for one customer (docs/business-rules.md#the-statement-of-account). */
interface Shown {
  surface: string;
  month: string;
  totalDue: number;
  totalDueLbp: number;
}

/**
 * One statement of account on every surface. An ampere and a kWh customer, each with
 * arrears and a partial payment, on 26 November (the invoice is for December): the single invoice,
 * the print sheet, the box invoices, the portal card, the receipt, the WhatsApp texts (the invoice
 * page's and the customer rows') and the collection screen show the same month, total due and pounds
 * due; the dashboard bills the statement's month total and carries its previous balance.
 */
describe('the statement of account on every surface', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let visitor: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    operator = await testApp.signedInAgent();
    visitor = testApp.agent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    // 26 November 2026: from the 25th the invoice is for December.
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(2026, 10, 26, 10, 0));
  });
  afterEach(() => jest.restoreAllMocks());

  const PORTAL = 'https://kahraba.example/customer-portal';

  /** The receipt and its WhatsApp text, as the receipt page shows them after the payment. */
  async function receiptOf(paymentId: string): Promise<Shown[]> {
    const receipt = (await operator.get(`/api/payments/${paymentId}`).expect(200)).body;
    const text = receiptWhatsAppText({
      customerName: receipt.customerName,
      customerNumber: receipt.customerNumber,
      invoiceNumber: receipt.invoiceNumber,
      receiptNumber: receipt.receiptNumber,
      amountUsd: receipt.amount,
      amountLbp: receipt.amountLbp,
      monthLabel: receipt.invoiceMonthLabel,
      remainingUsd: receipt.balanceAfter.totalDue,
      remainingLbp: receipt.balanceAfter.totalDueLbp,
      portalUrl: PORTAL,
    });
    expect(text).toContain(`عن شهر ${receipt.invoiceMonthLabel}.`);
    return [
      {
        surface: 'receipt',
        month: receipt.invoiceMonthLabel,
        totalDue: receipt.balanceAfter.totalDue,
        totalDueLbp: receipt.balanceAfter.totalDueLbp,
      },
    ];
  }

  /**
   * The invoice's WhatsApp text carries the month, the customer and invoice numbers and both dues. It
   * is built from the statement alone (statementWhatsAppText), as the web's one builder does for the
   * invoice page and for the WhatsApp buttons of the customer rows and cards, which read this same
   * statement when clicked: one text for every WhatsApp button.
   */
  function whatsAppOf(invoice: { statement: StatementOfWhatsApp }): Shown {
    const { statement } = invoice;
    const text = statementWhatsAppText(statement, PORTAL);
    expect(text).toContain(`رقم المشترك: ${statement.customerNumber}`);
    expect(text).toContain(`رقم الفاتورة: ${statement.invoiceNumber}`);
    const month = /فاتورة الكهرباء لشهر (.+)\./.exec(text)?.[1] ?? '';
    const due = /المبلغ المستحق: \$([\d,.]+) \(([\d,]+) ل\.ل\)/.exec(text);
    return {
      surface: 'whatsapp invoice and row buttons',
      month,
      totalDue: Number(due?.[1].replace(/,/g, '')),
      totalDueLbp: Number(due?.[2].replace(/,/g, '')),
    };
  }

  async function collectOf(system: string, id: string): Promise<Shown> {
    const roster = (await operator.get('/api/collect/customers').query({ system }).expect(200)).body as {
      customers: { id: string; outstandingBalance: number; outstandingLbp: number }[];
    };
    const row = roster.customers.find((customer) => customer.id === id)!;
    // The collection screen names no month: the invoice's month is checked on the other surfaces.
    return {
      surface: 'collect',
      month: '',
      totalDue: row.outstandingBalance,
      totalDueLbp: row.outstandingLbp,
    };
  }

  /**
   * The dashboard agrees with the statements of a system (its only customer here): billed is the
   * statement's month total, the arrears carried its previous balance.
   */
  async function expectDashboardAgrees(
    system: string,
    statement: { total: number; previousBalance: number },
  ): Promise<void> {
    const summaries = (await operator.get('/api/system-summaries').expect(200)).body as {
      systems: { id: string; totalAmount: number; arrearsCarried: number }[];
    };
    const card = summaries.systems.find((entry) => entry.id === system)!;
    expect({ billed: card.totalAmount, arrearsCarried: card.arrearsCarried }).toEqual({
      billed: statement.total,
      arrearsCarried: statement.previousBalance,
    });
  }

  function expectAllAgree(shown: readonly Shown[], expected: Omit<Shown, 'surface'>): void {
    for (const entry of shown) {
      expect({ ...entry, month: entry.month || expected.month }).toEqual({
        surface: entry.surface,
        ...expected,
      });
    }
  }

  it('an ampere customer with $75 arrears, 5 A × $15 and $50 paid: December, $100 and 8,950,000 LBP everywhere', async () => {
    const customer = await addCustomer(operator, {
      name: 'حسين دياب',
      ampere: 5,
      amperePrice: 15,
      phone: '03 123 456',
    });
    await db.query(`UPDATE ampere_records SET month = '2026-11', arrears = 75 WHERE id = $1`, [customer.id]);

    // Before paying: the invoice asks $150, and in pounds all of it, 13,425,000 (not this month's 6,712,500).
    const unpaid = (await operator.get(`/api/ampere-records/${customer.id}/invoice`).expect(200)).body;
    expect(unpaid.statement).toMatchObject({
      totalDue: 150,
      lbp: expect.objectContaining({ total: 6_712_500, totalDue: 13_425_000 }),
    });

    const payment = (
      await operator.post(`/api/ampere-records/${customer.id}/payments`).send({ amount: 50 }).expect(201)
    ).body as { id: string };

    const invoice = (await operator.get(`/api/ampere-records/${customer.id}/invoice`).expect(200)).body;
    const [boxInvoice] = (
      await operator.get('/api/ampere-records/invoices').query({ id: customer.id }).expect(200)
    ).body;
    const [printed] = (
      await operator
        .post('/api/print-invoices')
        .send({ type: 'ampere', ids: [customer.id] })
        .expect(200)
    ).body;
    const [card] = (
      await visitor
        .get('/api/customer-portal/search')
        .query({ id: String(customer.customerNumber), name: 'حسين' })
        .expect(200)
    ).body;

    const shown: Shown[] = [
      {
        surface: 'invoice',
        month: invoice.statement.monthLabel,
        totalDue: invoice.statement.totalDue,
        totalDueLbp: invoice.statement.lbp.totalDue,
      },
      {
        surface: 'box invoices',
        month: boxInvoice.statement.monthLabel,
        totalDue: boxInvoice.statement.totalDue,
        totalDueLbp: boxInvoice.statement.lbp.totalDue,
      },
      {
        surface: 'print sheet',
        month: printed.statement.monthLabel,
        totalDue: printed.statement.totalDue,
        totalDueLbp: printed.statement.lbp.totalDue,
      },
      {
        surface: 'portal card',
        month: card.statement.monthLabel,
        totalDue: card.statement.totalDue,
        totalDueLbp: card.statement.lbp.totalDue,
      },
      whatsAppOf(invoice),
      ...(await receiptOf(payment.id)),
      await collectOf('ampere', customer.id),
    ];
    expectAllAgree(shown, { month: 'كانون الأول 2026', totalDue: 100, totalDueLbp: 8_950_000 });
    await expectDashboardAgrees('ampere', invoice.statement);
    // The stored balance says the same.
    const [stored] = await db.query<{ due: string }>(
      'SELECT outstanding_balance::text AS due FROM ampere_records WHERE id = $1',
      [customer.id],
    );
    expect(Number(stored.due)).toBe(100);
  });

  it('a kWh customer priced in pounds with $75 arrears and $100 paid: the pounds exact on every surface', async () => {
    // The map's fee for 5 A, 1,050,000 LBP, and the group's price per kWh typed in pounds, 36,000.
    await db.query(
      `INSERT INTO subscription_pricing (amperage, price) VALUES (5, 1050000)
       ON CONFLICT (amperage) DO UPDATE SET price = EXCLUDED.price`,
    );
    const [imported] = await importKwhCustomers(operator, 'mahmoud-kwh', [
      {
        name: 'حسين مارون الحسيني',
        box: '9',
        ampere: 5,
        previousKwh: 1000,
        currentKwh: 1490,
      },
    ]);
    await operator
      .patch('/api/mahmoud-kwh-customers/update-all-prices')
      .send({ pricePerKwhLbp: 36_000 })
      .expect(200);
    await db.query(
      `UPDATE kwh_customers SET month = '2026-11', arrears = 75, phone = '+96171123456' WHERE id = $1`,
      [imported.id],
    );

    const unpaid = (await operator.get(`/api/mahmoud-kwh-customers/${imported.id}/invoice`).expect(200)).body;
    // 490 × 36,000 + 1,050,000 = 18,690,000 LBP exactly; dollars derived at 89,500.
    expect(unpaid.statement).toMatchObject({
      lbp: expect.objectContaining({ total: 18_690_000 }),
      total: 208.82,
      readings: expect.objectContaining({ previous: 1000, current: 1490, consumption: 490 }),
    });
    expect(unpaid.statement.lines).toEqual([
      expect.objectContaining({
        kind: 'energy',
        unitPrice: 36_000,
        unitPriceCurrency: 'LBP',
        amountLbp: 17_640_000,
      }),
      expect.objectContaining({ kind: 'subscription-fee', unitPriceCurrency: 'LBP', amountLbp: 1_050_000 }),
    ]);

    const payment = (
      await operator
        .post(`/api/mahmoud-kwh-customers/${imported.id}/payments`)
        .send({ amount: 100 })
        .expect(201)
    ).body as { id: string };

    const invoice = (await operator.get(`/api/mahmoud-kwh-customers/${imported.id}/invoice`).expect(200))
      .body;
    const [printed] = (
      await operator
        .post('/api/print-invoices')
        .send({ type: 'mahmoud-kwh', ids: [imported.id] })
        .expect(200)
    ).body;
    const shown: Shown[] = [
      {
        surface: 'invoice',
        month: invoice.statement.monthLabel,
        totalDue: invoice.statement.totalDue,
        totalDueLbp: invoice.statement.lbp.totalDue,
      },
      {
        surface: 'print sheet',
        month: printed.statement.monthLabel,
        totalDue: printed.statement.totalDue,
        totalDueLbp: printed.statement.lbp.totalDue,
      },
      whatsAppOf(invoice),
      ...(await receiptOf(payment.id)),
      await collectOf('mahmoud-kwh', imported.id),
    ];
    // 75 + 208.82 − 100 = 183.82; 18,690,000 + 6,712,500 − 8,950,000 = 16,452,500.
    expectAllAgree(shown, { month: 'كانون الأول 2026', totalDue: 183.82, totalDueLbp: 16_452_500 });
    await expectDashboardAgrees('mahmoud-kwh', invoice.statement);
    expect(printed.otherLines).toEqual([
      { label: 'القراءة السابقة', value: '1,000' },
      { label: 'القراءة الحالية', value: '1,490' },
      { label: 'رسم الاشتراك', value: '1,050,000 ل.ل' },
    ]);
    const customer = byName(
      (await operator.get('/api/mahmoud-kwh-customers').expect(200)).body,
      'حسين مارون الحسيني',
    );
    expect(customer.outstandingBalance).toBe(183.82);
  });
});
