import './payments.css';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { Link } from 'react-router-dom';
import { receiptPath } from '../../../config/route-paths';
import { formatCustomerNumber, isolateLtr } from '../../../lib/display-format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatLbp, formatUsd, plainAmount } from '../../../lib/money';
import { failureText } from '../../../lib/notify-failure';
import type { Payment, PaymentCurrency, PaymentMethod } from '../../../types/payments';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { NumberField, useNumberField } from '../../../components/number-field';
import { toast } from '../../../components/toast';
import { paymentMessages as t } from '../messages';
import type { PaymentCustomer } from '../api/payment-customer';
import { PAYMENT_METHODS, paymentMethodLabel } from '../lib/payment-methods';
import { PoundsPreview } from './pounds-preview';
import { useRecordPayment } from '../api/record-payment';

export interface TakePaymentDialogProps {
  customer: PaymentCustomer;
  onClose: () => void;
}

/** 'دفع' (docs/screens.md#payments-receipts-and-collection): the amount in dollars or pounds, how it came, a
 * note; the server converts, numbers the receipt and answers the new balance. Then a link to the receipt. */
export function TakePaymentDialog({ customer, onClose }: TakePaymentDialogProps) {
  const [recorded, setRecorded] = useState<Payment | null>(null);
  return (
    <Modal show onHide={onClose} centered aria-labelledby="take-payment-title">
      {recorded ? (
        <PaymentRecorded customer={customer} payment={recorded} onClose={onClose} />
      ) : (
        <TakePaymentForm customer={customer} onRecorded={setRecorded} onClose={onClose} />
      )}
    </Modal>
  );
}

function CustomerSummary({ customer }: { customer: PaymentCustomer }) {
  return (
    <p className="text-secondary mb-3">
      <bdi dir="auto">
        {t.customerLine(formatCustomerNumber(customer.customerNumber), customer.box ?? null)}
      </bdi>
    </p>
  );
}

function TakePaymentForm({
  customer,
  onRecorded,
  onClose,
}: {
  customer: PaymentCustomer;
  onRecorded: (payment: Payment) => void;
  onClose: () => void;
}) {
  // A collector takes the balance most often: offered in dollars, as the server sent it.
  const balanceText = customer.outstandingBalance > 0 ? plainAmount(customer.outstandingBalance) : '';
  const [currency, setCurrency] = useState<PaymentCurrency>('USD');
  const amount = useNumberField(t.amountIn(currency), balanceText);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [note, setNote] = useState('');
  // One key per payment taken: a retry after a lost answer gets the same payment back, never a second.
  const [clientId] = useState(newIdempotencyKey);
  const record = useRecordPayment(customer);

  const chooseCurrency = (next: PaymentCurrency) => {
    setCurrency(next);
    amount.reset(next === 'USD' ? balanceText : '');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entry = amount.read();
    if (!entry || record.isPending) return;
    record.mutate(
      { amount: entry.value ?? 0, currency, method, note: note.trim(), clientId },
      {
        onSuccess: (payment) => {
          toast({
            variant: 'success',
            title: t.recorded,
            description: t.recordedText(
              isolateLtr(payment.receiptNumber),
              isolateLtr(formatUsd(payment.amount)),
            ),
          });
          onRecorded(payment);
        },
      },
    );
  };

  const balanceLabel = customer.outstandingBalance < 0 ? t.credit : t.balance;
  return (
    <Form onSubmit={submit} noValidate>
      <DialogHeader titleId="take-payment-title" pending={record.isPending}>
        {t.takeTitle(customer.name)}
      </DialogHeader>
      <Modal.Body>
        <CustomerSummary customer={customer} />
        <dl className="app-payment-balance">
          <dt>{balanceLabel}</dt>
          <dd>
            <bdi dir="ltr">{formatUsd(customer.outstandingBalance)}</bdi>
          </dd>
        </dl>
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-2">{t.currency}</legend>
          <ToggleButtonGroup
            type="radio"
            name="payment-currency"
            value={currency}
            onChange={(next: PaymentCurrency) => chooseCurrency(next)}
            className="w-100"
          >
            <ToggleButton id="payment-currency-usd" value="USD" variant="outline-primary">
              {t.usd} (USD)
            </ToggleButton>
            <ToggleButton id="payment-currency-lbp" value="LBP" variant="outline-primary">
              {t.lbp} (LBP)
            </ToggleButton>
          </ToggleButtonGroup>
        </fieldset>
        <NumberField controlId="payment-amount" groupClassName="mb-3" autoFocus {...amount.field} />
        {currency === 'LBP' && (
          <PoundsPreview poundsText={amount.text} outstanding={customer.outstandingBalance} />
        )}
        <Form.Group controlId="payment-method" className="mb-3">
          <Form.Label>{t.method}</Form.Label>
          <Form.Select value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
            {PAYMENT_METHODS.map((option) => (
              <option key={option} value={option}>
                {paymentMethodLabel(option)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="payment-note">
          <Form.Label>{t.note}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Form.Group>
        {record.isError && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            <strong className="d-block">{t.recordFailed}</strong>
            {failureText(record.error, t.recordFailedText)}
          </Alert>
        )}
      </Modal.Body>
      <DialogFooter
        confirmLabel={t.submit}
        confirmVariant="primary"
        onCancel={onClose}
        pending={record.isPending}
      />
    </Form>
  );
}

function PaymentRecorded({
  customer,
  payment,
  onClose,
}: {
  customer: PaymentCustomer;
  payment: Payment;
  onClose: () => void;
}) {
  return (
    <>
      <DialogHeader titleId="take-payment-title">{t.takeTitle(customer.name)}</DialogHeader>
      <Modal.Body>
        <Alert variant="success" className="mb-3">
          <strong className="d-block">{t.recorded}</strong>
        </Alert>
        <dl className="app-payment-done">
          <div>
            <dt>{t.receiptNumber}</dt>
            <dd>
              <bdi dir="ltr">{payment.receiptNumber}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t.amount}</dt>
            <dd>
              <bdi dir="ltr">{formatUsd(payment.amount)}</bdi>
              {payment.currency === 'LBP' && (
                <>
                  {' · '}
                  <bdi>{formatLbp(payment.amountLbp)}</bdi>
                </>
              )}
            </dd>
          </div>
          {payment.record && (
            <div>
              <dt>{t.newBalance}</dt>
              <dd>
                <bdi dir="ltr">{formatUsd(payment.record.outstandingBalance)}</bdi>
              </dd>
            </div>
          )}
        </dl>
      </Modal.Body>
      <Modal.Footer className="gap-2">
        <Link to={receiptPath(payment.id)} className="btn btn-primary">
          {t.openReceipt}
        </Link>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t.close}
        </button>
      </Modal.Footer>
    </>
  );
}
