import { AmperePricing, Money, Quantity, tariffRequestedBy, type MeterType } from '@kahraba/billing-domain';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatQuantity } from '../../../lib/display-format';
import { systemsInOrder, type BillingSystem } from '../../../lib/billing-systems';
import { formatUnitPrice } from '../../../lib/money';
import { pendingCustomersMessages as t } from '../messages';
import type { PendingCustomer } from '../api/get-pending-customers';
import { useStartingPrice, type StartingPrice } from '../api/get-starting-price';

export interface ApproveRequestDialogProps {
  request: PendingCustomer;
  systems: { data?: BillingSystem[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  pending: boolean;
  onApprove: (system: string) => void;
  onClose: () => void;
}

/** Which system the new customer joins
 * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent). The dialog proposes
 * the first system of the kind the visitor asked for (a meter → a kWh group; a cut-off subscription →
 * ampere). */
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
  const startingPrice = useStartingPrice(list.find((entry) => entry.id === system));

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
          {system && !systems.isPending && !systems.isError && (
            <p className="mb-0" aria-live="polite">
              <span className="fw-semibold">{t.startingPrice}:</span>{' '}
              {startingPrice.isError ? (
                <span className="text-danger">{t.startingPriceFailed}</span>
              ) : startingPrice.data ? (
                startingPriceText(startingPrice.data, request.ampereRequested)
              ) : (
                '…'
              )}
            </p>
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

/** docs/metered-group-price.md: a metered group's current price (in pounds when set in pounds); for
 * ampere, the threshold price of the amperes asked for (the domain's rule, as the server applies it). */
function startingPriceText(starting: StartingPrice, amperesRequested: number): string {
  if (starting.tariff === 'metered-per-kwh') {
    const { pricePerKwh, pricePerKwhLbp } = starting.price;
    return t.perKwh(
      pricePerKwhLbp === null ? formatUnitPrice(pricePerKwh) : formatUnitPrice(pricePerKwhLbp, 'LBP'),
    );
  }
  const pricing = AmperePricing.of({
    globalPrice: Money.parse(starting.pricing.globalPrice),
    lowPrice: Money.parse(starting.pricing.lowPrice),
  });
  const amperes = Quantity.parse(amperesRequested);
  return t.perAmpere(formatUnitPrice(pricing.priceFor(amperes).toNumber()), formatQuantity(amperesRequested));
}
