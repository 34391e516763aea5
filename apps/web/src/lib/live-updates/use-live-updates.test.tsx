import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { billingSystems } from '../../test/billing-systems-fixtures';
import { FakeEventSource, installFakeEventSource, removeFakeEventSource } from '../../test/fake-event-source';
import { billingSystemsQueryOptions } from '../billing-systems';
import { FIRST_RETRY_MS, openLiveUpdateStreams } from './live-updates-connection';
import { parseLiveUpdateEvent, type LiveUpdateEvent } from './live-update-event';
import { useLiveUpdates } from './use-live-updates';

let queryClient: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A cached answer the screens show, watched so that an invalidation refetches it. */
function cached(key: readonly unknown[]) {
  queryClient.setQueryData(key, []);
  return () => queryClient.getQueryState(key)?.isInvalidated ?? false;
}

beforeEach(() => {
  installFakeEventSource();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  queryClient.setQueryData(billingSystemsQueryOptions().queryKey, billingSystems);
});
afterEach(() => {
  removeFakeEventSource();
  jest.useRealTimers();
});

describe('useLiveUpdates', () => {
  it('opens the group stream with credentials', () => {
    renderHook(() => useLiveUpdates('ampere'), { wrapper });
    expect(FakeEventSource.live()).toHaveLength(1);
    expect(FakeEventSource.opened[0]!.url).toBe('/api/sse/ampere-updates');
    expect(FakeEventSource.opened[0]!.init).toEqual({ withCredentials: true });
  });

  it('hands every event to the screen and refreshes the ampere lists on a change', async () => {
    const heard: LiveUpdateEvent[] = [];
    const ampereList = cached(['/api/ampere-records', 'list', 'number', '']);
    const archive = cached(['/api/archived-records']);
    const kwhList = cached(['/api/mahmoud-kwh-customers']);
    renderHook(() => useLiveUpdates('ampere', (event) => heard.push(event)), { wrapper });
    const [source] = FakeEventSource.opened;

    source!.send({ type: 'ampere-customer-created', data: { id: 'a1', name: 'نادر' } });

    expect(heard).toEqual([{ type: 'ampere-customer-created', data: { id: 'a1', name: 'نادر' } }]);
    await waitFor(() => expect(ampereList()).toBe(true));
    expect(archive()).toBe(true);
    expect(kwhList()).toBe(false);
  });

  it("refreshes a metered group's own lists only (the group's systems come from the catalogue)", async () => {
    const mahmoud = cached(['/api/mahmoud-kwh-customers', 'list']);
    const mahmoudArchive = cached(['/api/mahmoud-kwh-archived']);
    const baydawi = cached(['/api/baydawi-kwh-customers', 'list']);
    const ampere = cached(['/api/ampere-records', 'list']);
    renderHook(() => useLiveUpdates('mahmoud'), { wrapper });

    FakeEventSource.opened[0]!.send({
      type: 'mahmoud-customer-updated',
      data: { id: 'batch-1', name: 'import', count: 40 },
    });

    await waitFor(() => expect(mahmoud()).toBe(true));
    expect(mahmoudArchive()).toBe(true);
    expect(baydawi()).toBe(false);
    expect(ampere()).toBe(false);
  });

  it('catches up on each (re)connection: what changed while the stream was down is refetched', async () => {
    const list = cached(['/api/test-kwh-customers']);
    renderHook(() => useLiveUpdates('test'), { wrapper });
    FakeEventSource.opened[0]!.send({ type: 'connected' });
    await waitFor(() => expect(list()).toBe(true));
  });

  it('ignores a message that is not a live update', () => {
    const heard: LiveUpdateEvent[] = [];
    const list = cached(['/api/ampere-records', 'list']);
    renderHook(() => useLiveUpdates('ampere', (event) => heard.push(event)), { wrapper });
    FakeEventSource.opened[0]!.send('not json');
    FakeEventSource.opened[0]!.send({ type: 'ampere-customer-moved', data: { id: '1', name: 'x' } });
    expect(heard).toEqual([]);
    expect(list()).toBe(false);
  });

  it('shares one stream between the screens that follow a group, and closes it when the last one goes', () => {
    const first = renderHook(() => useLiveUpdates('kwh'), { wrapper });
    const second = renderHook(() => useLiveUpdates('kwh'), { wrapper });
    const other = renderHook(() => useLiveUpdates('baydawi'), { wrapper });
    expect(FakeEventSource.live().map((source) => source.url)).toEqual([
      '/api/sse/kwh-updates',
      '/api/sse/baydawi-updates',
    ]);
    first.unmount();
    expect(FakeEventSource.live()).toHaveLength(2);
    second.unmount();
    other.unmount();
    expect(FakeEventSource.live()).toHaveLength(0);
    expect(openLiveUpdateStreams()).toBe(0);
  });

  it('follows the new group when the screen changes group', () => {
    const { rerender, unmount } = renderHook(({ group }) => useLiveUpdates(group), {
      wrapper,
      initialProps: { group: 'mahmoud' as string | undefined },
    });
    rerender({ group: 'baydawi' });
    expect(FakeEventSource.live().map((source) => source.url)).toEqual(['/api/sse/baydawi-updates']);
    rerender({ group: undefined });
    expect(FakeEventSource.live()).toHaveLength(0);
    unmount();
  });

  it('opens a refused stream again later, and not after the screen closed', () => {
    jest.useFakeTimers();
    const { unmount } = renderHook(() => useLiveUpdates('ampere'), { wrapper });
    FakeEventSource.opened[0]!.refuse();
    expect(FakeEventSource.live()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(FIRST_RETRY_MS));
    expect(FakeEventSource.live()).toHaveLength(1);

    FakeEventSource.opened[1]!.refuse();
    unmount();
    act(() => jest.runOnlyPendingTimers());
    expect(FakeEventSource.live()).toHaveLength(0);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('leaves a stream the browser is reconnecting by itself alone', () => {
    renderHook(() => useLiveUpdates('ampere'), { wrapper });
    const [source] = FakeEventSource.opened;
    source!.readyState = FakeEventSource.CONNECTING;
    act(() => source!.onerror?.());
    expect(FakeEventSource.live()).toEqual([source]);
  });

  it('does nothing where the browser has no EventSource', () => {
    removeFakeEventSource();
    const { unmount } = renderHook(() => useLiveUpdates('ampere'), { wrapper });
    unmount();
    expect(openLiveUpdateStreams()).toBe(0);
  });
});

describe('parseLiveUpdateEvent', () => {
  it('reads a batch event with its count', () => {
    expect(
      parseLiveUpdateEvent(
        '{"type":"kwh-customer-deleted","data":{"id":"b","name":"manual_archive","count":3}}',
      ),
    ).toEqual({ type: 'kwh-customer-deleted', data: { id: 'b', name: 'manual_archive', count: 3 } });
  });
});
