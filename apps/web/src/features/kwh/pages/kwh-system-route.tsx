import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useMeteredSystems } from '../../../lib/billing-systems';
import { KwhBulkPage } from './kwh-bulk-page';
import { KwhInvoicePage } from './kwh-invoice-page';
import { KwhSystemPage } from './kwh-system-page';

const BULK_SUFFIX = '-bulk';

export interface KwhSystemRouteProps {
  /** 'page' for /:slug (a group or its bulk entry), 'invoice' for /:slug/invoice. */
  view?: 'page' | 'invoice';
  headerActions?: ReactNode;
  /** What a path that names no metered group shows (the router's 404 page). */
  notFound: ReactNode;
}

/** /:system and /:system-bulk for every metered group in the billing systems (issue 8: a fourth group
 * is a row, not code). Any other single-segment path is a 404. */
export function KwhSystemRoute({ view = 'page', headerActions, notFound }: KwhSystemRouteProps) {
  const { slug = '' } = useParams();
  const systems = useMeteredSystems({ withGenericList: false });
  if (systems.isPending) return <LoadingSpinner fullPage />;
  const groups = systems.data ?? [];
  const group = groups.find((system) => system.id === slug);
  if (group && view === 'invoice') return <KwhInvoicePage system={group} />;
  if (group) return <KwhSystemPage key={group.id} system={group} headerActions={headerActions} />;
  const bulkOf =
    view === 'page' && slug.endsWith(BULK_SUFFIX)
      ? groups.find((system) => `${system.id}${BULK_SUFFIX}` === slug)
      : undefined;
  if (bulkOf) return <KwhBulkPage key={bulkOf.id} system={bulkOf} headerActions={headerActions} />;
  return notFound;
}
