import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { kwhBulkPath, kwhBulkPrintPath, kwhSystemPath } from '../../../config/metered-system-paths';
import { useMeteredSystems } from '../../../lib/billing-systems';
import type { BillingSystem } from '../../../types/kwh';
import { KwhBulkPage } from './kwh-bulk-page';
import { KwhInvoicePage } from './kwh-invoice-page';
import { KwhSystemPage } from './kwh-system-page';

export interface KwhSystemRouteProps {
  /** 'page' for /:slug (a group or its bulk entry), 'invoice' for /:slug/invoice. */
  view?: 'page' | 'invoice';
  /** What a path that names no metered group shows (the router's 404 page). */
  notFound: ReactNode;
  /** /:system-bulk-print: the bulk print page of a group (another feature's page; the router hands it in). */
  bulkPrint?: (system: BillingSystem) => ReactNode;
}

/** /:system, /:system-bulk and /:system-bulk-print for every metered system in the billing systems, the
 * generic list included (/kwh-bulk, /kwh-bulk-print; its own /kwh is the router's): a
 * fourth group is a row, not code (docs/metered-groups.md). Any other single-segment path is a 404. */
export function KwhSystemRoute({ view = 'page', notFound, bulkPrint }: KwhSystemRouteProps) {
  const { slug = '' } = useParams();
  const systems = useMeteredSystems();
  if (systems.isPending) return <LoadingSpinner fullPage />;
  const groups = systems.data ?? [];
  const path = `/${slug}`;
  const group = groups.find((system) => kwhSystemPath(system.id) === path);
  if (group && view === 'invoice') return <KwhInvoicePage system={group} />;
  if (group) return <KwhSystemPage key={group.id} system={group} />;
  if (view !== 'page') return notFound;
  const bulkOf = groups.find((system) => kwhBulkPath(system.id) === path);
  if (bulkOf) return <KwhBulkPage key={bulkOf.id} system={bulkOf} />;
  const bulkPrintOf = groups.find((system) => kwhBulkPrintPath(system.id) === path);
  if (bulkPrintOf && bulkPrint) return bulkPrint(bulkPrintOf);
  return notFound;
}
