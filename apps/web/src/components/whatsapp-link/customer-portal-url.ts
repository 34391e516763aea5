import { paths } from '../../config/route-paths';
import { customerFacingOrigin } from '../../lib/app-settings';

/**
 * The customer portal's address as customers reach it (docs/public-address.md), for messages sent
 * out; null while none is set and this browser's address is this machine's own (the message then
 * goes without a link).
 */
export function customerPortalUrl(): string | null {
  const origin = customerFacingOrigin();
  return origin === null ? null : `${origin}${paths.customerPortal}`;
}
