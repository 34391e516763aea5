import fc from 'fast-check';
import type { GeneratorCostKind, GeneratorCostSheetRow } from '@kahraba/billing-domain';
import { Clock } from '../../application/clock/clock';
import { AddGeneratorCommand } from '../../application/generators/add-generator.command';
import { GetGeneratorEconomicsQuery } from '../../application/generators/get-generator-economics.query';
import { ImportGeneratorCostsCommand } from '../../application/generators/import-generator-costs.command';
import { ListGeneratorsQuery } from '../../application/generators/list-generators.query';
import { RecordGeneratorCostCommand } from '../../application/generators/record-generator-cost.command';
import { VoidGeneratorCostCommand } from '../../application/generators/void-generator-cost.command';
import type { SimulatedBusiness } from '../simulated-business';
import type { SimulationModel } from '../simulation-model';
import { audited, SimulationStep, type AuditedRow, type StepWrites } from '../simulation-step';

/** A line of the log as the operator types it: one currency; diesel with its litres. */
interface CostLine {
  kind: GeneratorCostKind;
  litresHundredths: number | null;
  hoursHundredths: number | null;
  /** Cents when in dollars, whole pounds when in pounds. */
  amount: number;
  currency: 'USD' | 'LBP';
}

/**
 * The generator's log (docs/generator-economics.md#the-log): the operator types a line of today (on the
 * first generator, the owner adding one when there is none, or on none); or imports a small sheet as one
 * change, with the occasional Arabic-Indic number, and takes the import back whole — the month's costs are
 * then as they were (kept for the invariant).
 */
class RecordGeneratorCosts extends SimulationStep {
  constructor(
    readonly line: CostLine,
    readonly onGenerator: boolean,
    /** A sheet imported and taken back instead of the typed line. */
    readonly sheet: readonly CostLine[] | null,
  ) {
    super();
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    void model;
    const today = business.app.get(Clock).today();
    const operator = business.staff.operator;
    if (this.sheet !== null) {
      const before = await business.ask(new GetGeneratorEconomicsQuery());
      const rows = this.sheet.map((line, index) => sheetRow(line, today, index));
      const { importId } = await business.send(
        new ImportGeneratorCostsCommand(rows, operator.email),
        operator,
      );
      await business.send(new VoidGeneratorCostCommand(importId, operator.email, true), operator);
      return {
        audited: [
          audited('import-generator-costs', operator),
          audited('void-generator-cost-import', operator),
        ],
        costsKept: before,
      };
    }
    const entries: AuditedRow[] = [];
    let generatorId: string | null = null;
    if (this.onGenerator) {
      const [first] = await business.ask(new ListGeneratorsQuery());
      if (first) generatorId = first.id;
      else {
        const admin = business.staff.admin;
        generatorId = (
          await business.send(
            new AddGeneratorCommand({ name: 'المولد الكبير', kvaHundredths: 50_000 }, admin.email),
            admin,
          )
        ).id;
        entries.push(audited('add-generator', admin));
      }
    }
    const { line } = this;
    await business.send(
      new RecordGeneratorCostCommand(
        {
          day: today,
          kind: line.kind,
          generatorId,
          litresHundredths: line.litresHundredths,
          hoursHundredths: line.hoursHundredths,
          amountUsdCents: line.currency === 'USD' ? line.amount : null,
          amountLbpPounds: line.currency === 'LBP' ? line.amount : null,
          note: null,
        },
        operator.email,
      ),
      operator,
    );
    entries.push(audited('record-generator-cost', operator));
    return { audited: entries };
  }

  toString(): string {
    const shown = (line: CostLine) =>
      `${line.kind} ${line.currency === 'USD' ? `$${line.amount / 100}` : `${line.amount} ل.ل`}${line.litresHundredths === null ? '' : ` ${line.litresHundredths / 100} L`}${line.hoursHundredths === null ? '' : ` ${line.hoursHundredths / 100} h`}`;
    if (this.sheet !== null) return `ImportAndUndoGeneratorCosts([${this.sheet.map(shown).join('; ')}])`;
    return `RecordGeneratorCost(${shown(this.line)}${this.onGenerator ? ', on a generator' : ''})`;
  }
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** A number as a sheet's cell may hold it: a number, or Arabic-Indic text with a comma decimal. */
function cell(value: number, arabic: boolean): number | string {
  if (!arabic) return value;
  return String(value)
    .replace('.', '٫')
    .replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]!);
}

function sheetRow(line: CostLine, today: string, index: number): GeneratorCostSheetRow {
  const arabic = index % 2 === 1;
  return {
    day: today,
    kind: line.kind,
    litres: line.litresHundredths === null ? '' : cell(line.litresHundredths / 100, arabic),
    hours: line.hoursHundredths === null ? '' : cell(line.hoursHundredths / 100, arabic),
    amount: cell(line.currency === 'USD' ? line.amount / 100 : line.amount, arabic),
    currency: line.currency,
    note: '',
  };
}

const anyCostLine: fc.Arbitrary<CostLine> = fc
  .record({
    kind: fc.constantFrom<GeneratorCostKind>('diesel', 'diesel', 'maintenance', 'other'),
    litresHundredths: fc.integer({ min: 1, max: 200_000 }),
    hoursHundredths: fc.option(fc.integer({ min: 1, max: 2_400 }), { nil: null }),
    usdCents: fc.integer({ min: 1, max: 150_000 }),
    lbpThousands: fc.integer({ min: 1, max: 50_000 }),
    currency: fc.constantFrom<'USD' | 'LBP'>('USD', 'LBP'),
  })
  .map(({ kind, litresHundredths, hoursHundredths, usdCents, lbpThousands, currency }) => ({
    kind,
    litresHundredths: kind === 'diesel' ? litresHundredths : null,
    hoursHundredths,
    amount: currency === 'USD' ? usdCents : lbpThousands * 1000,
    currency,
  }));

export const anyGeneratorCosts = fc
  .record({
    line: anyCostLine,
    onGenerator: fc.boolean(),
    sheet: fc.oneof(
      { arbitrary: fc.constant(null), weight: 2 },
      { arbitrary: fc.array(anyCostLine, { minLength: 1, maxLength: 4 }), weight: 1 },
    ),
  })
  .map(({ line, onGenerator, sheet }) => new RecordGeneratorCosts(line, onGenerator, sheet));
