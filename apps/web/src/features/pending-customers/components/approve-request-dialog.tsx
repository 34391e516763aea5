import { tariffRequestedBy, type MeterType } from '@kahraba/billing-domain';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatQuantity } from '../../../lib/display-format';
import { systemsInOrder, type BillingSystem } from '../../../lib/billing-systems';
import { pendingCustomersMessages as t } from '../messages';
import type { PendingCustomer } from '../api/get-pending-customers';

export interface ApproveRequestDialogProps {
  request: PendingCustomer;
  systems: { data?: BillingSystem[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  pending: boolean;
  onApprove: (system: string) => void;
  onClose: () => void;
}

/** spec 001 §2.18, issue 10: which system the new customer joins. The dialog proposes the first
 * system of the kind the visitor asked for (a meter → a kWh group; a cut-off subscription → ampere). */
export function ApproveRequestDialog({
  request,
  systems,
  pending,
  onApprove,
  onClose,
}: ApproveRequestDialogProps) {
  // The groups are where metered customers usually go, as on /kwh-home: the generic list last.
  const list = systemsInOrder(systems.data ?? []);
  const proposed = list.find((system) => system.tariff === tariffRequestedBy(request.meterType as MeterType));
  const [chosen, setChosen] = useState<string | null>(null);
  const system = chosen ?? proposed?.id ?? list[0]?.id ?? null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending && system) onApprove(system);
  };

  return (
    <Modal show onHide={pending ? () => undefined : onClose} centered aria-labelledby="approve-request-title">
      <Form onSubmit={submit} noValidate>
        <DialogHeader titleId="approve-request-title" pending={pending}>
          {t.approveTitle}
        </DialogHeader>
        <Modal.Body>
          <p>{t.approveIntro(request.name, formatQuantity(request.ampereRequested))}</p>
          {systems.isPending ? (
            <LoadingSpinner />
          ) : systems.isError ? (
            <LoadFailedAlert onRetry={() => systems.refetch()}>{t.systemsFailed}</LoadFailedAlert>
          ) : (
            <fieldset>
              <legend className="h6">{t.systemChoice}</legend>
              {list.map((entry) => (
                <Form.Check
                  key={entry.id}
                  type="radio"
                  id={`approve-system-${entry.id}`}
                  name="approve-system"
                  className="mb-2"
                  checked={system === entry.id}
                  onChange={() => setChosen(entry.id)}
                  label={
                    <>
                      <span className="fw-semibold">{entry.arabicName}</span>{' '}
                      <span className="small text-secondary">
                        ({entry.tariff === 'flat-per-ampere' ? t.flatRate : t.metered})
                        {entry.id === proposed?.id && ` · ${t.requested}`}
                      </span>
                    </>
                  }
                />
              ))}
            </fieldset>
          )}
        </Modal.Body>
        <DialogFooter
          confirmLabel={t.approveSubmit}
          confirmDisabled={!system || systems.isPending || systems.isError}
          onCancel={onClose}
          pending={pending}
        />
      </Form>
    </Modal>
  );
}
