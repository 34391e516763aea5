import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { safeSpreadsheetCell } from '@kahraba/billing-domain';
import { writeToClipboard } from '../../../components/copy-column-button';
import { CopyIcon } from '../../../components/icons';
import { toast } from '../../../components/toast';
import type { KwhCustomer } from '../../../types/kwh';
import { allDataOf, kwhCustomerText } from '../lib/kwh-customer-text';
import { kwhMessages as t } from '../kwh-messages';

type CopyKey = keyof typeof t.copy;

const COLUMNS: Record<Exclude<CopyKey, 'all'>, (customer: KwhCustomer) => string> = {
  names: kwhCustomerText.name,
  numbers: kwhCustomerText.customerNumber,
  consumption: kwhCustomerText.consumption,
  amounts: kwhCustomerText.totalAmount,
  boxes: kwhCustomerText.box,
  amperes: kwhCustomerText.ampere,
  insurance: kwhCustomerText.insurance,
};

/** spec 001 §2.3: copy to the clipboard the names, numbers, consumption, amounts, boxes, amperes,
 * insurance (one value per line, in the order shown) or all the data (tab-separated, with a header);
 * a value the spreadsheet would run as a formula is pasted as text (issue 20). */
export function KwhCopyButtons({ customers }: { customers: readonly KwhCustomer[] }) {
  const copy = async (key: CopyKey) => {
    const lines =
      key === 'all'
        ? allDataOf(customers)
        : customers.map((customer) => safeSpreadsheetCell(COLUMNS[key](customer)));
    if (lines.length === 0) {
      toast({ variant: 'destructive', title: t.nothingToCopy });
      return;
    }
    try {
      await writeToClipboard(lines.join('\n'));
      toast({
        variant: 'success',
        title: t.copied,
        description: t.copiedValues(key === 'all' ? lines.length - 1 : lines.length),
      });
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
