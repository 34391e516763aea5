import {
  ExchangeRate,
  Lbp,
  Money,
  type Month,
  Quantity,
  StatementOfAccount,
  UnitPrice,
  type BillingSystem,
  type PrintMonthChoice,
  type TariffCharges,
} from '@kahraba/billing-domain';
import { monthBillingOf } from '@kahraba/persistence';
import type { StatementRow } from './statement-rows.store';
import type { StatementView } from './statement.view';

/** The statement of a stored row: the domain builds it, nothing here computes a figure. */
export function toStatement(
  row: StatementRow,
  system: BillingSystem,
  /** The business day, YYYY-MM-DD (the clock's today). */
  today: string,
  month: { printChoice?: PrintMonthChoice; billedMonth?: Month } = {},
): StatementOfAccount {
  return StatementOfAccount.of({
    customer: {
      customerNumber: row.customerNumber,
      name: row.name,
      box: row.box,
      address: row.address,
      phone: row.phone,
      cutOff: row.cutOffAt ? { at: row.cutOffAt, reason: row.cutOffReason ?? '' } : null,
    },
    billingMonth: row.month,
    today,
    ...month,
    charges: chargesOf(row, system),
    arrears: Money.parse(row.arrears),
    amountPaid: Money.parse(row.amountPaid),
    rate: ExchangeRate.of(row.rate),
    billing: monthBillingOf(row),
  });
}

function chargesOf(row: StatementRow, system: BillingSystem): TariffCharges {
  if (system.tariff === 'flat-per-ampere') {
    return {
      tariff: 'flat-per-ampere',
      ampere: Quantity.parse(row.ampere),
      pricePerAmpere: Money.parse(row.pricePerAmpere ?? 0),
    };
  }
  return {
    tariff: 'metered-per-kwh',
    previousReading: Quantity.parse(row.previousKwh ?? 0),
    currentReading: Quantity.parse(row.currentKwh ?? 0),
    pricePerKwh: UnitPrice.parse(row.pricePerKwh ?? 1),
    pricePerKwhLbp: poundsOrNull(row.pricePerKwhLbp),
    subscriptionFee: Money.parse(row.subscriptionFee ?? 0),
    subscriptionFeeLbp: poundsOrNull(row.subscriptionFeeLbp),
    marks: {
      estimated: row.readingEstimated === true,
      previousEstimated: row.previousEstimated === true,
      unreadReason: row.unreadReason ?? null,
      replacement:
        row.replacedFinalKwh == null || row.replacedStartKwh == null
          ? null
          : {
              finalReading: Quantity.parse(row.replacedFinalKwh),
              newStartReading: Quantity.parse(row.replacedStartKwh),
            },
    },
  };
}

function poundsOrNull(text: string | null): Lbp | null {
  return text === null ? null : Lbp.ofPounds(Number(text));
}

export function toStatementView(
  id: string,
  system: BillingSystem,
  statement: StatementOfAccount,
): StatementView {
  return { id, system: system.id, ...statementFiguresOf(statement) };
}

/** The statement's figures for JSON. */
function statementFiguresOf(statement: StatementOfAccount): Omit<StatementView, 'id' | 'system'> {
  const { customer, readings, pounds } = statement;
  return {
    tariff: statement.tariff,
    customerNumber: customer.customerNumber,
    name: customer.name,
    box: customer.box,
    address: customer.address,
    phone: customer.phone,
    whatsApp: statement.reachableOnWhatsApp,
    cutOff: customer.cutOff ? { ...customer.cutOff } : null,
    invoiceNumber: statement.invoiceNumber,
    shortInvoiceNumber: statement.shortInvoiceNumber,
    month: statement.month.toString(),
    monthLabel: statement.monthLabel,
    lines: statement.lines.map((line) => ({
      kind: line.kind,
      quantity: line.quantity?.toNumber() ?? null,
      unit: line.unit,
      unitPrice: line.unitPrice.toNumber(),
      unitPriceCurrency: line.unitPrice.currency,
      amount: line.amount.toNumber(),
      amountLbp: line.amountLbp.pounds,
    })),
    ...(readings && {
      readings: {
        previous: readings.previous.toNumber(),
        current: readings.current.toNumber(),
        consumption: readings.consumption.toNumber(),
        estimated: readings.estimated,
        ...(readings.replacement && {
          replacedMeter: {
            finalReading: readings.replacement.finalReading.toNumber(),
            newStartReading: readings.replacement.newStartReading.toNumber(),
          },
        }),
      },
    }),
    base: statement.base.toNumber(),
    vat: statement.vat.toNumber(),
    vatRatePercent: statement.vatRatePercent,
    total: statement.total.toNumber(),
    previousBalance: statement.previousBalance.toNumber(),
    amountPaid: statement.amountPaid.toNumber(),
    totalDue: statement.totalDue.toNumber(),
    isPaid: statement.isPaid,
    paymentStatus: statement.paymentStatus,
    lbp: {
      base: pounds.base.pounds,
      vat: pounds.vat.pounds,
      total: pounds.total.pounds,
      previousBalance: pounds.previousBalance.pounds,
      amountPaid: pounds.amountPaid.pounds,
      totalDue: pounds.totalDue.pounds,
      exact: pounds.exact,
      rate: statement.rate.toNumber(),
    },
  };
}
