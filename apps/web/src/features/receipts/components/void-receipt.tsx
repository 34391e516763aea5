import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useVoidPayment, VoidReasonField } from '../../payments';
import { failureText } from '../../../lib/notify-failure';
import type { Payment } from '../../../types/payments';
import { receiptMessages as t } from '../messages';

/**
 * A payment taken by mistake is voided from its receipt, with a reason. The server decides:
 * only the live month's payments, and a collector only their own (it answers why in Arabic).
 */
export function VoidReceipt({ payment }: { payment: Payment }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const voidPayment = useVoidPayment(payment.system);

  if (!open) {
    return (
      <Button variant="outline-danger" className="app-touch-button" onClick={() => setOpen(true)}>
        {t.voidPayment}
      </Button>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    if (!voidPayment.isPending) voidPayment.mutate({ paymentId: payment.id, reason: reason.trim() });
  };
  return (
    <Form onSubmit={submit} noValidate className="w-100 d-print-none" aria-label={t.voidPayment}>
      <p className="small text-secondary mb-2">{t.voidHelp}</p>
      <VoidReasonField
        id="receipt-void-reason"
        label={t.voidReasonLabel}
        value={reason}
        missing={missing}
        onChange={(text) => {
          setReason(text);
          setMissing(false);
        }}
      />
      {voidPayment.isError && (
        <Alert variant="danger" role="alert">
          <strong className="d-block">{t.voidFailed}</strong>
          {failureText(voidPayment.error)}
        </Alert>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" variant="danger" className="app-touch-button" disabled={voidPayment.isPending}>
          {t.confirmVoid}
        </Button>
        <Button
          variant="outline-secondary"
          className="app-touch-button"
          onClick={() => {
            setOpen(false);
            voidPayment.reset();
          }}
        >
          {t.cancelVoid}
        </Button>
      </div>
    </Form>
  );
}
