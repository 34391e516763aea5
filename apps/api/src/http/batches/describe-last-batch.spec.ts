import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';

describe('what an undo would take back', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let admin: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('rania@example.com', 'رانيا', 'خوري', 'operator', 'operator secret'));
    operator = request.agent(testApp.app.getHttpServer());
    await operator
      .post('/api/login')
      .send({ email: 'rania@example.com', password: 'operator secret' })
      .expect(200);
    admin = await testApp.signedInAgent('مدير');
  });
  afterAll(() => testApp.close());

  it('answers 404 in Arabic when there is nothing to undo', async () => {
    const response = await admin.get('/api/ampere-records/undo-last-batch').expect(404);
    expect(response.body.message).toBe('لا توجد عملية للتراجع عنها');
  });

  it("names the operator's import an admin's undo would take back: kind, who, when, rows", async () => {
    await operator.post('/api/ampere-records').send({ name: 'قديم', box: '1', ampere: 2 }).expect(201);
    const before = Date.now();
    await operator
      .post('/api/ampere-records/bulk')
      .send({
        records: [
          { name: 'قديم', box: '1', ampere: 3 },
          { name: 'جديد أول', box: '2', ampere: 2 },
          { name: 'جديد ثان', box: '2', ampere: 5 },
        ],
      })
      .expect(201);

    const response = await admin.get('/api/ampere-records/undo-last-batch').expect(200);

    expect(response.body).toEqual({
      batchId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'import',
      createdBy: 'rania@example.com',
      createdAt: expect.any(String),
      createdCount: 2,
      updatedCount: 1,
    });
    expect(new Date(response.body.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('changes nothing by describing', async () => {
    const first = await admin.get('/api/ampere-records/undo-last-batch').expect(200);
    const again = await admin.get('/api/ampere-records/undo-last-batch').expect(200);
    expect(again.body).toEqual(first.body);
  });

  it('refuses to undo another batch than the one described (it changed in between), undoing nothing', async () => {
    const described = await admin.get('/api/ampere-records/undo-last-batch').expect(200);
    await operator.patch('/api/ampere-records/mark-all-unpaid').expect(200);
    const refused = await admin
      .delete(`/api/ampere-records/undo-last-batch?batchId=${described.body.batchId}`)
      .expect(409);
    expect(refused.body.message).toBe('تغيّرت آخر عملية منذ عرضها، يرجى المراجعة من جديد');
    const now = await admin.get('/api/ampere-records/undo-last-batch').expect(200);
    expect(now.body.kind).toBe('mark-all-unpaid');
    await admin.delete(`/api/ampere-records/undo-last-batch?batchId=${now.body.batchId}`).expect(200);
    expect((await admin.get('/api/ampere-records/undo-last-batch').expect(200)).body.batchId).toBe(
      described.body.batchId,
    );
  });
});
