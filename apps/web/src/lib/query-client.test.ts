import { mockFetch } from '../test/mock-fetch';
import { createQueryClient, getQueryFn, urlFromQueryKey } from './query-client';

describe('the query client', () => {
  it('never lets data go stale by itself and never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('reads a query by a GET on its key parts joined with "/"', async () => {
    mockFetch({ 'GET /api/ampere-records/12': { status: 200, body: { id: 12 } } });

    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/ampere-records', 12] })).resolves.toEqual({
      id: 12,
    });
  });

  it('builds one leading slash whether or not the key has one', () => {
    expect(urlFromQueryKey(['/api/auth/user'])).toBe('/api/auth/user');
    expect(urlFromQueryKey(['api', 'auth', 'user'])).toBe('/api/auth/user');
  });

  it('can read a 401 as null', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 401 } });
    const client = createQueryClient();

    await expect(
      client.fetchQuery({ queryKey: ['/api/auth/user'], queryFn: getQueryFn({ on401: 'returnNull' }) }),
    ).resolves.toBeNull();
  });
});
