import { paths } from '../../app/paths';

/** The customer portal's address on this server (`https://…/customer-portal`), for messages sent out. */
export function customerPortalUrl(): string {
  return `${window.location.origin}${paths.customerPortal}`;
}
