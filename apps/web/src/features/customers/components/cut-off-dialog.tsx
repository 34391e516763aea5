import { useState, type FormEvent } from 'react';
import { CUT_OFF_REASON_MAX_LENGTH } from '@kahraba/billing-domain';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { failureText } from '../../../lib/notify-failure';
import { useCutOffCustomer } from '../api/cut-off-customer';
import { cutOffMessages as t } from '../messages';

/** What the dialog needs of a customer: any list's row (the customer tables', the debtors'). */
export interface CutOffSubject {
  id: string;
  name: string;
  cutOff: { at: string; reason: string } | null;
}

export interface CutOffDialogProps {
  system: string;
  /** The customer to cut off, or to reconnect when already cut off; null: closed. */
  customer: CutOffSubject | null;
  onClose: () => void;
  /** After a try, done or refused: what else to refetch (the debtors list); the customers' own
   * lists are refetched anyway. */
  onSettled?: () => void;
}

/**
 * Cut a customer off (a reason) or reconnect them (an optional fee, in dollars or pounds)
 * (docs/cut-off.md). What is typed goes to the server as typed; its Arabic refusal stays here.
 */
export function CutOffDialog({ system, customer, onClose, onSettled }: CutOffDialogProps) {
  return (
    <Modal show={customer !== null} onHide={onClose} centered aria-labelledby="cut-off-title">
      {customer && (
        <CutOffForm
          key={customer.id}
          system={system}
          customer={customer}
          onClose={onClose}
          onSettled={onSettled}
        />
      )}
    </Modal>
  );
}

function CutOffForm({
  system,
  customer,
  onClose,
  onSettled,
}: {
  system: string;
  customer: CutOffSubject;
  onClose: () => void;
  onSettled?: () => void;
}) {
  const reconnecting = customer.cutOff !== null;
  const [reason, setReason] = useState('');
  const [fee, setFee] = useState('');
  const [currency, setCurrency] = useState<'usd' | 'lbp'>('usd');
  const change = useCutOffCustomer(system, { onSuccess: onClose, onSettled });
  const refusal = change.isError ? (failureText(change.error, t.failed) ?? t.failed) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!reconnecting) return change.mutate({ action: 'cut-off', id: customer.id, reason });
    const typed = fee.trim() === '' ? {} : currency === 'usd' ? { feeUsd: fee } : { feeLbp: fee };
    change.mutate({ action: 'reconnect', id: customer.id, ...typed });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <DialogHeader titleId="cut-off-title" pending={change.isPending}>
        {reconnecting ? t.reconnectCustomer(customer.name) : t.cutOffCustomer(customer.name)}
      </DialogHeader>
      <Modal.Body>
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        {reconnecting ? (
          <>
            <fieldset className="mb-2">
              <legend className="small fw-bold mb-1">{t.feeCurrency}</legend>
              {(['usd', 'lbp'] as const).map((option) => (
                <Form.Check
                  key={option}
                  inline
                  type="radio"
                  id={`reconnect-fee-${option}`}
                  name="reconnect-fee-currency"
                  label={option === 'usd' ? t.inDollars : t.inPounds}
                  checked={currency === option}
                  onChange={() => setCurrency(option)}
                />
              ))}
            </fieldset>
            <Form.Group controlId="reconnect-fee">
              <Form.Label>{t.fee}</Form.Label>
              <Form.Control
                inputMode="decimal"
                value={fee}
                onChange={(event) => setFee(event.target.value)}
                aria-describedby="reconnect-fee-help"
              />
              <Form.Text id="reconnect-fee-help">{t.feeHelp}</Form.Text>
            </Form.Group>
          </>
        ) : (
          <Form.Group controlId="cut-off-reason">
            <Form.Label>{t.reason}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              required
              maxLength={CUT_OFF_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby="cut-off-reason-help"
            />
            <Form.Text id="cut-off-reason-help">{t.reasonHelp}</Form.Text>
          </Form.Group>
        )}
      </Modal.Body>
      <DialogFooter
        confirmLabel={reconnecting ? t.confirmReconnect : t.confirmCutOff}
        confirmVariant={reconnecting ? 'primary' : 'danger'}
        onCancel={onClose}
        pending={change.isPending}
      />
    </Form>
  );
}
