import { type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { NumberField, useNumberField } from '../../../components/number-field';
import { useUpdateAllKwhPrices } from '../api/update-all-kwh-prices';
import { kwhMessages as t } from '../messages';

/** Bulk price update (spec 001 §5): one price per kWh (USD, > 0, up to 4 decimals) for every customer
 * of the group; the button is disabled while empty; 'يرجى إدخال سعر صحيح' otherwise. */
export function KwhPricesDialog({ system, onClose }: { system: string; onClose: () => void }) {
  const price = useNumberField(t.newPrice, '');
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
    update.mutate(read.value);
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
          <NumberField controlId="kwh-new-price" placeholder="0.25" {...price.field} />
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
