import { paths } from '../../../config/route-paths';
import { PageLayout } from '../../../components/page-layout';
import { useTableSearch } from '../../../components/searchable-table-card';
import { SystemTabs } from '../../../components/system-tabs';
import { KwhArchiveTab } from '../components/kwh-archive-tab';
import { kwhArchiveMessages as t } from '../messages';

/** The deleted customers of every metered system, a tab each, one search for the tab
 * shown, restore per row. */
export function KwhArchivedPage() {
  const search = useTableSearch();
  return (
    <PageLayout
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: paths.home, label: t.backHome }}
      width="fluid"
    >
      <SystemTabs id="kwh-archive-groups" texts={t}>
        {(system) => <KwhArchiveTab system={system} search={search} />}
      </SystemTabs>
    </PageLayout>
  );
}
