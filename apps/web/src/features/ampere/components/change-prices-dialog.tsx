import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { parseDecimal } from '../../../lib/decimal';
import { useAmperePricing, type AmperePricing } from '../api/get-pricing';
import { useUpdateAllPrices } from '../api/update-all-prices';
import { ampereMessages as t } from '../messages';

/** spec 000 §9: the screen starts at global 15 and low 25 until the server's prices are known. */
const INITIAL_PRICES: AmperePricing = { globalPrice: 15, lowPrice: 25 };

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

function PricesForm({ initial, onClose }: { initial: AmperePricing; onClose: () => void }) {
  const [globalPrice, setGlobalPrice] = useState(String(initial.globalPrice));
  const [lowPrice, setLowPrice] = useState(String(initial.lowPrice));
  const update = useUpdateAllPrices({ onSuccess: onClose });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ globalPrice: parseDecimal(globalPrice), lowPrice: parseDecimal(lowPrice) });
  };

  return (
    <Form onSubmit={submit}>
      <DialogHeader titleId="prices-title" pending={update.isPending}>
        {t.pricesTitle}
      </DialogHeader>
      <Modal.Body>
        <p className="text-secondary small">{t.pricesHelp}</p>
        <FormField
          controlId="prices-global"
          groupClassName="mb-3"
          label={t.globalPrice}
          kind="decimal"
          step={0.01}
          value={globalPrice}
          onChange={setGlobalPrice}
        />
        <FormField
          controlId="prices-low"
          label={t.lowPrice}
          kind="decimal"
          step={0.01}
          value={lowPrice}
          onChange={setLowPrice}
        />
      </Modal.Body>
      <DialogFooter confirmLabel={t.pricesSubmit} onCancel={onClose} pending={update.isPending} />
    </Form>
  );
}
