import './payments.css';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import { receiptPath } from '../../../config/route-paths';
import { formatCustomerNumber, isolateLtr } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import { failureText } from '../../../lib/notify-failure';
import type { Payment } from '../../../types/payments';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { toast } from '../../../components/toast';
import { usePayments } from '../api/get-payments';
import { paymentMessages as t, voidReasonLabel } from '../messages';
import type { PaymentCustomer } from '../api/payment-customer';
import { paymentMethodLabel } from '../lib/payment-methods';
import { formatBeirutDateTime } from '../../../lib/received-at';
import { useVoidPayment } from '../api/void-payment';
import { VoidReasonField } from './void-reason-field';

export interface PaymentHistoryDialogProps {
  customer: PaymentCustomer;
  onClose: () => void;
}

/** 'سجل الدفعات': every payment of the customer, every month, newest first, each with its
 * receipt; a live payment can be voided with a reason (never deleted: it stays, marked void). */
export function PaymentHistoryDialog({ customer, onClose }: PaymentHistoryDialogProps) {
  const payments = usePayments(customer);
  const [voiding, setVoiding] = useState<Payment | null>(null);

  return (
    <Modal show onHide={onClose} centered scrollable size="lg" aria-labelledby="payment-history-title">
      {voiding ? (
        <VoidPaymentForm
          system={customer.system}
          payment={voiding}
          onDone={() => setVoiding(null)}
          onBack={() => setVoiding(null)}
        />
      ) : (
        <>
          <DialogHeader titleId="payment-history-title">{t.historyOf(customer.name)}</DialogHeader>
          <Modal.Body>
            <p className="text-secondary">
              <bdi dir="auto">
                {t.customerLine(formatCustomerNumber(customer.customerNumber), customer.box ?? null)}
              </bdi>
            </p>
            {payments.data ? (
              payments.data.length === 0 ? (
                <p className="text-secondary text-center my-4">{t.empty}</p>
              ) : (
                <ul className="app-payment-list list-unstyled mb-0" aria-label={t.paymentsList}>
                  {payments.data.map((payment) => (
                    <PaymentItem
                      key={payment.id}
                      payment={payment}
                      liveMonth={customer.month}
                      onVoid={setVoiding}
                    />
                  ))}
                </ul>
              )
            ) : payments.isError ? (
              <LoadFailedAlert onRetry={() => void payments.refetch()}>{t.loadFailed}</LoadFailedAlert>
            ) : (
              <LoadingSpinner label={t.loading} />
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              {t.close}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}

function PaymentItem({
  payment,
  liveMonth,
  onVoid,
}: {
  payment: Payment;
  liveMonth: string | undefined;
  onVoid: (payment: Payment) => void;
}) {
  const isVoid = payment.voidedAt !== null;
  // A closed month's payment cannot be voided (the server answers 409): no button for it.
  const voidable = !isVoid && (liveMonth === undefined || payment.billingMonth === liveMonth);
  return (
    <li className={`app-payment-item${isVoid ? ' app-payment-void' : ''}`} aria-label={payment.receiptNumber}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Link to={receiptPath(payment.id)} className="fw-semibold app-touch-link">
          <bdi dir="ltr">{payment.receiptNumber}</bdi>
        </Link>
        <span className="text-secondary">{payment.invoiceMonthLabel}</span>
        {isVoid && <span className="badge text-bg-danger">{t.voided}</span>}
        {voidable && (
          <Button
            size="sm"
            variant="outline-danger"
            className="ms-auto app-touch-button"
            aria-label={t.voidPayment(payment.receiptNumber)}
            onClick={() => onVoid(payment)}
          >
            {t.void}
          </Button>
        )}
      </div>
      <div className="app-payment-amounts">
        <bdi dir="ltr" className="fw-bold">
          {formatUsd(payment.amount)}
        </bdi>
        {' · '}
        <bdi>{formatLbp(payment.amountLbp)}</bdi>
        {' · '}
        <span>
          {paymentMethodLabel(payment.method)} {t.handedOverIn[payment.currency]}
        </span>
      </div>
      <div className="small text-secondary">
        {t.collector}: <bdi dir="ltr">{payment.receivedBy}</bdi>
        {' · '}
        {formatBeirutDateTime(payment.receivedAt)}
      </div>
      {payment.note && (
        <div className="small" dir="auto">
          {payment.note}
        </div>
      )}
      {isVoid && (
        <div className="small text-danger">
          {t.voidReason}: <span dir="auto">{voidReasonLabel(payment.voidReason)}</span>
          {' · '}
          {t.voidedBy(payment.voidedBy ?? '', formatBeirutDateTime(payment.voidedAt))}
        </div>
      )}
    </li>
  );
}

function VoidPaymentForm({
  system,
  payment,
  onDone,
  onBack,
}: {
  system: string;
  payment: Payment;
  onDone: () => void;
  onBack: () => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const voidPayment = useVoidPayment(system);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    if (voidPayment.isPending) return;
    voidPayment.mutate(
      { paymentId: payment.id, reason: reason.trim() },
      {
        onSuccess: (voided) => {
          toast({
            variant: 'success',
            title: t.voidDone,
            description: voided.record
              ? t.voidDoneText(
                  isolateLtr(voided.receiptNumber),
                  isolateLtr(formatUsd(voided.record.outstandingBalance)),
                )
              : voided.receiptNumber,
          });
          onDone();
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate>
      <DialogHeader titleId="payment-history-title" pending={voidPayment.isPending}>
        {t.voidTitle(payment.receiptNumber)}
      </DialogHeader>
      <Modal.Body>
        <p>
          <bdi dir="ltr" className="fw-bold">
            {formatUsd(payment.amount)}
          </bdi>
          {' · '}
          {payment.invoiceMonthLabel}
          {' · '}
          {formatBeirutDateTime(payment.receivedAt)}
        </p>
        <p className="text-secondary small">{t.voidHelp}</p>
        <VoidReasonField
          id="void-reason"
          label={t.reason}
          value={reason}
          missing={missing}
          onChange={(text) => {
            setReason(text);
            setMissing(false);
          }}
        />
        {voidPayment.isError && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            <strong className="d-block">{t.voidFailed}</strong>
            {failureText(voidPayment.error, t.voidFailedText)}
          </Alert>
        )}
      </Modal.Body>
      <DialogFooter
        confirmLabel={t.confirmVoid}
        confirmVariant="danger"
        onCancel={onBack}
        cancelLabel={t.back}
        pending={voidPayment.isPending}
      />
    </Form>
  );
}
