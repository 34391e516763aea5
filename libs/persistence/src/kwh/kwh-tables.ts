import {
  customerSearchText,
  isBillingSystemId,
  normaliseRecordKey,
  type BillingSystemId,
} from '@kahraba/billing-domain';
import { balanceSql } from '../records/balance-sql';
import { billedChargesSql, billedPoundsSql, CUT_OFF_COLUMNS } from '../records/month-billing-sql';
import { lbpVatBaseSql, vatBaseSql } from '../sql/vat-sql';
import type { SystemTables } from '../records/system-tables';
import { readKwhBillingContext } from './kwh-billing-context.store';

/** The columns kwh_customers, kwh_archived_customers and kwh_monthly_archives share (besides system). */
export const KWH_SHARED_COLUMNS = [
  'customer_number',
  'name',
  'box',
  'address',
  'ampere',
  'ampere_subscription_fee',
  'previous_kwh',
  'current_kwh',
  'price_per_kwh',
  'price_per_kwh_lbp',
  'insurance',
  'subscription_fee',
  'subscription_fee_lbp',
  'consumption',
  'energy_amount',
  'total_amount',
  'base_amount',
  'vat_amount',
  'amount_paid',
  'outstanding_balance',
  'is_paid',
  'exchange_rate_used',
  'base_amount_lbp',
  'tva_amount_lbp',
  'total_amount_lbp',
  'invoice_date',
  'due_date',
  'month',
  'display_rank',
  'batch_id',
  'arrears',
  'phone',
  'reading_estimated',
  'previous_estimated',
  'unread_reason',
  'replaced_final_kwh',
  'replaced_start_kwh',
  'zone',
  ...CUT_OFF_COLUMNS,
] as const;

/**
 * The entered columns of a kWh customer in undo groups (a group goes back as a whole or not at
 * all): the two readings move together (a readings import shifts previous := current), and with
 * them the arrears a shift carried (docs/readings-in-a-month.md).
 */
export const KWH_UNDO_COLUMN_GROUPS: readonly (readonly string[])[] = [
  ['name'],
  ['box'],
  ['address'],
  ['ampere'],
  ['ampere_subscription_fee'],
  [
    'previous_kwh',
    'current_kwh',
    'reading_estimated',
    'previous_estimated',
    'unread_reason',
    'replaced_final_kwh',
    'replaced_start_kwh',
    'arrears',
  ],
  ['price_per_kwh', 'price_per_kwh_lbp'],
  ['insurance'],
  ['amount_paid'],
  ['invoice_date'],
  ['due_date'],
  ['month'],
  ['display_rank'],
  ['phone'],
  ['zone'],
  CUT_OFF_COLUMNS,
];

/** The kWh systems' balance: this month is the total amount. */
export const KWH_BALANCE: SystemTables['balance'] = { amountColumn: 'total_amount' };

const tablesById = new Map<BillingSystemId, SystemTables>();

/**
 * The bill of a row in SQL, from its entered columns (`value(column)`) and the stored rate: the
 * domain's billKwhFields (kwh-bill.ts, subscription-fee.ts) set-based, for an undo of 20,000 rows in
 * one statement. A test feeds the same cases to both (kwh-customer.store.spec.ts). numeric's round
 * is half away from zero, as the domain rounds.
 */
