import type { PaymentReceipt } from '../payments/payment-receipt';
import { assembleCustomerHistory, type StatedMonth } from './customer-history';
import type { StatementView } from '../statements/statement.view';

const statement = (month: string, totalDue: number, lbpDue: number, readings?: StatementView['readings']) =>
  ({ month, totalDue, lbp: { totalDue: lbpDue }, ...(readings && { readings }) }) as StatementView;

const stated = (month: string, totalDue: number, readings?: StatementView['readings']): StatedMonth => ({
  month,
  ampere: '5',
  statement: statement(month, totalDue, totalDue * 90_000, readings),
});

const payment = (
  billingMonth: string,
  receiptNumber: string,
  receivedAt: string,
  voidedAt: string | null = null,
) => ({ billingMonth, receiptNumber, receivedAt, voidedAt, amount: 10 }) as PaymentReceipt;

describe('a customer history, month by month', () => {
  it('puts the live month first, then the closed months newest first, each with its statement and balance', () => {
    const months = assembleCustomerHistory({
      live: stated('2026-11', 130),
      closed: [stated('2026-09', 20), stated('2026-10', 50)],
      payments: [],
      readings: new Map(),
      metered: false,
    });
    expect(months.map(({ month, kind, ampere, balance }) => ({ month, kind, ampere, balance }))).toEqual([
      { month: '2026-11', kind: 'live', ampere: 5, balance: { usd: 130, lbp: 11_700_000 } },
      { month: '2026-10', kind: 'closed', ampere: 5, balance: { usd: 50, lbp: 4_500_000 } },
      { month: '2026-09', kind: 'closed', ampere: 5, balance: { usd: 20, lbp: 1_800_000 } },
    ]);
    expect(months[1].monthLabel).toBe('تشرين الأول 2026');
    expect(months[1].statement?.month).toBe('2026-10');
  });

  it('gives each payment to the month the ledger keeps it in, void ones marked, newest first', () => {
    const months = assembleCustomerHistory({
      live: stated('2026-11', 130),
      closed: [stated('2026-10', 50)],
      payments: [
        payment('2026-10', 'R-2026-000002', '2026-10-12T08:00:00.000Z', '2026-10-12T09:00:00.000Z'),
        payment('2026-10', 'R-2026-000003', '2026-10-20T08:00:00.000Z'),
        payment('2026-11', 'R-2026-000004', '2026-11-02T08:00:00.000Z'),
      ],
      readings: new Map(),
      metered: false,
    });
    expect(months[0].payments.map((p) => p.receiptNumber)).toEqual(['R-2026-000004']);
    expect(months[1].payments.map((p) => [p.receiptNumber, p.voidedAt !== null])).toEqual([
      ['R-2026-000003', false],
      ['R-2026-000002', true],
    ]);
  });

  it('keeps the payments of a month no statement ties to the customer, in a month of their own', () => {
    const months = assembleCustomerHistory({
      live: stated('2026-11', 130),
      closed: [],
      payments: [payment('2026-09', 'R-2026-000001', '2026-09-10T08:00:00.000Z')],
      readings: new Map(),
      metered: false,
    });
    expect(months.map(({ month, kind, statement: s, balance }) => [month, kind, s, balance])).toEqual([
      ['2026-11', 'live', expect.anything(), { usd: 130, lbp: 11_700_000 }],
      ['2026-09', 'payments-only', null, null],
    ]);
  });

  it("shows a metered month's start and end readings and every reading the round took, a second one too", () => {
    const reading = (value: number) => ({
      kind: 'actual' as const,
      previous: 100,
      reading: value,
      consumption: value - 100,
      unreadReason: null,
      takenAt: '2026-10-10T08:00:00.000Z',
      recordedBy: 'rania@example.com',
    });
    const months = assembleCustomerHistory({
      live: stated('2026-11', 0),
      closed: [stated('2026-10', 60, { previous: 100, current: 250, consumption: 150, estimated: false })],
      payments: [],
      readings: new Map([['2026-10', [reading(200), reading(250)]]]),
      metered: true,
    });
    expect(months[1]).toMatchObject({
      ampere: null,
      readings: {
        previous: 100,
        current: 250,
        consumption: 150,
        recorded: [{ reading: 200 }, { reading: 250 }],
      },
    });
  });
});
