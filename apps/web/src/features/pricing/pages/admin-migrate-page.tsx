import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { paths } from '../../../config/route-paths';
import { useConfirm } from '../../../components/confirm-dialog';
import { PageLayout } from '../../../components/page-layout';
import { PendingButton } from '../../../components/pending-button';
import { useMeteredSystems } from '../../../lib/billing-systems';
import { formatQuantity } from '../../../lib/display-format';
import { useMigrateLbp, type LbpMigration } from '../api/migrate-lbp';
import { pricingMessages as t } from '../messages';

export interface AdminMigratePageProps {
  /** Only administrators run it (the server refuses an operator with 403 too). */
  canRun: boolean;
}

/** /admin-migrate (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing): one
 * button, confirmed, that re-computes every kWh customer's LBP amounts at the current rate, and the counts
 * it answered. */
export function AdminMigratePage({ canRun }: AdminMigratePageProps) {
  const confirm = useConfirm();
  const [result, setResult] = useState<LbpMigration | null>(null);
  const migrate = useMigrateLbp({ onSuccess: setResult });

  const run = async () => {
    const confirmed = await confirm({
      title: t.migrateConfirmTitle,
      message: t.migrateConfirmText,
      confirmLabel: t.migrateConfirm,
      variant: 'warning',
    });
    if (confirmed) migrate.mutate();
  };

  return (
    <PageLayout
      title={t.migrateTitle}
      subtitle={t.migrateSubtitle}
      back={{ to: paths.kwhHome, label: t.backToKwhHome }}
    >
      <Card className="app-data-card" style={{ maxWidth: 720 }}>
        <Card.Body className="p-4">
          {canRun ? (
            <>
              <p>{t.migrateText}</p>
              <PendingButton variant="warning" pending={migrate.isPending} onClick={() => void run()}>
                {migrate.isPending ? t.migrating : t.migrateButton}
              </PendingButton>
            </>
          ) : (
            <Alert variant="warning" role="alert" className="mb-0">
              <Alert.Heading as="h2" className="h6 fw-bold">
                {t.adminOnlyTitle}
              </Alert.Heading>
              <p className="mb-0">{t.migrateAdminOnlyText}</p>
            </Alert>
          )}
          {result && <MigrationCounts result={result} />}
        </Card.Body>
      </Card>
    </PageLayout>
  );
}

/** The rows re-computed, per metered system by its Arabic name, and in all. */
function MigrationCounts({ result }: { result: LbpMigration }) {
  const systems = useMeteredSystems();
  const names = new Map((systems.data ?? []).map((system) => [system.id, system.arabicName]));
  // The groups in display order (as the kWh home shows them), then any system the list does not know.
  const order = [...names.keys()];
  const rank = (system: string) => (order.includes(system) ? order.indexOf(system) : order.length);
  const bySystem = Object.entries(result.bySystem).sort(([a], [b]) => rank(a) - rank(b));
  return (
    <section aria-labelledby="migration-result" className="mt-4" aria-live="polite">
      <h2 id="migration-result" className="h6 fw-bold">
        {t.resultTitle}
      </h2>
      <Table size="sm" className="mb-0" aria-labelledby="migration-result">
        <tbody>
          {bySystem.map(([system, count]) => (
            <tr key={system}>
              <th scope="row">{names.get(system) ?? system}</th>
              <td>{formatQuantity(count)}</td>
            </tr>
          ))}
          <tr className="fw-bold">
            <th scope="row">{t.resultTotal}</th>
            <td>{formatQuantity(result.total)}</td>
          </tr>
        </tbody>
      </Table>
    </section>
  );
}
