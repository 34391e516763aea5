import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface PreviewRow {
  line: number;
  name: string;
  phone: string | null;
  action: 'create' | 'update';
  [column: string]: unknown;
}
interface Preview {
  rows: PreviewRow[];
  skipped: { line: number; reason: string }[];
  creates: number;
  updates: number;
}
type Customer = { name: string; phone: string | null; customerNumber: number };

/** The fields the import dialog sends of a previewed row (apps/web customers-api importedFields). */
const FLAT_SENT = ['name', 'box', 'ampere', 'amperePrice', 'address', 'amountPaid', 'phone'];
const METERED_SENT = [
  'name',
  'box',
  'address',
  'ampere',
  'previousKwh',
  'currentKwh',
  'pricePerKwh',
  'insurance',
  'amountPaid',
  'phone',
];

/** docs/customer-imports.md: a phone column found by its header, in every billing system. */
describe.each([
  { system: 'ampere', url: '/api/ampere-records', sent: FLAT_SENT, extra: '' },
  { system: 'mahmoud-kwh', url: '/api/mahmoud-kwh-customers', sent: METERED_SENT, extra: '\t0\t0' },
  { system: 'kwh', url: '/api/kwh-customers', sent: METERED_SENT, extra: '\t0\t0' },
])('phones in a customer sheet ($system)', ({ url, sent, extra }) => {
  let testApp: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
  });
  afterAll(() => testApp.close());

  const header = `الاسم\tالعلبة\tالأمبير${extra ? '\tالقراءة السابقة\tالقراءة الحالية' : ''}`;
  const line = (name: string, box: string, phone: string) => `${name}\t${box}\t5${extra}\t${phone}`;
  const preview = async (text: string) =>
    (await agent.post(`${url}/import-preview`).send({ text }).expect(200)).body as Preview;
  const importPreviewed = (rows: PreviewRow[]) =>
    agent
      .post(`${url}/bulk`)
      .send({ records: rows.map((row) => Object.fromEntries(sent.map((field) => [field, row[field]]))) })
      .expect(201);
  const customers = async () => (await agent.get(url).expect(200)).body as Customer[];

  it("reads the phone column its header names, shows it in the preview with each row's line, and keeps it", async () => {
    const onFile = (
      await agent
        .post(url)
        .send({ name: 'وفاء', box: '9', ampere: 5, phone: '03 111 222', force: true })
        .expect(201)
    ).body as Customer;
    const text = [
      `${header}\tرقم الهاتف`,
      line('سامي', '4', '٠٣ ١٢٣ ٤٥٦'),
      line('ريم', '4', ''),
      line('نادر', '4', '12345'),
      line('وفاء', '9', ''),
      line('هلا', '5', '+961 71 123 456'),
    ].join('\n');
    const answer = await preview(text);
    expect(answer.rows.map(({ line: at, name, phone, action }) => [at, name, phone, action])).toEqual([
      [2, 'سامي', '+9613123456', 'create'],
      [3, 'ريم', null, 'create'],
      // A blank phone cell keeps the phone on file.
      [5, 'وفاء', '+9613111222', 'update'],
      [6, 'هلا', '+96171123456', 'create'],
    ]);
    expect(answer.skipped).toEqual([expect.objectContaining({ line: 4, reason: 'رقم الهاتف غير صالح' })]);

    await importPreviewed(answer.rows);
    const phones = Object.fromEntries((await customers()).map((customer) => [customer.name, customer.phone]));
    expect(phones).toEqual({
      وفاء: '+9613111222',
      سامي: '+9613123456',
      ريم: null,
      هلا: '+96171123456',
    });
    expect((await customers()).find((customer) => customer.name === 'وفاء')?.customerNumber).toBe(
      onFile.customerNumber,
    );
  });

  it("refuses a row giving the customer number of an earlier row, by the header's number column", async () => {
    const answer = await preview(
      [
        `رقم العميل\t${header}\tالهاتف`,
        `1309\t${line('مازن', '1', '')}`,
        `١٣٠٩\t${line('جاد', '2', '')}`,
      ].join('\n'),
    );
    expect(answer).toMatchObject({ creates: 1, updates: 0 });
    expect(answer.skipped).toEqual([
      expect.objectContaining({ line: 3, reason: 'يكرر السطر 2 (رقم العميل 1309 نفسه)' }),
    ]);
  });
});
