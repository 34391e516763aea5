import { createServer, connect, type Server, type Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { startTestApp, type TestApp } from '../../testing/test-app';

const DOWN = 'قاعدة البيانات لا تستجيب';

/** A TCP relay in front of PostgreSQL that can stop answering (refuse and cut every connection) and come back. */
class DatabaseRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe('the database stops answering', () => {
  let relay: DatabaseRelay;
  let testApp: TestApp;
  let operator: TestAgent;

  // What the app logs while the database is away (one warning a call; the pool's own complaint) is
  // expected here: kept out of the run's output, and the warnings checked below.
  let warnings: jest.SpyInstance;
  beforeAll(async () => {
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const url = new URL(await createTestDatabase());
    relay = new DatabaseRelay(url.hostname, Number(url.port));
    await relay.start();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    testApp = await startTestApp(url.toString());
    operator = await testApp.signedInAgent();
  });
  afterAll(async () => {
    await relay.start();
    await testApp.close();
    await relay.stop();
    jest.restoreAllMocks();
  });

  it('answers every call 503 with an Arabic message while it is down, and recovers by itself', async () => {
    await operator.get('/api/ampere-records').expect(200);
    await relay.stop();

    const calls: [string, () => Promise<{ status: number; body: { message?: unknown } }>][] = [
      ['a signed-in list', () => operator.get('/api/ampere-records')],
      [
        'a signed-in change',
        () => operator.post('/api/ampere-records').send({ name: 'علي', box: '7', ampere: 5 }),
      ],
      [
        'a public registration',
        () =>
          testApp.agent().post('/api/pending-customers').send({
            name: 'منى',
            phone: '03123456',
            address: 'بيروت',
            ampereRequested: 5,
            meterType: 'meter',
          }),
      ],
      ['a sign-in', () => testApp.agent().post('/api/login').send({ email: 'x@example.com', password: 'y' })],
      ['the health check', () => testApp.agent().get('/api/health')],
    ];
    for (const [what, call] of calls) {
      const response = await call();
      expect({ what, status: response.status, message: response.body.message }).toEqual({
        what,
        status: 503,
        message: DOWN,
      });
    }
    // A signed-in operator who reloads the page gets the web app (which shows the banner), not JSON.
    const page = await operator.get('/ampere');
    expect({ status: page.status, type: page.type }).toEqual({ status: 200, type: 'text/html' });

    // Logged as one warning line naming the cause, not as a stack trace of an error.
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining(DOWN));

    await relay.start();
    await operator.get('/api/ampere-records').expect(200);
    await operator.post('/api/ampere-records').send({ name: 'علي', box: '7', ampere: 5 }).expect(201);
  });
});
