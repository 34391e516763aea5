import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { CreateUserCommand } from '../application/access/create-user.command';
import type { TestApp } from './test-app';

/** An open Server-Sent Events answer, read as a browser's EventSource would. */
export interface EventStreamClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** The next `data:` event (parsed JSON), in arrival order. */
  nextEvent(): Promise<Record<string, unknown>>;
  /** Resolves when a comment (heartbeat) arrives after this call. */
  nextComment(): Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Goes away as a closed browser tab does. */
  close(): void;
}

let streamUserCounter = 0;

/** A session cookie of a new operator of `testApp`. */
export async function signedInCookie(testApp: TestApp): Promise<string> {
  streamUserCounter += 1;
  const email = `stream-reader${streamUserCounter}@example.com`;
  await testApp.app
    .get(CommandBus)
    .execute(new CreateUserCommand(email, 'قارئ', 'البث', 'operator', 'correct horse battery'));
  const response = await request(listeningServer(testApp))
    .post('/api/login')
    .send({ email, password: 'correct horse battery' })
    .expect(200);
  const cookies = response.headers['set-cookie'] as unknown as string[];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The app's HTTP server, listening on a free port (streams need a real socket). */
function listeningServer(testApp: TestApp): Server {
  const server = testApp.app.getHttpServer() as Server;
  if (!server.listening) server.listen(0, '127.0.0.1');
  return server;
}

/** Opens `path` as an event stream; resolves once the answer's headers arrive. */
export async function openEventStream(
  testApp: TestApp,
  path: string,
  cookie?: string,
): Promise<EventStreamClient> {
  const server = listeningServer(testApp);
  if (!server.address()) await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const events: Record<string, unknown>[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  const wake = (): void => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  let buffer = '';
  let endStream: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endStream = resolve));

  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    headers: {
      Accept: 'text/event-stream',
      // A browser asks for compression: the stream must still arrive event by event.
      'Accept-Encoding': 'gzip, deflate, br',
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of block.split('\n')) {
        if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as Record<string, unknown>);
        else if (line.startsWith(':')) comments.push(line);
      }
    }
    wake();
  });
  const finish = (): void => {
    endStream();
    wake();
  };
  response.on('end', finish);
  response.on('close', finish);
  req.on('error', finish);

  let eventsRead = 0;
  const waitFor = <T>(ready: () => T | undefined): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const value = ready();
        if (value !== undefined) return resolve(value);
        if (response.complete || response.destroyed) return reject(new Error('The stream ended'));
        waiters.push(check);
      };
      check();
    });

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    nextEvent: () => waitFor(() => (events.length > eventsRead ? events[eventsRead++] : undefined)),
    nextComment: () => {
      const seen = comments.length;
      return waitFor(() => (comments.length > seen ? comments[seen] : undefined));
    },
    ended,
    close: () => req.destroy(),
  };
}
