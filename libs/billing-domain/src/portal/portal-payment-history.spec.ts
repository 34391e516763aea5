import { Month } from '../calendar/month';
import { firstPortalPaymentMonth } from './portal-payment-history';

describe("the portal's payment history", () => {
  it('reaches back to the live month and the 11 months before it', () => {
    expect(firstPortalPaymentMonth(Month.parse('2026-11')).toString()).toBe('2025-12');
    expect(firstPortalPaymentMonth(Month.parse('2026-12')).toString()).toBe('2026-01');
    expect(firstPortalPaymentMonth(Month.parse('2027-01')).toString()).toBe('2026-02');
  });
});