export function kwhBillSql(
  rate: string,
  value: (column: string) => string,
): Readonly<Record<string, string>> {
  const ampere = value('ampere');
  const rateSql = `${rate}::numeric`;
  // The LBP price of whole amperes in the pricing map (the fee's source), else none: the own fee.
  const feeLbp = `(SELECT round(sp.price) FROM subscription_pricing sp
    WHERE sp.amperage = ${ampere} AND ${ampere} = trunc(${ampere}) AND round(sp.price) > 0)`;
  const fee = `COALESCE(round(${feeLbp} / ${rateSql}, 2), ${value('ampere_subscription_fee')})`;
  // meteredConsumptionOf (docs/business-rules.md#estimated-readings-and-replaced-meters): a replaced meter
  // counts both meters; after an estimate a lower actual reading is a credit (net below 0); otherwise never
  // below 0, nothing for an unread meter.
  const current = value('current_kwh');
  const previous = value('previous_kwh');
  const finalKwh = value('replaced_final_kwh');
  const signed = `(CASE WHEN ${finalKwh} IS NOT NULL THEN ${finalKwh} - ${previous} + ${current} - ${value('replaced_start_kwh')}
    WHEN ${current} = 0 THEN 0 ELSE ${current} - ${previous} END)`;
  const consumption = `GREATEST(${signed}, 0)`;
  const net = `(CASE WHEN ${value('previous_estimated')} THEN ${signed} ELSE ${consumption} END)`;
  // A price typed in pounds bills exact pounds, its dollars derived at the rate.
  const priceLbp = value('price_per_kwh_lbp');
  const energyLbp = `round(${net} * ${priceLbp})`;
  const energy = `COALESCE(round(${energyLbp} / ${rateSql}, 2), round(${net} * ${value('price_per_kwh')}, 2))`;
  // docs/cut-off.md: a month started cut off bills no tariff line; a reconnection fee is one more.
  const total = billedChargesSql(`(${energy} + ${fee})`, value);
  const base = vatBaseSql(total);
  // The pounds of the month: summed from the lines when one was priced in pounds, else converted.
  const poundsExact = `((${value('billed')} AND (${priceLbp} IS NOT NULL OR ${feeLbp} IS NOT NULL)) OR ${value('reconnection_fee_lbp')} IS NOT NULL)`;
  const tariffLbp = `(COALESCE(${energyLbp}, round(${energy} * ${rateSql})) + COALESCE(${feeLbp}, round(${fee} * ${rateSql})))`;
  const linesLbp = billedPoundsSql(tariffLbp, rate, value);
  const totalLbp = `CASE WHEN ${poundsExact} THEN ${linesLbp} ELSE round(${total} * ${rateSql}) END`;
  return {
    subscription_fee: fee,
    subscription_fee_lbp: feeLbp,
    consumption,
    energy_amount: `(CASE WHEN ${value('billed')} THEN ${energy} ELSE 0 END)`,
    total_amount: total,
    base_amount: base,
    vat_amount: `${total} - ${base}`,
    ...balanceSql(
      { balance: KWH_BALANCE },
      { arrears: value('arrears'), amount: total, amountPaid: value('amount_paid') },
    ),
    ...kwhLbpSql(rate, total, totalLbp),
  };
}

/**
 * The LBP columns of a dollar total (`total`, SQL) at the rate: the domain's billKwhCustomer
 * (kwh-bill.ts) set-based: total × rate rounded, base = that / 1.11 rounded, VAT the rest.
 */
export function kwhLbpSql(
  rate: string,
  total: string,
  /** The month's pounds when they are not the total converted (a price typed in pounds). */
  pounds?: string,
): Readonly<Record<string, string>> {
  const rateSql = `${rate}::numeric`;
  const totalLbp = pounds ?? `round(${total} * ${rateSql})`;
  const baseLbp = lbpVatBaseSql(totalLbp);
  return {
    exchange_rate_used: rateSql,
    total_amount_lbp: totalLbp,
    base_amount_lbp: baseLbp,
    tva_amount_lbp: `${totalLbp} - ${baseLbp}`,
  };
}

/** The shared kWh tables, scoped to one metered group. */
export function kwhTablesOf(system: BillingSystemId): SystemTables {
  if (!isBillingSystemId(system)) throw new Error(`Not a billing system id: ${system}`);
  let tables = tablesById.get(system);
  if (!tables) {
    tables = {
      system,
      shared: true,
      versionKey: `kwh_customers:${system}`,
      live: 'kwh_customers',
      archive: 'kwh_archived_customers',
      monthly: 'kwh_monthly_archives',
      sharedColumns: KWH_SHARED_COLUMNS,
      balance: KWH_BALANCE,
      undo: {
        columnGroups: KWH_UNDO_COLUMN_GROUPS,
        textColumns: ['name', 'box', 'address', 'phone'],
        // The stored exchange rate, as the domain bills with it.
        parameters: async (tx) => [(await readKwhBillingContext(tx)).rate.toDecimalString()],
        derived: (param, value) => kwhBillSql(param(0), value),
      },
      describeText: (row) => ({
        searchText: customerSearchText({
          customerNumber: row.customer_number,
          name: row.name,
          box: row.box,
          address: row.address,
          phone: row.phone,
        }),
        recordKey: normaliseRecordKey(row.name, row.box),
      }),
    };
    tablesById.set(system, tables);
  }
  return tables;
}
