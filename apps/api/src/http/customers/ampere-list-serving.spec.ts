import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Customer {
  id: string;
  name: string;
  customerNumber: number;
}

describe('serving the customer list', () => {
  let testApp: TestApp;
  let operator: TestAgent;

  const list = (query = '') => operator.get(`/api/ampere-records${query}`);

  beforeAll(async () => {
    testApp = await startTestApp();
    operator = await testApp.signedInAgent();
    for (const name of ['هدى سليمان', 'كريم عواد', 'رنا بيضون']) {
      await operator.post('/api/ampere-records').send({ name, box: '4', ampere: 5 }).expect(201);
    }
  });
  afterAll(() => testApp.close());

  it('answers with an ETag, and 304 without a body while the table is unchanged', async () => {
    const first = await list().expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await list().set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('gives each sort order its own ETag', async () => {
    const byNumber = await list('?sort=number').expect(200);
    const byBox = await list('?sort=box').expect(200);
    expect(byBox.headers.etag).not.toBe(byNumber.headers.etag);
    await list('?sort=number').set('If-None-Match', byBox.headers.etag).expect(200);
  });

  it('sends the list gzip-compressed to clients that accept it', async () => {
    const response = await list().set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect((response.body as Customer[]).map((customer) => customer.name)).toEqual([
      'هدى سليمان',
      'كريم عواد',
      'رنا بيضون',
    ]);
  });

  it.each([
    [
      'an added customer',
      async () =>
        void (await operator
          .post('/api/ampere-records')
          .send({ name: 'سليم حرب', box: '9', ampere: 3 })
          .expect(201)),
    ],
    [
      'an edit',
      async () => {
        const [customer] = (await list().expect(200)).body as Customer[];
        await operator
          .patch(`/api/ampere-records/${customer.id}`)
          .send({ address: 'عنوان جديد' })
          .expect(200);
      },
    ],
    [
      'a deletion',
      async () => {
        const customers = (await list().expect(200)).body as Customer[];
        await operator.delete(`/api/ampere-records/${customers[customers.length - 1].id}`).expect(200);
      },
    ],
    [
      'an import and its undo',
      async () => {
        await operator
          .post('/api/ampere-records/bulk')
          .send({ records: [{ name: 'مستورد', box: '2', ampere: 2 }] })
          .expect(201);
      },
    ],
    ['an undo', async () => void (await operator.delete('/api/ampere-records/undo-last-batch').expect(200))],
    [
      'mark all unpaid',
      async () => void (await operator.patch('/api/ampere-records/mark-all-unpaid').expect(200)),
    ],
    [
      'a write by another instance (straight to the database on its own pool)',
      async () => {
        const elsewhere = new Database(testApp.databaseUrl, new Clock());
        try {
          await elsewhere.query(
            "UPDATE ampere_records SET address = 'من نسخة أخرى' WHERE customer_number = (SELECT min(customer_number) FROM ampere_records)",
          );
        } finally {
          await elsewhere.close();
        }
      },
    ],
  ])('answers the new list after %s, never the old one', async (_change, change) => {
    const before = await list().expect(200);
    await change();
    const after = await list().set('If-None-Match', before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).not.toEqual(before.body);
    await list().set('If-None-Match', after.headers.etag).expect(304);
  });

  it('answers the same list to many readers at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => list().expect(200)));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  });
});
