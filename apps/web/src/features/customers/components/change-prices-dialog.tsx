import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { NumberField, useNumberField } from '../../../components/number-field';
import { useAmperePricing, type AmperePricing } from '../api/get-pricing';
import { useUpdateAllPrices } from '../api/update-all-prices';
import { ampereMessages as t } from '../ampere-messages';

/** spec 000 §9: the screen starts at global 15 and low 25 until the server's prices are known. */
const INITIAL_PRICES: AmperePricing = { globalPrice: 15, lowPrice: 25, customPriceCount: 0 };

export interface ChangePricesDialogProps {
  show: boolean;
  onClose: () => void;
}

export function ChangePricesDialog({ show, onClose }: ChangePricesDialogProps) {
  const pricing = useAmperePricing();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="prices-title">
      {show && (
        <PricesForm
          // A fresh form once the server's prices arrive.
          key={pricing.data ? 'loaded' : 'initial'}
          initial={pricing.data ?? INITIAL_PRICES}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

/** issue 6: customers with a price of their own keep it unless the operator asks to re-price them. */
function PricesForm({ initial, onClose }: { initial: AmperePricing; onClose: () => void }) {
  const globalPrice = useNumberField(t.globalPrice, String(initial.globalPrice));
  const lowPrice = useNumberField(t.lowPrice, String(initial.lowPrice));
  const [includeCustomPrices, setIncludeCustomPrices] = useState(false);
  const update = useUpdateAllPrices({ onSuccess: onClose });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const global = globalPrice.read();
    const low = lowPrice.read();
    if (!global || !low || update.isPending) return;
    update.mutate({
      globalPrice: global.value ?? 0,
      lowPrice: low.value ?? 0,
      // Sent only when asked: keeping their own price is the API's default.
      ...(includeCustomPrices && initial.customPriceCount > 0 && { includeCustomPrices: true }),
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <DialogHeader titleId="prices-title" pending={update.isPending}>
        {t.pricesTitle}
      </DialogHeader>
      <Modal.Body>
        <p className="text-secondary small">{t.pricesHelp}</p>
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
      </Modal.Body>
      <DialogFooter confirmLabel={t.pricesSubmit} onCancel={onClose} pending={update.isPending} />
    </Form>
  );
}
