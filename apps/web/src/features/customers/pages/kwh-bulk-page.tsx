import Card from 'react-bootstrap/Card';
import { ImportPreviewPanel, useImportPreview } from '../../../components/import-preview';
import { PageLayout } from '../../../components/page-layout';
import { PendingButton } from '../../../components/pending-button';
import { toast } from '../../../components/toast';
import type { BillingSystem } from '../../../types/kwh';
import { useBulkCreateCustomers } from '../api/bulk-create-customers';
import { usePreviewImport, type KwhImportRow } from '../api/preview-import';
import { meteredForm } from '../components/tariff-kinds';
import { kwhSystemPath } from '../../../config/metered-system-paths';
import { kwhMessages as t } from '../messages';

export interface KwhBulkPageProps {
  system: BillingSystem;
}

/** Bulk entry of a metered group, /mahmoud-kwh-bulk, /baydawi-kwh-bulk: paste rows,
 * preview what the server will create and what it leaves out, create them in one undoable batch. */
export function KwhBulkPage({ system }: KwhBulkPageProps) {
  const preview = useImportPreview<KwhImportRow>(
    usePreviewImport<KwhImportRow>(system.id, meteredForm.import.previewOf),
  );
  const create = useBulkCreateCustomers(system.id, meteredForm.import, { onSuccess: () => preview.reset() });

  const submit = () => {
    if (preview.rows.length === 0) {
      // Bulk create with no valid rows.
      toast({ variant: 'destructive', title: t.noValidRows });
      return;
    }
    create.mutate(preview.rows);
  };

  return (
    <PageLayout
      title={t.bulkTitle(system.arabicName)}
      subtitle={t.bulkSubtitle}
      back={{ to: kwhSystemPath(system.id), label: t.backToGroup(system.arabicName) }}
    >
      <Card className="app-data-card">
        <Card.Body>
          <ImportPreviewPanel idPrefix="kwh-bulk" preview={preview} {...meteredForm.import.panel} rows={10} />
          <div className="d-flex justify-content-end mt-3">
            <PendingButton
              variant="success"
              className="px-4"
              pending={create.isPending}
              disabled={preview.text.trim() === '' || preview.stale}
              onClick={submit}
            >
              {create.isPending ? t.creating : meteredForm.import.button(preview)}
            </PendingButton>
          </div>
        </Card.Body>
      </Card>
    </PageLayout>
  );
}
