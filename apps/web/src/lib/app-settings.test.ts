import { DEFAULT_BUSINESS_TIME_ZONE } from '@kahraba/billing-domain';
import { thisMonthOf } from '../features/payments-report/lib/report-period';
import { defaultInvoiceMonth } from '../features/bulk-print/components/invoice-month-choice';
import { businessToday, customerFacingOrigin, applySettings } from './app-settings';
import { formatDateTime } from './display-format';

/** The web shows dates in the business's time zone, not the phone's. */
describe("the business's calendar in the web", () => {
  const lateOn24thUtc = new Date('2026-11-24T23:30:00Z');
  afterEach(() =>
    applySettings({ businessTimeZone: DEFAULT_BUSINESS_TIME_ZONE, publicUrl: null, publicUrlSource: null }),
  );

  it('is Beirut until the server says otherwise: 23:30 UTC on the 24th is the 25th', () => {
    expect(businessToday(lateOn24thUtc)).toBe('2026-11-25');
    expect(formatDateTime('2026-11-24T23:30:00Z')).toBe('2026-11-25 01:30');
    expect(defaultInvoiceMonth(lateOn24thUtc)).toEqual({ month: 12, year: 2026 });
    expect(thisMonthOf(new Date('2026-11-30T22:30:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('follows the zone the server names', () => {
    applySettings({ businessTimeZone: 'UTC', publicUrl: null, publicUrlSource: null });
    expect(businessToday(lateOn24thUtc)).toBe('2026-11-24');
    expect(formatDateTime('2026-11-24T23:30:00Z')).toBe('2026-11-24 23:30');
    expect(defaultInvoiceMonth(lateOn24thUtc)).toEqual({ month: 11, year: 2026 });
  });

  it('sends customers to the public address when it is set, and never to this machine’s own address', () => {
    // jsdom browses from http://localhost: no customer's phone opens it (docs/public-address.md).
    expect(window.location.origin).toBe('http://localhost');
    expect(customerFacingOrigin()).toBeNull();
    applySettings({
      businessTimeZone: 'Asia/Beirut',
      publicUrl: 'https://kahraba.example.com',
      publicUrlSource: 'settings',
    });
    expect(customerFacingOrigin()).toBe('https://kahraba.example.com');
  });
});
