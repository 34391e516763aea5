import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { receiptPath } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/display-format';
import type { PaymentQueue } from '../lib/payment-queue';
import { collectMessages as t } from '../messages';
import { amountOf } from './amount-of';

/** The payments this device took: waiting for the connection, refused by the server, recorded. */
export function DevicePayments({
  queue,
  onDismissRefused,
}: {
  queue: PaymentQueue;
  onDismissRefused: (clientId: string) => void;
}) {
  const confirm = useConfirm();
  return (
    <div className="d-flex flex-column gap-4 mt-4">
      {queue.waiting.length > 0 && (
        <section aria-labelledby="collect-waiting">
          <h2 id="collect-waiting" className="h6 fw-bold">
            {t.pendingTitle}
          </h2>
          <ListGroup as="ul">
            {queue.waiting.map((payment) => (
              <ListGroup.Item as="li" key={payment.clientId} className="d-flex align-items-center gap-2">
                <span className="flex-grow-1">
                  {payment.customerName} ·{' '}
                  <bdi dir="ltr">{amountOf(payment.amount, payment.request.currency)}</bdi>
                </span>
                <Badge bg="warning" text="dark">
                  {t.pending}
                </Badge>
              </ListGroup.Item>
            ))}
          </ListGroup>
        </section>
      )}

      {queue.refused.length > 0 && (
        <section aria-labelledby="collect-refused">
          <h2 id="collect-refused" className="h6 fw-bold text-danger">
            {t.refusedTitle}
          </h2>
          <p className="small text-secondary">{t.refusedHint}</p>
          <ListGroup as="ul">
            {queue.refused.map((payment) => (
              <ListGroup.Item as="li" key={payment.clientId} className="d-flex flex-column gap-1">
                <div className="d-flex align-items-center gap-2">
                  <span className="flex-grow-1 fw-bold">
                    {payment.customerName} ·{' '}
                    <bdi dir="ltr">{amountOf(payment.amount, payment.request.currency)}</bdi>
                  </span>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={async () => {
                      if (
                        await confirm({ title: t.dismissConfirm, variant: 'danger', confirmLabel: t.dismiss })
                      )
                        onDismissRefused(payment.clientId);
                    }}
                  >
                    {t.dismiss}
                  </Button>
                </div>
                <div className="text-danger small" role="alert">
                  {payment.reason}
                </div>
                <div className="text-secondary small">{formatDateTime(payment.takenAt)}</div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        </section>
      )}

      {queue.recorded.length > 0 && (
        <section aria-labelledby="collect-recorded">
          <h2 id="collect-recorded" className="h6 fw-bold">
            {t.recordedTitle}
          </h2>
          <ListGroup as="ul">
            {queue.recorded.map((payment) => (
              <ListGroup.Item as="li" key={payment.clientId} className="d-flex align-items-center gap-2">
                <span className="flex-grow-1 text-truncate">
                  {payment.customerName}
                  {payment.invoiceMonthLabel !== undefined && ` · ${t.month(payment.invoiceMonthLabel)}`}
                </span>
                <ButtonLink
                  to={receiptPath(payment.paymentId)}
                  variant="outline-primary"
                  size="sm"
                  className="app-touch-button"
                >
                  {t.receipt(payment.receiptNumber)}
                </ButtonLink>
              </ListGroup.Item>
            ))}
          </ListGroup>
        </section>
      )}
    </div>
  );
}
