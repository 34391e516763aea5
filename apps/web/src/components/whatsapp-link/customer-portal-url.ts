import { paths } from '../../app/paths';
import { customerFacingOrigin } from '../../lib/app-settings';

/**
 * The customer portal's address as customers reach it (`PUBLIC_URL/customer-portal`, issue 22 §3), for
 * messages sent out; this browser's address while PUBLIC_URL is unset.
 */
export function customerPortalUrl(): string {
  return `${customerFacingOrigin()}${paths.customerPortal}`;
}
