import { DEFAULT_BUSINESS_TIME_ZONE } from '@kahraba/billing-domain';
import { applySettings } from '../lib/app-settings';

/** The address customers reach in the tests that send them links (docs/public-address.md). */
export const TEST_PUBLIC_ADDRESS = 'https://kahraba.example.com';

/**
 * The tests of this file run with an address customers reach saved (jsdom browses from
 * http://localhost, which no customer's phone opens, so without it messages go without a link).
 */
export function withPublicAddress(): void {
  beforeEach(() =>
    applySettings({
      businessTimeZone: DEFAULT_BUSINESS_TIME_ZONE,
      publicUrl: TEST_PUBLIC_ADDRESS,
      publicUrlSource: 'settings',
    }),
  );
  afterEach(() =>
    applySettings({
      businessTimeZone: DEFAULT_BUSINESS_TIME_ZONE,
      publicUrl: null,
      publicUrlSource: null,
    }),
  );
}
