import { screen, within } from '@testing-library/react';
import { ampereRecord } from '../../../test/ampere-fixtures';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import {
  FakeEventSource,
  installFakeEventSource,
  removeFakeEventSource,
} from '../../../test/fake-event-source';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

const first = ampereRecord({ customerNumber: 1000, name: 'محمد علي', box: '5', ampere: 3, amount: 45 });
const addedElsewhere = ampereRecord({ customerNumber: 1001, name: 'زبون من مكتب آخر', box: '7' });

beforeEach(installFakeEventSource);
afterEach(removeFakeEventSource);

describe('the ampere screen follows the ampere live updates', () => {
  it('shows a customer added elsewhere without a reload', async () => {
    let records = [first];
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      'GET /api/ampere-records?sort=number': () => ({ status: 200, body: records }),
      'GET /api/ampere-records/pricing': {
        status: 200,
        body: { globalPrice: 15, lowPrice: 25, customPriceCount: 0 },
      },
    });
    renderApp('/ampere');
    const table = await screen.findByRole('table', { name: 'سجلات المشتركين' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const [stream] = FakeEventSource.live();
    expect(stream!.url).toBe('/api/sse/ampere-updates');

    records = [first, addedElsewhere];
    stream!.send({
      type: 'ampere-customer-created',
      data: { id: addedElsewhere.id, name: addedElsewhere.name },
    });

    expect(await within(table).findByText('زبون من مكتب آخر')).toBeInTheDocument();
  });

  it('closes the stream when the operator leaves the screen', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/ampere-records?sort=number': { status: 200, body: [first] },
    });
    const { unmount } = renderApp('/ampere');
    await screen.findByRole('table', { name: 'سجلات المشتركين' });
    expect(FakeEventSource.live()).toHaveLength(1);
    unmount();
    expect(FakeEventSource.live()).toHaveLength(0);
  });
});
