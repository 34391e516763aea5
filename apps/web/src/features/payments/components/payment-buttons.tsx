import './payments.css';
import Button from 'react-bootstrap/Button';
import { CashIcon, ReceiptIcon } from '../../../components/icons';
import { paymentMessages as t } from '../messages';

export interface PaymentButtonsProps {
  /** The customer's name, for the buttons' accessible names ('دفع من …', 'سجل دفعات …'). */
  name: string;
  onTake: () => void;
  onHistory: () => void;
  /** 'row': small icon buttons of a table row; 'card': the labelled buttons of a phone card. */
  layout: 'row' | 'card';
}

/** 'دفع' and 'سجل الدفعات' on a customer's row or card: the same two buttons on every customers screen. */
export function PaymentButtons({ name, onTake, onHistory, layout }: PaymentButtonsProps) {
  const row = layout === 'row';
  const size = row ? 16 : 18;
  return (
    <>
      <Button
        size={row ? 'sm' : undefined}
        variant={row ? 'outline-success' : 'success'}
        aria-label={t.takeFor(name)}
        title={row ? t.takeFor(name) : undefined}
        onClick={onTake}
      >
        <CashIcon size={size} />
        {!row && t.take}
      </Button>
      <Button
        size={row ? 'sm' : undefined}
        variant="outline-secondary"
        aria-label={t.historyOf(name)}
        title={row ? t.historyOf(name) : undefined}
        onClick={onHistory}
      >
        <ReceiptIcon size={size} />
        {!row && t.history}
      </Button>
    </>
  );
}
