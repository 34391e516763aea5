import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { tsvText } from '@kahraba/billing-domain';
import { writeToClipboard } from '../../../components/copy-column-button';
import { CopyIcon } from '../../../components/icons';
import { toast } from '../../../components/toast';
import type { KwhCustomer } from '../../../types/kwh';
import { customerText as text } from '../../../lib/customer-text';
import { kwhMessages as t } from '../messages';

type CopyKey = keyof typeof t.copy;

const COLUMNS: Record<Exclude<CopyKey, 'all'>, (customer: KwhCustomer) => string> = {
  names: text.name,
  numbers: text.customerNumber,
  consumption: text.consumption,
  amounts: text.totalAmount,
  boxes: text.box,
  amperes: text.ampere,
  insurance: text.insurance,
};

/** "All data": a header line then one tab-separated line per customer, ready to paste into Excel. */
const ALL_DATA = [
  text.customerNumber,
  text.name,
  text.box,
  text.address,
  text.ampere,
  text.previousKwh,
  text.currentKwh,
  text.consumption,
  text.pricePerKwh,
  text.subscriptionFee,
  text.insurance,
  text.totalAmount,
  text.amountPaid,
  text.outstandingBalance,
  text.status,
] satisfies ((customer: KwhCustomer) => string)[];

function allDataOf(customers: readonly KwhCustomer[]): string[][] {
  return [[...t.allDataHeader], ...customers.map((customer) => ALL_DATA.map((field) => field(customer)))];
}

/** Copy to the clipboard the names, numbers, consumption, amounts, boxes, amperes,
 * insurance (one value per line, in the order shown) or all the data (tab-separated, with a header);
 * each value stays one cell and data (tsvText, docs/copies-stay-data.md). */
export function KwhCopyButtons({ customers }: { customers: readonly KwhCustomer[] }) {
  const copy = async (key: CopyKey) => {
    if (customers.length === 0) {
      toast({ variant: 'destructive', title: t.nothingToCopy });
      return;
    }
    const rows = key === 'all' ? allDataOf(customers) : customers.map((customer) => [COLUMNS[key](customer)]);
    try {
      await writeToClipboard(tsvText(rows));
      toast({ variant: 'success', title: t.copied, description: t.copiedValues(customers.length) });
    } catch {
      toast({ variant: 'destructive', title: t.copyFailed });
    }
  };
  return (
    <Card className="app-data-card mb-4">
      <Card.Body>
        <section aria-label={t.copyBlock} className="app-toolbar">
          <span className="fw-semibold me-1">{t.copyBlock}</span>
          {(Object.keys(t.copy) as CopyKey[]).map((key) => (
            <Button key={key} size="sm" variant="outline-secondary" onClick={() => void copy(key)}>
              <CopyIcon size={14} />
              {t.copyButton(t.copy[key])}
            </Button>
          ))}
        </section>
      </Card.Body>
    </Card>
  );
}
