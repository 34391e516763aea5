import { useState, type FormEvent } from 'react';
import { LBP_UNIT_PRICE_EXAMPLE } from '@kahraba/billing-domain';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { NumberField, useNumberField } from '../../../components/number-field';
import { useUpdateAllKwhPrices } from '../api/update-all-kwh-prices';
import { kwhMessages as t } from '../kwh-messages';

/** Bulk price update (spec 001 §5, issue 9): one price per kWh for every customer of the group, typed
 * in dollars (> 0, up to 4 decimals) or in pounds (whole, > 0; the server converts it at the stored
 * rate); the button is disabled while empty; 'يرجى إدخال سعر صحيح' otherwise. */
export function KwhPricesDialog({ system, onClose }: { system: string; onClose: () => void }) {
  const [currency, setCurrency] = useState<'usd' | 'lbp'>('usd');
  const inPounds = currency === 'lbp';
  const price = useNumberField(inPounds ? t.newPriceLbp : t.newPrice, '', { integer: inPounds });
  const update = useUpdateAllKwhPrices(system, { onSuccess: onClose });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const read = price.read();
    if (!read) return;
    if (!read.value || read.value <= 0) {
      price.fail(t.invalidPrice);
      return;
    }
    update.mutate(inPounds ? { pricePerKwhLbp: read.value } : { pricePerKwh: read.value });
  };

  return (
    <Modal
      show
      onHide={update.isPending ? () => undefined : onClose}
      centered
      aria-labelledby="kwh-prices-title"
    >
      <Form onSubmit={submit} noValidate>
        <DialogHeader titleId="kwh-prices-title" pending={update.isPending}>
          {t.pricesTitle}
        </DialogHeader>
        <Modal.Body>
          <p className="text-secondary small">{t.pricesHelp}</p>
          <fieldset className="mb-2">
            <legend className="small fw-bold mb-1">{t.priceCurrency}</legend>
            <Form.Check
              inline
              type="radio"
              id="kwh-price-usd"
              name="kwh-price-currency"
              label={t.priceInDollars}
              checked={!inPounds}
              onChange={() => setCurrency('usd')}
            />
            <Form.Check
              inline
              type="radio"
              id="kwh-price-lbp"
              name="kwh-price-currency"
              label={t.priceInPounds}
              checked={inPounds}
              onChange={() => setCurrency('lbp')}
            />
          </fieldset>
          <NumberField
            controlId="kwh-new-price"
            placeholder={inPounds ? LBP_UNIT_PRICE_EXAMPLE : '0.25'}
            {...price.field}
          />
        </Modal.Body>
        <DialogFooter
          confirmLabel={t.pricesSubmit}
          confirmDisabled={price.text.trim() === ''}
          onCancel={onClose}
          pending={update.isPending}
        />
      </Form>
    </Modal>
  );
}
