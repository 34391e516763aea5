import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { componentMessages } from '../../../components/messages';
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
      <Modal.Header closeButton={!update.isPending} closeLabel={componentMessages.close}>
        <Modal.Title id="prices-title" as="h2" className="h5 mb-0">
          {t.pricesTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-secondary small">{t.pricesHelp}</p>
        <Form.Group controlId="prices-global" className="mb-3">
          <Form.Label>{t.globalPrice}</Form.Label>
          <Form.Control
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            dir="ltr"
            value={globalPrice}
            onChange={(event) => setGlobalPrice(event.target.value)}
          />
        </Form.Group>
        <Form.Group controlId="prices-low">
          <Form.Label>{t.lowPrice}</Form.Label>
          <Form.Control
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            dir="ltr"
            value={lowPrice}
            onChange={(event) => setLowPrice(event.target.value)}
          />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer className="gap-2">
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {t.pricesSubmit}
        </Button>
        <Button variant="outline-secondary" onClick={onClose} disabled={update.isPending}>
          {t.cancel}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
