import { ExchangeRate, Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { collectedInPounds, monthlyHistory, summariseSystems, type SystemFigures } from './system-summary';

const figures = (overrides: Partial<SystemFigures> & Pick<SystemFigures, 'id'>): SystemFigures => ({
  name: overrides.id,
  customers: 0,
  billed: Money.zero,
  collected: Money.zero,
  amperes: Quantity.zero,
  kwh: Quantity.zero,
  archivedRows: 0,
  ...overrides,
});

describe('the system dashboard figures', () => {
  const ampere = figures({
    id: 'ampere',
    customers: 3,
    billed: Money.parse('100.10'),
    collected: Money.parse('40.05'),
    amperes: Quantity.parse('12.5'),
    archivedRows: 6,
  });
  const mahmoud = figures({
    id: 'mahmoud-kwh',
    customers: 2,
    billed: Money.parse('0.20'),
    collected: Money.parse('0.10'),
    amperes: Quantity.parse('5'),
    kwh: Quantity.parse('150.5'),
  });

  it('counts the records of a system as its live customers plus its monthly-archive rows', () => {
    const { systems } = summariseSystems([ampere, mahmoud], ExchangeRate.default);
    expect(systems.map((system) => [system.id, system.recordCount])).toEqual([
      ['ampere', 9],
      ['mahmoud-kwh', 2],
    ]);
  });

  it('adds the systems exactly into the grand totals (0.1 + 0.2 is 0.3)', () => {
    const { grandTotals } = summariseSystems(
      [figures({ id: 'a', billed: Money.parse('0.1') }), figures({ id: 'b', billed: Money.parse('0.2') })],
      ExchangeRate.default,
    );
    expect(grandTotals.billed.toDecimalString()).toBe('0.30');
  });

  it('gives the grand totals of customers, records, amperes and kWh', () => {
    const { grandTotals } = summariseSystems([ampere, mahmoud], ExchangeRate.default);
    expect(grandTotals.customers).toBe(5);
    expect(grandTotals.records).toBe(11);
    expect(grandTotals.billed.toDecimalString()).toBe('100.30');
    expect(grandTotals.collected.toDecimalString()).toBe('40.15');
    expect(grandTotals.amperes.toString()).toBe('17.5');
    expect(grandTotals.kwh.toString()).toBe('150.5');
  });

  it('converts each dollar total to whole pounds at the stored rate, half away from zero', () => {
    const { systems, grandTotals } = summariseSystems([ampere, mahmoud], ExchangeRate.of(89500));
    // 100.10 × 89,500 = 8,958,950; 0.10 × 89,500 = 8,950
    expect(systems[0].billedLbp.toNumber()).toBe(8_958_950);
    expect(systems[1].collectedLbp.toNumber()).toBe(8_950);
    // the grand total is converted from the exact dollar total: 100.30 × 89,500
    expect(grandTotals.billedLbp.toNumber()).toBe(8_976_850);
    expect(
      summariseSystems(
        [figures({ id: 'x', billed: Money.parse('0.01') })],
        ExchangeRate.of('150.50'),
      ).grandTotals.billedLbp.toNumber(),
    ).toBe(2);
  });

  it('sums the arrears the last close carried into the live month, and in pounds at the rate', () => {
    const { systems, grandTotals } = summariseSystems(
      [
        { ...ampere, arrearsCarried: Money.parse('75') },
        { ...mahmoud, arrearsCarried: Money.parse('0.10') },
        figures({ id: 'kwh' }),
      ],
      ExchangeRate.of(89500),
    );
    expect(systems.map((system) => system.arrearsCarried.toDecimalString())).toEqual([
      '75.00',
      '0.10',
      '0.00',
    ]);
    expect(systems[0].arrearsCarriedLbp.toNumber()).toBe(6_712_500);
    expect(grandTotals.arrearsCarried.toDecimalString()).toBe('75.10');
    expect(grandTotals.arrearsCarriedLbp.toNumber()).toBe(6_721_450);
  });

  it('gives zero totals when there is no customer at all', () => {
    const { grandTotals } = summariseSystems([], ExchangeRate.default);
    expect(grandTotals.customers).toBe(0);
    expect(grandTotals.billed.toDecimalString()).toBe('0.00');
    expect(grandTotals.billedLbp.toNumber()).toBe(0);
  });
});

describe('the twelve-month history from the monthly archives', () => {
  const row = (month: string, system: string, billed: string, collected: string) => ({
    month,
    system,
    billed: Money.parse(billed),
    collected: Money.parse(collected),
  });

  it('keeps the last twelve months that have snapshots, oldest first', () => {
    const rows = [];
    for (let index = 1; index <= 14; index += 1) {
      const month = `${index <= 12 ? 2025 : 2026}-${String(((index - 1) % 12) + 1).padStart(2, '0')}`;
      rows.push(row(month, 'ampere', String(index), '1'));
    }
    const history = monthlyHistory(rows.reverse());
    expect(history.map((entry) => entry.month.toString())).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('totals the systems of a month exactly and keeps each system beside the total', () => {
    const [month] = monthlyHistory([
      row('2026-10', 'ampere', '10.10', '5.05'),
      row('2026-10', 'mahmoud-kwh', '0.20', '0.10'),
    ]);
    expect(month.billed.toDecimalString()).toBe('10.30');
    expect(month.collected.toDecimalString()).toBe('5.15');
    expect(month.systems.map((entry) => entry.system)).toEqual(['ampere', 'mahmoud-kwh']);
  });

  it('sums what each close carried into the next month, a credit netting against arrears', () => {
    const [month] = monthlyHistory([
      { ...row('2026-10', 'ampere', '100', '40'), carried: Money.parse('60.01') },
      { ...row('2026-10', 'mahmoud-kwh', '20', '30'), carried: Money.parse('-10') },
      row('2026-10', 'kwh', '5', '5'),
    ]);
    expect(month.carried.toDecimalString()).toBe('50.01');
    expect(month.systems.map((entry) => entry.carried.toDecimalString())).toEqual([
      '60.01',
      '-10.00',
      '0.00',
    ]);
  });

  it('is empty before any month was closed', () => {
    expect(monthlyHistory([])).toEqual([]);
  });
});

describe('collectedInPounds', () => {
  const rate = ExchangeRate.of(89500);
  it('reports the pounds received as received: 5,000,000 LBP is 5,000,000, not 5,000,365', () => {
    // 5,000,000 LBP settled $55.87, which converted back would be 5,000,365
    const paid = {
      collected: Money.parse('55.87'),
      lbpReceived: Lbp.ofPounds(5_000_000),
      usdSettledInLbp: Money.parse('55.87'),
    };
    expect(collectedInPounds(paid, rate).pounds).toBe(5_000_000);
  });
  it('adds the dollars collected in dollars at the rate', () => {
    const paid = {
      collected: Money.parse('75.87'),
      lbpReceived: Lbp.ofPounds(5_000_000),
      usdSettledInLbp: Money.parse('55.87'),
    };
    expect(collectedInPounds(paid, rate).pounds).toBe(5_000_000 + 1_790_000);
    expect(collectedInPounds({ collected: Money.parse(20) }, rate).pounds).toBe(1_790_000);
  });
});
