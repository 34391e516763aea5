import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface SkippedLine {
  line: number;
  reason: string;
}
interface Preview {
  rows: { action: 'create' | 'update'; name: string }[];
  skipped: SkippedLine[];
  creates: number;
  updates: number;
}
type Customer = Record<string, unknown> & { name: string; customerNumber: number };

/** A billing system's customer paths and its import sheet. */
interface SystemUnderTest {
  id: string;
  url: string;
  columns: readonly string[];
  /** The customer on file that the sheet's first row updates and its fourth repeats. */
  onFile: Record<string, unknown>;
  sheet: string;
  /** The customers the sheet's second and third rows create. */
  created: readonly string[];
  /** What the repeated row would have written over the customer on file. */
  kept: Record<string, unknown>;
}

const FLAT_COLUMNS = ['name', 'box', 'ampere', 'amperePrice', 'address', 'amountPaid'];
const METERED_COLUMNS = [
  'name',
  'box',
  'address',
  'ampere',
  'previousKwh',
  'currentKwh',
  'pricePerKwh',
  'insurance',
  'amountPaid',
];

const ampere: SystemUnderTest = {
  id: 'ampere',
  url: '/api/ampere-records',
  columns: FLAT_COLUMNS,
  onFile: { name: 'حسان', box: '4', ampere: 3, amperePrice: 11, address: 'الكنيسة' },
  sheet: [
    'حسان\t4\t3\t11\tالكنيسة',
    'ريم\t1\t2',
    'نادر\t2\t1',
    // The same customer spelt otherwise (shadda, Arabic-Indic box): it would reset price, amperes, address.
    'حسّان\t٤\t6\t\tعنوان آخر',
    'فلان\t1\tخمسة',
  ].join('\n'),
  created: ['ريم', 'نادر'],
  kept: { ampere: 3, amperePrice: 11, address: 'الكنيسة' },
};

const metered = (id: string): SystemUnderTest => ({
  id,
  url: `/api/${id}-customers`,
  columns: METERED_COLUMNS,
  onFile: {
    name: 'أحمد علي',
    box: '7',
    address: 'الساحة',
    ampere: 5,
    previousKwh: 12_970,
    currentKwh: 12_970,
  },
  sheet: [
    'أحمد علي\t7\tالساحة\t5\t12970\t13110',
    'نور\t4\t\t2\t0\t50',
    'هلا\t5\t\t2\t0\t20',
    // The same customer spelt otherwise: its previous reading would go from 12,970 to 100.
    'احمد  علي\t٧\t\t5\t100\t200',
    'فلان\t1\t\tخمسة\t0\t0',
  ].join('\n'),
  created: ['نور', 'هلا'],
  kept: { previousKwh: 12_970, currentKwh: 13_110 },
});

/** The sheet as the bulk call's records, each cell under its column's key (blank cells left out). */
function recordsOf(sheet: string, columns: readonly string[]): Record<string, string>[] {
  return sheet.split('\n').map((line) =>
    Object.fromEntries(
      line
        .split('\t')
        .map((cell, index) => [columns[index], cell] as const)
        .filter(([column, cell]) => column !== undefined && cell !== ''),
    ),
  );
}

/** docs/customer-imports.md: a repeated row is refused in the preview and on import, in every system. */
describe('a customer sheet with a repeated row, in every kind of billing system', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
    // Any group added as a row of billing_systems imports as the others do.
    await db.query(
      `INSERT INTO billing_systems (id, tariff, arabic_name, display_order, updates_group)
         VALUES ('test-kwh', 'metered-per-kwh', 'مجموعة تجريبية', 9, 'test')`,
    );
  });
  afterAll(() => testApp.close());

  const list = async (system: SystemUnderTest) =>
    (await agent.get(system.url).expect(200)).body as Customer[];

  describe.each([
    ampere,
    metered('mahmoud-kwh'),
    metered('baydawi-kwh'),
    metered('kwh'),
    metered('test-kwh'),
  ])('$id', (system) => {
    it('refuses the repeated row naming both rows, and the import does exactly what the preview counted', async () => {
      const onFile = (
        await agent
          .post(system.url)
          .send({ ...system.onFile, force: true })
          .expect(201)
      ).body as Customer;

      const preview = (
        await agent.post(`${system.url}/import-preview`).send({ text: system.sheet }).expect(200)
      ).body as Preview;
      expect(preview.skipped).toEqual([
        expect.objectContaining({ line: 4, reason: 'يكرر السطر 1 (الاسم والعلبة نفسهما)' }),
        expect.objectContaining({ line: 5, reason: 'قيمة الأمبير غير صالحة' }),
      ]);
      expect(preview.rows.map((row) => [row.name, row.action])).toEqual([
        [onFile.name, 'update'],
        ...system.created.map((name) => [name, 'create']),
      ]);
      expect(preview).toMatchObject({ creates: 2, updates: 1 });

      const imported = await agent
        .post(`${system.url}/bulk`)
        .send({ records: recordsOf(system.sheet, system.columns) })
        .expect(201);
      expect(imported.body).toEqual({
        created: preview.creates,
        updated: preview.updates,
        skipped: preview.skipped.map(({ line, reason }) => expect.objectContaining({ line, reason })),
      });

      const customers = await list(system);
      expect(customers).toHaveLength(1 + preview.creates);
      expect(customers.find((customer) => customer.customerNumber === onFile.customerNumber)).toMatchObject(
        system.kept,
      );
    });
  });
});
