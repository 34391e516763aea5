import { render, screen, within } from '@testing-library/react';
import { reconnectionFeeLine, statementFixture } from '../../test/statement-fixtures';
import { StatementLines } from './statement-lines';

// A month billed 5 A at $11.1 after a reconnection, its fee typed in pounds.
const statement = statementFixture({
  lines: [
    { ...statementFixture().lines[0], quantity: 5, unitPrice: 11.1, amount: 55.5, amountLbp: 4_967_250 },
    reconnectionFeeLine({ unitPrice: 895_000, unitPriceCurrency: 'LBP' }),
  ],
});

describe('the lines of a bill, one reading on every surface (docs/one-bill.md)', () => {
  it('reads the billed line as quantity × price = amount on paper, dollars with their cents', () => {
    const { container } = render(
      <StatementLines statement={statement} classNames={{ billed: 'billed', others: 'others' }} />,
    );
    expect(container.querySelector('.billed')).toHaveTextContent('5 أمبير × $11.10 = $55.50');
  });

  it('reads the same line in the single invoice’s columns, and names a fee in its pounds', () => {
    render(
      <StatementLines
        layout="table"
        statement={statement}
        labels={{ quantity: 'الأمبير', unitPrice: 'سعر الأمبير', amount: 'المبلغ' }}
        className="lines"
      />,
    );
    const [, billed, fee] = screen.getAllByRole('row');
    expect(
      within(billed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '$11.10', '$55.50']);
    expect(
      within(fee)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['رسم إعادة الوصل', '895,000 ل.ل']);
  });

  it('reads the same lines as a screen’s rows, each under its name, dollars as screens show them', () => {
    render(<StatementLines layout="rows" statement={statement} />);
    expect(screen.getByText('الأمبيرات × السعر').nextElementSibling).toHaveTextContent('5 × $11.1 = $55.5');
    expect(screen.getByText('رسم إعادة الوصل').nextElementSibling).toHaveTextContent('895,000 ل.ل');
  });
});
