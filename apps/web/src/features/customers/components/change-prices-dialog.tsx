import { useState, type FormEvent, type ReactNode } from 'react';
import { LBP_UNIT_PRICE_EXAMPLE } from '@kahraba/billing-domain';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { NumberField, useNumberField } from '../../../components/number-field';
import { ApplyOfficialTariffButton } from '../../../components/official-tariff';
import { useAmperePricing, type AmperePricing } from '../api/get-pricing';
import { useUpdateAllPrices, type PriceChange } from '../api/update-all-prices';
import { flatForm, meteredForm, type AnyTariffKind } from './tariff-kinds';

/** The screen starts at global 15 and low 25 until the server's prices are known. */
const INITIAL_PRICES: AmperePricing = { globalPrice: 15, lowPrice: 25, customPriceCount: 0 };

export interface ChangePricesDialogProps {
  system: string;
  kind: AnyTariffKind;
  show?: boolean;
  onClose: () => void;
}

/** Re-price every customer of the system, one undoable batch: the kind says how its prices are typed
 * (flat: the global and low prices; metered: one price per kWh). */
export function ChangePricesDialog({ system, kind, show = true, onClose }: ChangePricesDialogProps) {
  const update = useUpdateAllPrices(system, kind.t, { onSuccess: onClose });
  const entry = { pending: update.isPending, send: update.mutate, onClose };
  return (
    <Modal
      show={show}
      onHide={update.isPending ? () => undefined : onClose}
      centered
      aria-labelledby="prices-title"
    >
      {show && (kind === flatForm ? <FlatPrices {...entry} /> : <MeteredPrices {...entry} system={system} />)}
    </Modal>
  );
}

interface PriceEntryProps {
  pending: boolean;
  send: (change: PriceChange) => void;
  onClose: () => void;
}

function PricesForm({
  kind: { t },
  pending,
  confirmDisabled,
  onSubmit,
  onClose,
  children,
}: {
  kind: AnyTariffKind;
  pending: boolean;
  confirmDisabled?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Form onSubmit={submit} noValidate>
      <DialogHeader titleId="prices-title" pending={pending}>
        {t.pricesTitle}
      </DialogHeader>
      <Modal.Body>
        <p className="text-secondary small">{t.pricesHelp}</p>
        {children}
      </Modal.Body>
      <DialogFooter
        confirmLabel={t.pricesSubmit}
        confirmDisabled={confirmDisabled}
        onCancel={onClose}
        pending={pending}
      />
    </Form>
  );
}

function FlatPrices(props: PriceEntryProps) {
  const pricing = useAmperePricing();
  // A fresh form once the server's prices arrive.
  return (
    <FlatPriceFields
      key={pricing.data ? 'loaded' : 'initial'}
      initial={pricing.data ?? INITIAL_PRICES}
      {...props}
    />
  );
}

/** Customers with a price of their own keep it unless the operator asks to re-price them
 * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent). */
function FlatPriceFields({ initial, pending, send, onClose }: PriceEntryProps & { initial: AmperePricing }) {
  const { t } = flatForm;
  const globalPrice = useNumberField(t.globalPrice, String(initial.globalPrice));
  const lowPrice = useNumberField(t.lowPrice, String(initial.lowPrice));
  const [includeCustomPrices, setIncludeCustomPrices] = useState(false);

  const submit = () => {
    const global = globalPrice.read();
    const low = lowPrice.read();
    if (!global || !low) return;
    send({
      globalPrice: global.value ?? 0,
      lowPrice: low.value ?? 0,
      // Sent only when asked: keeping their own price is the API's default.
      ...(includeCustomPrices && initial.customPriceCount > 0 && { includeCustomPrices: true }),
    });
  };

  return (
    <PricesForm kind={flatForm} pending={pending} onSubmit={submit} onClose={onClose}>
      <NumberField controlId="prices-global" groupClassName="mb-3" {...globalPrice.field} />
      <NumberField controlId="prices-low" {...lowPrice.field} />
      {initial.customPriceCount > 0 && (
        <div className="mt-3 p-2 rounded bg-body-tertiary">
          <p className="small mb-2">{t.customPriceCount(initial.customPriceCount)}</p>
          <Form.Check
            id="prices-include-custom"
            type="checkbox"
            label={t.includeCustomPrices}
            checked={includeCustomPrices}
            onChange={(event) => setIncludeCustomPrices(event.target.checked)}
          />
        </div>
      )}
    </PricesForm>
  );
}

/** Bulk price update: one price per kWh for every customer of the group, typed
 * in dollars (> 0, up to 4 decimals) or in pounds (whole, > 0; the server converts it at the stored
 * rate); the button is disabled while empty; 'يرجى إدخال سعر صحيح' otherwise. */
function MeteredPrices({ pending, send, onClose, system }: PriceEntryProps & { system: string }) {
  const { t } = meteredForm;
  const [currency, setCurrency] = useState<'usd' | 'lbp'>('usd');
  const inPounds = currency === 'lbp';
  const price = useNumberField(inPounds ? t.newPriceLbp : t.newPrice, '', { integer: inPounds });

  const submit = () => {
    const read = price.read();
    if (!read) return;
    if (!read.value || read.value <= 0) return price.fail(t.invalidPrice);
    send(inPounds ? { pricePerKwhLbp: read.value } : { pricePerKwh: read.value });
  };

  return (
    <PricesForm
      kind={meteredForm}
      pending={pending}
      confirmDisabled={price.text.trim() === ''}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset className="mb-2">
        <legend className="small fw-bold mb-1">{t.priceCurrency}</legend>
        {(['usd', 'lbp'] as const).map((option) => (
          <Form.Check
            key={option}
            inline
            type="radio"
            id={`price-${option}`}
            name="price-currency"
            label={option === 'usd' ? t.priceInDollars : t.priceInPounds}
            checked={currency === option}
            onChange={() => setCurrency(option)}
          />
        ))}
      </fieldset>
      <NumberField
        controlId="new-price"
        placeholder={inPounds ? LBP_UNIT_PRICE_EXAMPLE : '0.25'}
        {...price.field}
      />
      {/* docs/official-tariff.md#applying-it: the zone prices instead of one price for everyone */}
      <div className="mt-3">
        <ApplyOfficialTariffButton system={system} onApplied={onClose} />
      </div>
    </PricesForm>
  );
}
