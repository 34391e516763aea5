import type { ReactNode } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router-dom';
import { useMeteredSystems, type BillingSystem } from '../../lib/billing-systems';
import { LoadFailedAlert } from '../load-failed-alert';
import { LoadingSpinner } from '../loading-spinner';

export interface SystemTabsProps {
  /** e.g. 'readings' — the tabs' DOM id. */
  id: string;
  texts: {
    /** The tab list's accessible name. */
    groupsLabel: string;
    systemsLoadFailed: string;
    noSystems: string;
  };
  /** The content of the tab of `system` (mounted only while it is shown). */
  children: (system: BillingSystem) => ReactNode;
}

/** A tab per metered billing system, the generic list included, from `GET /api/billing-systems`:
 * a new group is a row and gets a tab without code (docs/metered-groups.md). The tab shown is kept in the
 * address (`?system=baydawi-kwh`), so a reload or a link opens it. */
export function SystemTabs({ id, texts, children }: SystemTabsProps) {
  const systems = useMeteredSystems();
  const [params, setParams] = useSearchParams();
  if (systems.isPending) return <LoadingSpinner />;
  if (systems.isError)
    return <LoadFailedAlert onRetry={systems.refetch}>{texts.systemsLoadFailed}</LoadFailedAlert>;
  const list = systems.data;
  const asked = params.get('system');
  const active = list.find((system) => system.id === asked)?.id ?? list[0]?.id;
  if (!active) return <p className="text-secondary">{texts.noSystems}</p>;
  return (
    <Tabs
      id={id}
      aria-label={texts.groupsLabel}
      className="mb-3 app-system-tabs"
      activeKey={active}
      onSelect={(key) => key && setParams({ system: key }, { replace: true })}
      mountOnEnter
      unmountOnExit
    >
      {list.map((system) => (
        <Tab key={system.id} eventKey={system.id} title={system.arabicName}>
          {children(system)}
        </Tab>
      ))}
    </Tabs>
  );
}
