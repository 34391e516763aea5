import type { SheetTable } from '../exports/sheet-table';
import { DEBT_AGE_LABELS, DEBT_AGES } from './debt-months';
import type { DebtAgeTotals } from './debtors-totals';

/** One debtor as the downloads list them (the API's row, with the system's Arabic name). */
export interface DebtorSheetRow {
  readonly systemName: string;
  readonly customerNumber: number;
  readonly name: string;
  readonly box: string | null;
  /** As it is printed (03 123 456), or ''. */
  readonly phoneText: string;
  readonly totalDue: number;
  readonly totalDueLbp: number;
  readonly months: number;
  /** 'YYYY-MM-DD' in the business's time zone, or null. */
  readonly lastPaymentDay: string | null;
  readonly lastPaymentAmount: number | null;
  readonly lastReminderDay: string | null;
  /** Why the customer was cut off, or null when connected (docs/cut-off.md#the-mark). */
  readonly cutOffReason: string | null;
}

const DEBTORS_SHEET_LABELS = Object.freeze({
  system: 'النظام',
  customerNumber: 'رقم المشترك',
  name: 'الاسم',
  box: 'الصندوق',
  phone: 'الهاتف',
  totalDue: 'المستحق بالدولار',
  totalDueLbp: 'المستحق بالليرة',
  months: 'أشهر الدين',
  lastPaymentDay: 'آخر دفعة',
  lastPaymentAmount: 'قيمة آخر دفعة بالدولار',
  lastReminderDay: 'آخر تذكير',
  cutOff: 'مقطوع',
  age: 'عمر الدين',
  count: 'عدد الزبائن',
  total: 'المجموع',
});

/**
 * The debtors as the CSV and xlsx downloads hold them: the customers (by system, box and number, as
 * the list), then the totals per age with the overall total last (bold). Amounts are numbers; the
 * safe cell rule is the writers' (docs/sheet-files.md).
 */
export function debtorsSheets(rows: readonly DebtorSheetRow[], totals: DebtAgeTotals): SheetTable[] {
  const labels = DEBTORS_SHEET_LABELS;
  const debtors: SheetTable = {
    name: 'المدينون',
    columns: [
      { header: labels.system, width: 18 },
      { header: labels.customerNumber, width: 12 },
      { header: labels.name, width: 28 },
      { header: labels.box, width: 10 },
      { header: labels.phone, width: 14 },
      { header: labels.totalDue, width: 16 },
      { header: labels.totalDueLbp, width: 18 },
      { header: labels.months, width: 10 },
      { header: labels.lastPaymentDay, width: 12 },
      { header: labels.lastPaymentAmount, width: 18 },
      { header: labels.lastReminderDay, width: 12 },
      { header: labels.cutOff, width: 24 },
    ],
    rows: rows.map((row) => [
      row.systemName,
      row.customerNumber,
      row.name,
      row.box ?? '',
      row.phoneText,
      row.totalDue,
      row.totalDueLbp,
      row.months,
      row.lastPaymentDay ?? '',
      row.lastPaymentAmount ?? '',
      row.lastReminderDay ?? '',
      row.cutOffReason === null ? '' : `${labels.cutOff}: ${row.cutOffReason}`,
    ]),
  };
  const ages: SheetTable = {
    name: 'أعمار الديون',
    columns: [
      { header: labels.age, width: 18 },
      { header: labels.count, width: 12 },
      { header: labels.totalDue, width: 16 },
      { header: labels.totalDueLbp, width: 18 },
    ],
    rows: [
      ...DEBT_AGES.map((age) => [
        DEBT_AGE_LABELS[age],
        totals[age].count,
        totals[age].totalDue,
        totals[age].totalDueLbp,
      ]),
      [labels.total, totals.all.count, totals.all.totalDue, totals.all.totalDueLbp],
    ],
    boldRows: [DEBT_AGES.length],
  };
  return [debtors, ages];
}
