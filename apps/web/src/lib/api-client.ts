import createClient from 'openapi-fetch';
import { toast } from '../components/toast';
import type { paths } from '../types/api-schema';
import { redirectBrowser } from './browser-location';
import { reportDatabaseAnswer } from './database-status';

/** The session probe: its 401 means "signed out", an answer rather than a lost session
 * (docs/screens.md#talking-to-the-server). */
export const AUTH_PROBE_URL = '/api/auth/user';
/** The server's login endpoint: a browser GET redirects to the sign-in form, a POST signs in. */
export const SERVER_LOGIN_URL = '/api/login';

// English notice, then the login redirect 500 ms later (docs/screens.md#talking-to-the-server).
const UNAUTHORIZED_TITLE = 'Unauthorized';
export const UNAUTHORIZED_DESCRIPTION = 'You are logged out. Logging in again...';
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/** Calls whose 401 is an expected answer (signed out, wrong password), never a lost session. */
const SESSION_URLS = new Set([AUTH_PROBE_URL, SERVER_LOGIN_URL]);

/** A non-OK answer. `message` is '{status}: {response text or status text}';
 * `serverMessage` is the server's own (Arabic) `message` when the body is JSON, else the body text;
 * `body` is the JSON answer (e.g. `{code: 'DUPLICATE_CUSTOMER', existingCustomerNumber}`), if any. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly serverMessage: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** The error's stable code, e.g. 'DUPLICATE_CUSTOMER'. */
  get code(): string | undefined {
    return typeof this.body.code === 'string' ? this.body.code : undefined;
  }

  static fromResponse(status: number, statusText: string, text: string): ApiError {
    const body = jsonObjectIn(text);
    const message = typeof body?.message === 'string' ? body.message : undefined;
    return new ApiError(status, message ?? text, `${status}: ${text || statusText}`, body ?? {});
  }
}

function jsonObjectIn(text: string): Record<string, unknown> | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // not JSON: the text itself is the message
  }
  return undefined;
}

/** The server's sign-in address, bringing the operator back to `path` once signed in. */
export function signInUrlReturningTo(path: string): string {
  return path === '/' ? SERVER_LOGIN_URL : `${SERVER_LOGIN_URL}?returnTo=${encodeURIComponent(path)}`;
}

let redirectPending = false;

/** Signed out in the middle of work: tell the user, then hand over to the server's login. Several calls
 * failing together give one notice and one redirect. */
function handleUnauthorized(): void {
  if (redirectPending) return;
  redirectPending = true;
  toast({ variant: 'destructive', title: UNAUTHORIZED_TITLE, description: UNAUTHORIZED_DESCRIPTION });
  // The page the operator was on: after signing in again they land back on it.
  const here = window.location.pathname + window.location.search + window.location.hash;
  setTimeout(() => {
    redirectPending = false;
    redirectBrowser(signInUrlReturningTo(here));
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401: ');
}

function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0];
}

/** Sends one call and reads its answer's status: cookies included, the database's health reported, a
 * non-OK answer thrown as `ApiError` (a 401 first signs the operator out, unless `on401` is 'throw'). */
async function send(url: string, init: RequestInit, on401?: 'redirect' | 'throw'): Promise<Response> {
  const response = await fetch(url, { ...init, credentials: 'include' });
  reportDatabaseAnswer(response.status);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const error = ApiError.fromResponse(response.status, response.statusText, text);
    if (
      response.status === 401 &&
      (on401 ?? (SESSION_URLS.has(pathOf(url)) ? 'throw' : 'redirect')) === 'redirect'
    )
      handleUnauthorized();
    throw error;
  }
  return response;
}

/** One call as openapi-fetch builds it, kept as the url and init that `send` hands to `fetch`. */
class ApiCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string> = { Accept: 'application/json' };
  readonly body: RequestInit['body'];
  readonly signal: AbortSignal | null | undefined;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    // Header names as the API's docs spell them ('Idempotency-Key'), whatever case Headers keeps.
    new Headers(init.headers).forEach((value, name) => {
      this.headers[name.replace(/(^|-)([a-z])/g, (letter) => letter.toUpperCase())] = value;
    });
    this.body = init.body;
    this.signal = init.signal;
  }
}

/** The typed client's fetch: `send`, then the answer's body read once as text, from which openapi-fetch
 * parses the JSON (an empty body is `undefined`). */
function typedFetch(on401?: 'throw') {
  return async (call: Request): Promise<Response> => {
    const { url, method, headers, body, signal } = call as unknown as ApiCall;
    const response = await send(url, { method, headers, body, signal }, on401);
    const text = await response.text();
    return {
      ok: true,
      status: response.status,
      statusText: response.statusText,
      headers: new Headers(),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  };
}

const typedClient = (on401?: 'throw') =>
  createClient<paths>({ Request: ApiCall as unknown as typeof Request, fetch: typedFetch(on401) });

/** The API on its OpenAPI document (types/api-schema.d.ts): paths, parameters, bodies and answers are
 * typed; a non-OK answer throws `ApiError`, a 401 signs the operator out. */
export const api = typedClient();
/** The same for calls whose 401 is an answer (signed out, a public page): it throws, nothing more. */
export const publicApi = typedClient('throw');

/** The answer of a typed call (`await dataOf(api.GET('/api/users'))`): its errors were thrown already. */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}
