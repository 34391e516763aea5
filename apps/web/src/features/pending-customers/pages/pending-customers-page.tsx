import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { toast } from '../../../components/toast';
import { useQuery } from '@tanstack/react-query';
import { billingSystemsQueryOptions } from '../../../lib/billing-systems';
import { formatDateTime } from '../../../lib/display-format';
import { notifyFailure } from '../../../lib/notify-failure';
import { useApprovePendingCustomer } from '../api/approve-pending-customer';
import { useDeclinePendingCustomer } from '../api/decline-pending-customer';
import { usePendingCustomers, type PendingCustomer } from '../api/get-pending-customers';
import { ApproveRequestDialog } from '../components/approve-request-dialog';
import { RequestsTable } from '../components/requests-table';
import { pendingCustomersMessages as t } from '../messages';

/** /pending-customers (docs/screens.md#administration-screens): pending requests with approve and decline,
 * then the approved and the declined ones with their review date and reviewer. */
export function PendingCustomersPage() {
  const requests = usePendingCustomers();
  const systems = useQuery(billingSystemsQueryOptions());
  const confirm = useConfirm();
  const [approving, setApproving] = useState<PendingCustomer | null>(null);
  const systemName = (id: string | null) =>
    systems.data?.find((system) => system.id === id)?.arabicName ?? id ?? '';

  const approve = useApprovePendingCustomer({
    onSuccess: (approved) => {
      setApproving(null);
      toast({
        title: t.approved,
        // a phone that is not a Lebanese number stays on the request only; say so.
        description: [
          t.approvedText(approved.customerNumber ?? 0, systemName(approved.approvedSystem)),
          approved.customerPhone === null ? t.phoneNotCarried(approved.phone) : '',
        ]
          .filter(Boolean)
          .join(' '),
      });
    },
  });
  const decline = useDeclinePendingCustomer({
    onSuccess: (declined) => toast({ title: t.declined, description: t.declinedText(declined.name) }),
  });

  const askToDecline = async (request: PendingCustomer) => {
    const sure = await confirm({
      title: t.declineTitle,
      message: t.declineText(request.name),
      confirmLabel: t.declineConfirm,
      variant: 'danger',
    });
    if (sure) decline.mutate(request.id, { onError: (error) => notifyFailure(error, t.declineFailed) });
  };

  const all = requests.data ?? [];
  const pending = all.filter((request) => request.status === 'pending');
  const approved = all.filter((request) => request.status === 'approved');
  const declined = all.filter((request) => request.status === 'declined');
  const busy = approve.isPending || decline.isPending;

  return (
    <PageLayout
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: paths.home, label: t.backHome }}
      titleActions={
        <ButtonLink to={paths.qrCodes} variant="outline-primary">
          {t.qrCodes}
        </ButtonLink>
      }
      width="fluid"
    >
      {requests.isPending ? (
        <LoadingSpinner />
      ) : requests.isError ? (
        <LoadFailedAlert onRetry={() => void requests.refetch()}>{t.loadFailed}</LoadFailedAlert>
      ) : (
        <>
          <section aria-labelledby="pending-heading" className="mb-5">
            <h2 id="pending-heading" className="app-section-title d-flex align-items-center gap-2">
              {t.pendingHeading}
              <Badge bg="warning" text="dark" pill>
                {pending.length}
              </Badge>
            </h2>
            <RequestsTable
              label={t.pendingTable}
              requests={pending}
              emptyText={t.noPending}
              extraColumns={['actions']}
              cell={(request) => (
                <div className="d-flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="success"
                    disabled={busy}
                    aria-label={t.approveOf(request.name)}
                    onClick={() => setApproving(request)}
                  >
                    {t.approve}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={busy}
                    aria-label={t.declineOf(request.name)}
                    onClick={() => void askToDecline(request)}
                  >
                    {t.decline}
                  </Button>
                </div>
              )}
            />
          </section>
          <section aria-labelledby="approved-heading" className="mb-5">
            <h2 id="approved-heading" className="app-section-title">
              {t.approvedHeading}
            </h2>
            <RequestsTable
              label={t.approvedTable}
              requests={approved}
              emptyText={t.noApproved}
              extraColumns={['reviewedAt', 'reviewedBy', 'customer']}
              cell={(request, column) =>
                column === 'customer' ? (
                  t.customerIn(request.customerNumber ?? 0, systemName(request.approvedSystem))
                ) : column === 'reviewedAt' ? (
                  <bdi dir="ltr">{formatDateTime(request.reviewedAt)}</bdi>
                ) : (
                  <bdi dir="ltr">{request.reviewedBy}</bdi>
                )
              }
            />
          </section>
          <section aria-labelledby="declined-heading">
            <h2 id="declined-heading" className="app-section-title">
              {t.declinedHeading}
            </h2>
            <RequestsTable
              label={t.declinedTable}
              requests={declined}
              emptyText={t.noDeclined}
              extraColumns={['reviewedAt', 'reviewedBy']}
              cell={(request, column) => (
                <bdi dir="ltr">
                  {column === 'reviewedAt' ? formatDateTime(request.reviewedAt) : request.reviewedBy}
                </bdi>
              )}
            />
          </section>
        </>
      )}
      {approving && (
        <ApproveRequestDialog
          request={approving}
          systems={systems}
          pending={approve.isPending}
          onClose={() => setApproving(null)}
          onApprove={(system) =>
            approve.mutate(
              { id: approving.id, system },
              {
                onError: (error) => {
                  setApproving(null);
                  notifyFailure(error, t.approveFailed);
                },
              },
            )
          }
        />
      )}
    </PageLayout>
  );
}
