import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../lib/api-client';
import { reportDatabaseAnswer } from '../lib/database-status';
import { mockFetch } from '../test/mock-fetch';
import { DATABASE_DOWN_NOTICE, DatabaseDownBanner } from './database-down-banner';

const DOWN = { status: 503, body: { message: 'قاعدة البيانات لا تستجيب' } };

function Customers() {
  const { data, isError } = useQuery({
    queryKey: ['/api/ampere-records'],
    queryFn: () => dataOf(api.GET('/api/ampere-records')),
    retry: false,
  });
  if (isError) return <p>تعذر التحميل</p>;
  return <p>{data?.map((customer) => customer.name).join('، ')}</p>;
}

function renderShell() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <DatabaseDownBanner retryMs={50} />
      <Customers />
    </QueryClientProvider>,
  );
}

afterEach(() => act(() => reportDatabaseAnswer(200)));

describe('DatabaseDownBanner', () => {
  it('shows nothing while calls succeed', async () => {
    mockFetch({ 'GET /api/ampere-records': { status: 200, body: [{ name: 'علي' }] } });
    renderShell();
    expect(await screen.findByText('علي')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the database down while calls answer 503, and goes away by itself once it answers', async () => {
    let databaseUp = false;
    mockFetch({
      'GET /api/ampere-records': () => (databaseUp ? { status: 200, body: [{ name: 'علي' }] } : DOWN),
      'GET /api/health': () => (databaseUp ? { status: 200, body: { status: 'ok', database: 'ok' } } : DOWN),
    });
    renderShell();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(DATABASE_DOWN_NOTICE);
    expect(banner).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByText('تعذر التحميل')).toBeInTheDocument();

    databaseUp = true;
    // No click: the banner keeps asking, then the page reads again what had failed.
    expect(await screen.findByText('علي')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
