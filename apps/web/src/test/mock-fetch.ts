/** A stand-in for the API: jsdom has no fetch. Routes are 'METHOD /path' -> answer. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  statusText?: string;
}

export type FakeRoute = FakeAnswer | ((init: RequestInit) => FakeAnswer);

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function fakeResponse({ status, body, statusText }: FakeAnswer): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: statusText ?? STATUS_TEXT[status] ?? '',
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}

/** Installs a fetch that answers from `routes` (unknown routes answer 404) and returns it. */
export function mockFetch(routes: Record<string, FakeRoute>): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) return fakeResponse({ status: 404, body: `no fake route for ${key}` });
    return fakeResponse(typeof route === 'function' ? route(init) : route);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export const signedOut: FakeAnswer = { status: 401, body: { message: 'Unauthorized' } };

export const operator = {
  id: 'u-1',
  email: 'ahmad@example.com',
  firstName: 'أحمد',
  lastName: 'الخطيب',
  role: 'admin',
};
