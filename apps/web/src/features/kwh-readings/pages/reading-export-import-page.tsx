import { paths } from '../../../config/route-paths';
import { PageLayout } from '../../../components/page-layout';
import { SystemTabs } from '../../../components/system-tabs';
import { ReadingsTab } from '../components/readings-tab';
import { readingsMessages as t } from '../messages';

/** A tab per metered group (docs/screens.md#the-readings-screen; Mahmoud, Baydawi, any added as data, and
 * the generic list: docs/metered-groups.md), each with undo, new month, export, import and instructions. */
export function ReadingExportImportPage() {
  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.home, label: t.backHome }}>
      <SystemTabs id="readings-groups" texts={t}>
        {(system) => <ReadingsTab system={system} />}
      </SystemTabs>
    </PageLayout>
  );
}
