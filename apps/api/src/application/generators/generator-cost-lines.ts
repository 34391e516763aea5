import { InvalidInputError, Lbp, Money, type GeneratorCostInput } from '@kahraba/billing-domain';
import { isActiveGenerator, type SqlExecutor, type StoredGeneratorCost } from '@kahraba/persistence';
import type { GeneratorCostView } from './generator.view';

/** A line's generator, when it names one, is a generator not archived. */
export async function assertGeneratorsKnown(
  db: SqlExecutor,
  lines: readonly GeneratorCostInput[],
): Promise<void> {
  const ids = new Set(lines.map((line) => line.generatorId).filter((id): id is string => id !== null));
  for (const id of ids) {
    if (!(await isActiveGenerator(db, id)))
      throw new InvalidInputError('المولد غير معروف', 'UNKNOWN_GENERATOR');
  }
}

const numberOrNull = (text: string | null) => (text === null ? null : Number(text));

export function toGeneratorCostView(row: StoredGeneratorCost): GeneratorCostView {
  return {
    id: row.id,
    day: row.day,
    kind: row.kind,
    generatorId: row.generatorId,
    generatorName: row.generatorName,
    litres: numberOrNull(row.litres),
    hours: numberOrNull(row.hours),
    amountUsd: row.amountUsd === null ? null : Money.parse(row.amountUsd).toNumber(),
    amountLbp: row.amountLbp === null ? null : Lbp.ofPounds(Number(row.amountLbp)).pounds,
    note: row.note,
    importId: row.importId,
  };
}
