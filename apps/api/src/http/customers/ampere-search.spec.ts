import type TestAgent from 'supertest/lib/agent';
import { boxQueryOf, inBoxQueryOrder, matchesSearch } from '@kahraba/billing-domain';
import type { AmpereRecordView } from '@kahraba/persistence';
import { addCustomer, liveRecords } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('searching ampere records', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let numbers: Record<string, number>;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    const add = async (fields: Parameters<typeof addCustomer>[1]) =>
      (await addCustomer(agent, fields)).customerNumber;
    numbers = {
      ahmad: await add({ name: 'أحمد الخطيب', box: '12', address: 'شارع المدرسة' }),
      fatima: await add({ name: 'فاطمة حسن', box: '7', address: 'قرب الجامع' }),
      john: await add({ name: 'John Smith', box: 'B-4', address: 'Main Street' }),
      mustafa: await add({ name: 'مُصْطَفَى علي', box: '30', address: null }),
      percent: await add({ name: 'خصم 50%', box: '1', address: null }),
    };
  });
  afterAll(() => testApp.close());

  const found = async (q: string) => {
    const response = await agent.get('/api/ampere-records/search').query({ q }).expect(200);
    return (response.body as AmpereRecordView[]).map((record) => record.customerNumber);
  };

  it('lists every live customer by customer number', async () => {
    const records = await liveRecords(agent);
    expect(records.map((record) => record.customerNumber)).toEqual([1000, 1001, 1002, 1003, 1004]);
  });

  it('lists by box, then name, with the box toggle on', async () => {
    const response = await agent.get('/api/ampere-records').query({ sort: 'box' }).expect(200);
    expect(response.body.map((record: AmpereRecordView) => record.box)).toEqual([
      '1',
      '7',
      '12',
      '30',
      'B-4',
    ]);
  });

  it('finds by name, whatever the hamza', async () => {
    expect(await found('احمد')).toEqual([numbers.ahmad]);
    expect(await found('أحمد')).toEqual([numbers.ahmad]);
  });

  it('finds by name with or without taa marbuta', async () => {
    expect(await found('فاطمه')).toEqual([numbers.fatima]);
    expect(await found('فاطمة')).toEqual([numbers.fatima]);
  });

  it('ignores diacritics on either side', async () => {
    expect(await found('مصطفي')).toEqual([numbers.mustafa]);
    expect(await found('أَحْمَد')).toEqual([numbers.ahmad]);
  });

  it('is case-insensitive', async () => {
    expect(await found('JOHN')).toEqual([numbers.john]);
    expect(await found('main street')).toEqual([numbers.john]);
  });

  it('finds by customer number, with or without #', async () => {
    expect(await found(`#${numbers.fatima}`)).toEqual([numbers.fatima]);
    expect(await found(String(numbers.fatima))).toEqual([numbers.fatima]);
  });

  it('finds by box and by address', async () => {
    expect(await found('b-4')).toEqual([numbers.john]);
    expect(await found('الجامع')).toEqual([numbers.fatima]);
  });

  it("answers '7' with customer #7, then box 7, then the rest, and 'علبة 7' with box 7 alone", async () => {
    const address7 = (await addCustomer(agent, { name: 'سمير', box: '3', address: 'بناية 7' }))
      .customerNumber;
    const inBox = (await addCustomer(agent, { name: 'نادر', box: '٧', address: null })).customerNumber;
    try {
      expect(await found('7')).toEqual([numbers.fatima, inBox, address7]);
      expect(await found('علبة 7')).toEqual([numbers.fatima, inBox]);
      expect(await found('العلبة ٧')).toEqual([numbers.fatima, inBox]);
    } finally {
      for (const number of [address7, inBox]) {
        const record = (await liveRecords(agent)).find((one) => one.customerNumber === number)!;
        await agent.delete(`/api/ampere-records/${record.id}`).expect(200);
      }
    }
  });

  it('needs every word to match', async () => {
    expect(await found('احمد المدرسة')).toEqual([numbers.ahmad]);
    expect(await found('احمد الجامع')).toEqual([]);
  });

  it('reads % and _ as themselves, not as wildcards', async () => {
    expect(await found('%')).toEqual([numbers.percent]);
    expect(await found('_')).toEqual([]);
  });

  it('gives everything for an empty search', async () => {
    expect(await found('')).toHaveLength(5);
    expect(await found('   ')).toHaveLength(5);
  });

  it('refuses a search text longer than 200 characters with an Arabic 400', async () => {
    const response = await agent
      .get('/api/ampere-records/search')
      .query({ q: 'ا'.repeat(201) })
      .expect(400);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it("finds exactly what the domain's matchesSearch finds, on varied records and queries", async () => {
    const varied = [
      { name: 'إبراهيم مؤمن', box: '٣', address: 'حيّ السلّم' },
      { name: 'آمنة الهاشمي', box: '33', address: 'طريق المطار' },
      { name: 'عيسى موسى', box: null, address: 'الضيعة' },
      { name: 'رئيف', box: '3', address: 'بناية ٤٥' },
      { name: 'ZAINAB Ḥusayn', box: 'C', address: 'Rue Verdun' },
      { name: 'محـــمد', box: '10', address: '#5 شارع' },
      { name: 'یوسف کریم', box: '11', address: null },
      { name: 'سلمى_خاص', box: '100', address: '50% مدفوع' },
    ];
    for (const fields of varied) await addCustomer(agent, fields);
    const records = await liveRecords(agent);
    const queries = [
      'ابراهيم',
      'إبراهيم',
      'مومن',
      'امنه',
      'اَمِنَة',
      'عيسي',
      'موسى',
      'رييف',
      'zainab',
      'husayn',
      'ḥusayn',
      'محمد',
      'يوسف',
      'كريم',
      '3',
      '٣',
      '#10',
      '10',
      '1000',
      '#1005',
      '100',
      'c',
      'حي',
      '45',
      '٤٥',
      '_',
      '%',
      'سلمى_',
      'طريق 33',
      'rue verdun',
      'لا يوجد',
      'شارع',
      '#5',
    ];
    for (const q of queries) {
      const matches = records.filter((record) =>
        matchesSearch(q, [record.customerNumber, record.name, record.box, record.address]),
      );
      const box = boxQueryOf(q);
      const expected = (box ? inBoxQueryOrder(matches, box, (record) => record) : matches).map(
        (record) => record.customerNumber,
      );
      expect({ q, found: await found(q) }).toEqual({ q, found: expected });
    }
  });
});
