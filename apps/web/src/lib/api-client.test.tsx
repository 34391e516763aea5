import { act, render, screen } from '@testing-library/react';
import { Toaster } from '../components/toast';
import { mockFetch } from '../test/mock-fetch';
import { ApiError, api, dataOf, isUnauthorizedError, publicApi } from './api-client';
import { redirectBrowser } from './browser-location';

jest.mock('./browser-location', () => ({ redirectBrowser: jest.fn() }));
const redirect = jest.mocked(redirectBrowser);

afterEach(() => {
  redirect.mockReset();
  jest.useRealTimers();
});

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('one call', () => {
  it('sends cookies and a JSON body with a JSON content type, and reads the JSON answer', async () => {
    const fetchMock = mockFetch({ 'POST /api/users': { status: 200, body: { id: 7 } } });

    const answer = await dataOf(api.POST('/api/users', { body: { name: 'علبة 5' } as never }));

    expect(answer).toEqual({ id: 7 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"علبة 5"}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends no body and no content type on a GET', async () => {
    const fetchMock = mockFetch({ 'GET /api/users': { status: 200, body: [] } });

    await api.GET('/api/users');

    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('answers undefined for an empty body', async () => {
    mockFetch({ 'POST /api/logout': { status: 204 } });

    await expect(dataOf(api.POST('/api/logout'))).resolves.toBeUndefined();
  });

  it('raises "{status}: {response text}" for a non-OK answer', async () => {
    mockFetch({ 'GET /api/users': { status: 500, body: 'database is down' } });

    const error = await failureOf(api.GET('/api/users'));

    expect(error.message).toBe('500: database is down');
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBe('database is down');
  });

  it('uses the status text when the answer has no body', async () => {
    mockFetch({ 'GET /api/users': { status: 404 } });

    await expect(api.GET('/api/users')).rejects.toThrow('404: Not Found');
  });

  it("keeps the server's Arabic message of a JSON error apart from the raw text", async () => {
    mockFetch({ 'POST /api/users': { status: 400, body: { message: 'الاسم مطلوب' } } });

    const error = await failureOf(api.POST('/api/users', { body: {} as never }));

    expect(error.message).toBe('400: {"message":"الاسم مطلوب"}');
    expect(error.serverMessage).toBe('الاسم مطلوب');
  });
});

describe('the typed client', () => {
  it('sends cookies, the path filled in and a JSON body, and reads the JSON answer', async () => {
    const fetchMock = mockFetch({
      'PATCH /api/users/u-2': { status: 200, body: { id: 'u-2', role: 'collector' } },
    });

    const answer = await dataOf(
      api.PATCH('/api/users/{id}', { params: { path: { id: 'u-2' } }, body: { role: 'collector' } }),
    );

    expect(answer).toEqual({ id: 'u-2', role: 'collector' });
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include', body: '{"role":"collector"}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a named header as the API spells it', async () => {
    const fetchMock = mockFetch({ 'POST /api/ampere-records': { status: 201, body: { id: 'r-1' } } });

    await api.POST('/api/ampere-records', {
      params: { header: { 'idempotency-key': 'k-1' } },
      body: { name: 'علي', box: '5', ampere: 5 } as never,
    });

    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ 'Idempotency-Key': 'k-1' });
  });

  it("raises the server's Arabic message of a refusal as an ApiError", async () => {
    mockFetch({
      'POST /api/users': { status: 400, body: { message: 'البريد مستخدم', code: 'DUPLICATE_EMAIL' } },
    });

    const error = await failureOf(api.POST('/api/users', { body: {} as never }));

    expect(error.serverMessage).toBe('البريد مستخدم');
    expect(error.code).toBe('DUPLICATE_EMAIL');
    expect(error.message).toBe('400: {"message":"البريد مستخدم","code":"DUPLICATE_EMAIL"}');
  });

  it('answers undefined for an empty body', async () => {
    mockFetch({ 'POST /api/logout': { status: 204 } });

    await expect(dataOf(publicApi.POST('/api/logout'))).resolves.toBeUndefined();
  });

  it('signs the operator out on a 401, and the public client only raises it', async () => {
    jest.useFakeTimers();
    mockFetch({ 'GET /api/users': { status: 401, body: { message: 'Unauthorized' } } });

    await failureOf(publicApi.GET('/api/users'));
    act(() => jest.advanceTimersByTime(500));
    expect(redirect).not.toHaveBeenCalled();

    await failureOf(api.GET('/api/users'));
    act(() => jest.advanceTimersByTime(500));
    expect(redirect).toHaveBeenCalledWith('/api/login');
  });
});

describe('a 401 from a data call', () => {
  it('shows the Unauthorized notice and goes to the login endpoint 500 ms later', async () => {
    jest.useFakeTimers();
    mockFetch({ 'GET /api/ampere-records': { status: 401, body: { message: 'Unauthorized' } } });
    render(<Toaster />);

    const error = await act(() => failureOf(api.GET('/api/ampere-records')));

    expect(isUnauthorizedError(error)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Unauthorized');
    expect(screen.getByRole('status')).toHaveTextContent('You are logged out. Logging in again...');
    act(() => jest.advanceTimersByTime(499));
    expect(redirect).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(redirect).toHaveBeenCalledWith('/api/login');
  });

  it('brings the operator back to the page they were on once signed in again', async () => {
    jest.useFakeTimers();
    window.history.pushState({}, '', '/invoice?id=rec-7');
    mockFetch({ 'GET /api/ampere-records/rec-7/invoice': { status: 401 } });

    await failureOf(api.GET('/api/ampere-records/{id}/invoice', { params: { path: { id: 'rec-7' } } }));
    act(() => jest.advanceTimersByTime(500));

    expect(redirect).toHaveBeenCalledWith('/api/login?returnTo=%2Finvoice%3Fid%3Drec-7');
    window.history.pushState({}, '', '/');
  });

  it('redirects once when several calls fail together', async () => {
    jest.useFakeTimers();
    mockFetch({ 'GET /api/users': { status: 401 }, 'GET /api/ampere-records': { status: 401 } });

    await Promise.allSettled([api.GET('/api/users'), api.GET('/api/ampere-records')]);
    act(() => jest.advanceTimersByTime(500));

    expect(redirect).toHaveBeenCalledTimes(1);
  });
});

describe('a 401 that is an answer, not a lost session', () => {
  it.each([
    ['the session probe', 'GET /api/auth/user', () => api.GET('/api/auth/user')],
    ['a refused sign-in', 'POST /api/login', () => api.POST('/api/login', { body: {} as never })],
  ])('%s raises the error without a notice or a redirect', async (_case, route, call) => {
    jest.useFakeTimers();
    mockFetch({ [route]: { status: 401, body: { message: 'كلمة المرور غير صحيحة' } } });
    render(<Toaster />);

    const error = await act(() => failureOf(call()));
    act(() => jest.advanceTimersByTime(1000));

    expect(error.status).toBe(401);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('isUnauthorizedError', () => {
  it('recognises errors whose message begins with "401: "', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: Forbidden'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});
