import { type FormEvent } from 'react';
import { LBP_UNIT_PRICE_EXAMPLE } from '@kahraba/billing-domain';
import Form from 'react-bootstrap/Form';
import { NumberField, useNumberField } from '../../../components/number-field';
import { PendingButton } from '../../../components/pending-button';
import { readNumberEntry } from '../../../lib/number-entry';
import { useUpdateSelectedKwhPrices } from '../api/update-selected-kwh-prices';
import { kwhBulkPrintMessages as t } from '../messages';

export interface KwhLbpPriceFormProps {
  system: string;
  /** The chosen customers, whom the price applies to. */
  ids: readonly string[];
}

/** Bulk LBP price for the selected customers (docs/metered-group-price.md): the price per kWh in
 * pounds (> 0, else 'يرجى إدخال سعر صحيح'); the server converts it at the stored rate and re-prices
 * them as one undoable batch, then the list refreshes. */
export function KwhLbpPriceForm({ system, ids }: KwhLbpPriceFormProps) {
  // whole pounds (step 1).
  const price = useNumberField(t.lbpPrice, '', { integer: true });
  const update = useUpdateSelectedKwhPrices(system, { onSuccess: () => price.reset() });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (ids.length === 0) {
      price.fail(t.chooseCustomersFirst);
      return;
    }
    // anything but a number above 0 is 'يرجى إدخال سعر صحيح'; text that is no number
    // also says why, naming the field.
    const entry = readNumberEntry(price.text, t.lbpPrice, { integer: true });
    if (!entry.ok) {
      price.fail(`${t.invalidPrice}: ${entry.message}`);
      return;
    }
    if (!entry.value || entry.value <= 0) {
      price.fail(t.invalidPrice);
      return;
    }
    update.mutate({ pricePerKwhLbp: entry.value, ids: [...ids] });
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="kbp-lbp-title">
      <h2 id="kbp-lbp-title" className="h6 fw-bold">
        {t.lbpPriceTitle}
      </h2>
      <NumberField
        controlId="kbp-lbp-price"
        placeholder={LBP_UNIT_PRICE_EXAMPLE}
        hint={t.lbpPriceHelp}
        {...price.field}
      />
      <PendingButton
        type="submit"
        variant="warning"
        className="w-100 mt-2"
        pending={update.isPending}
        disabled={price.text.trim() === ''}
      >
        {t.lbpPriceSubmit(ids.length)}
      </PendingButton>
    </Form>
  );
}
