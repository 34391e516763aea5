import { InvalidInputError } from '../errors/invalid-input.error';
import type { SheetTable } from '../exports/sheet-table';
import type { Lbp } from '../money/lbp';
import type { Money } from '../money/money';
import {
  GENERATOR_COST_KIND_LABELS,
  GENERATOR_COST_KINDS,
  type GeneratorCostFields,
  type GeneratorCostKind,
} from './generator-cost-input';
import type { GeneratorEconomics } from './generator-economics';

/** A stored line of the log as a sheet shows it: litres, hours and amounts as numbers. */
export interface GeneratorCostLine {
  readonly day: string;
  readonly kind: GeneratorCostKind;
  readonly generatorName: string | null;
  readonly litres: number | null;
  readonly hours: number | null;
  /** Exactly one of the two: the currency typed. */
  readonly amountUsd: number | null;
  readonly amountLbp: number | null;
  readonly note: string | null;
}

/** A row of an imported sheet, its cells by column (docs/generator-economics.md#importing-and-exporting). */
export interface GeneratorCostSheetRow {
  readonly day?: unknown;
  readonly kind?: unknown;
  readonly litres?: unknown;
  readonly hours?: unknown;
  readonly amount?: unknown;
  readonly currency?: unknown;
  readonly note?: unknown;
}

export const MAX_GENERATOR_COST_IMPORT_ROWS = 2000;

/**
 * A sheet's rows as sent: one to 2,000 (docs/generator-economics.md#importing-and-exporting); each row's
 * cells are read with the row (readGeneratorCostInput), so that a bad cell is refused naming its row.
 */
export function readGeneratorCostSheetRows(value: unknown): GeneratorCostSheetRow[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new InvalidInputError('لا توجد أسطر للاستيراد', 'NOTHING_TO_IMPORT');
  }
  if (value.length > MAX_GENERATOR_COST_IMPORT_ROWS) {
    throw new InvalidInputError(
      `الملف طويل جداً: ${MAX_GENERATOR_COST_IMPORT_ROWS} سطر على الأكثر`,
      'TOO_MANY_IMPORT_ROWS',
    );
  }
  return value.map(
    (row: unknown) => (typeof row === 'object' && row !== null ? row : {}) as GeneratorCostSheetRow,
  );
}

const KIND_WORDS: Readonly<Record<string, GeneratorCostKind>> = Object.freeze({
  ...Object.fromEntries(GENERATOR_COST_KINDS.map((kind) => [kind, kind])),
  ...Object.fromEntries(GENERATOR_COST_KINDS.map((kind) => [GENERATOR_COST_KIND_LABELS[kind], kind])),
  مازوت: 'diesel',
  ديزل: 'diesel',
  صيانة: 'maintenance',
  أخرى: 'other',
});

const USD_WORDS = new Set(['usd', '$', 'دولار']);
const LBP_WORDS = new Set(['lbp', 'ل.ل', 'ليرة', 'لبناني']);

/**
 * One row of a sheet as the log's fields: the kind in English or Arabic, the amount in the currency of
 * its `currency` cell (USD by default). The amounts themselves are read by readGeneratorCostInput.
 */
export function sheetRowToCostFields(row: GeneratorCostSheetRow): GeneratorCostFields {
  const kindText = typeof row.kind === 'string' ? row.kind.trim().toLowerCase() : '';
  const currencyText = typeof row.currency === 'string' ? row.currency.trim().toLowerCase() : '';
  let currency: 'USD' | 'LBP' = 'USD';
  if (LBP_WORDS.has(currencyText)) currency = 'LBP';
  else if (currencyText !== '' && !USD_WORDS.has(currencyText)) {
    throw new InvalidInputError('العملة غير معروفة: اختر USD أو LBP', 'UNKNOWN_CURRENCY');
  }
  return {
    day: row.day,
    kind: KIND_WORDS[kindText] ?? kindText,
    litres: row.litres,
    hours: row.hours,
    ...(currency === 'USD' ? { amountUsd: row.amount } : { amountLbp: row.amount }),
    note: row.note,
  };
}

/** The month as an xlsx holds it: its report, then its log lines; amounts are numbers. */
export function generatorEconomicsSheets(
  economics: GeneratorEconomics,
  lines: readonly GeneratorCostLine[],
): SheetTable[] {
  const dual = (label: string, amount: { usd: Money; lbp: Lbp }) => [
    label,
    amount.usd.toNumber(),
    amount.lbp.pounds,
  ];
  const perKwh = economics.costPerKwh;
  return [
    {
      name: `اقتصاد المولد ${economics.month}`,
      columns: [
        { header: 'البند', width: 34 },
        { header: 'بالدولار', width: 16 },
        { header: 'بالليرة', width: 18 },
      ],
      rows: [
        ['الكيلوواط المفوترة', economics.kwhBilled.toNumber(), ''],
        ['الليترات', economics.litresHundredths / 100, ''],
        ['ساعات التشغيل', economics.hoursHundredths / 100, ''],
        ...GENERATOR_COST_KINDS.map((kind) => dual(GENERATOR_COST_KIND_LABELS[kind], economics.costs[kind])),
        dual('مجموع الكلفة', economics.totalCost),
        ['كلفة الكيلوواط', perKwh ? perKwh.usdTenThousandths / 10_000 : '', perKwh ? perKwh.lbp : ''],
        dual('المفوتر', economics.billed),
        dual('المقبوض', economics.collected),
        dual('الربح على المقبوض', economics.profit.collectedLessCosts),
        dual('الربح على المفوتر', economics.profit.billedLessCosts),
        ['سعر الصرف', economics.rate.toNumber(), ''],
      ],
    },
    {
      name: 'سجل المولد',
      columns: [
        { header: 'day', width: 12 },
        { header: 'kind', width: 14 },
        { header: 'litres', width: 10 },
        { header: 'hours', width: 10 },
        { header: 'amount', width: 14 },
        { header: 'currency', width: 10 },
        { header: 'note', width: 30 },
        { header: 'المولد', width: 20 },
      ],
      rows: lines.map((line) => [
        line.day,
        line.kind,
        line.litres ?? '',
        line.hours ?? '',
        line.amountUsd ?? line.amountLbp ?? '',
        line.amountUsd === null ? 'LBP' : 'USD',
        line.note ?? '',
        line.generatorName ?? '',
      ]),
    },
  ];
}
