import { render, screen, within } from '@testing-library/react';
import { ampereInvoice } from '../../../test/ampere-fixtures';
import { drawnBy } from '../../../test/bill-renderer-marks';
import { reconnectionFeeLine, statementFixture } from '../../../test/statement-fixtures';
import { InvoiceDocument } from './invoice-document';

// What the bill's one renderer draws is marked; anything drawn by hand is not.
jest.mock('../../../components/invoice', () =>
  jest
    .requireActual<typeof import('../../../test/bill-renderer-marks')>('../../../test/bill-renderer-marks')
    .markBillRenderer(jest.requireActual('../../../components/invoice')),
);

describe('the single ampere invoice', () => {
  it('shows the bill’s lines, totals and pounds through the one renderer of a bill (docs/one-bill.md)', () => {
    render(
      <InvoiceDocument
        invoice={ampereInvoice({
          statement: { lines: [...statementFixture().lines, reconnectionFeeLine()] },
        })}
      />,
    );

    expect(within(screen.getByTestId('bill-lines')).getAllByRole('row')).toHaveLength(3);
    expect(drawnBy(screen.getByText('رسم إعادة الوصل'))).toBe('bill-lines');
    for (const label of ['المبلغ قبل الضريبة', 'مجموع هذا الشهر', 'المجموع المستحق'])
      expect(drawnBy(screen.getByText(label))).toBe('bill-totals');
    expect(drawnBy(screen.getByText('مجموع هذا الشهر بالليرة'))).toBe('bill-pounds');
  });
});
