/** A generator as the API answers it. */
export interface GeneratorView {
  id: string;
  name: string;
  /** Its power in kVA, up to 2 decimals. */
  kva: number;
}

/** A line of the generator's log as the API answers it: the amount in the currency typed. */
export interface GeneratorCostView {
  id: string;
  day: string;
  kind: 'diesel' | 'maintenance' | 'other';
  generatorId: string | null;
  generatorName: string | null;
  litres: number | null;
  hours: number | null;
  amountUsd: number | null;
  amountLbp: number | null;
  note: string | null;
  /** The sheet import that wrote it, if one did (the import is taken back whole). */
  importId: string | null;
}

export function toGeneratorView(row: { id: string; name: string; kva: string }): GeneratorView {
  return { id: row.id, name: row.name, kva: Number(row.kva) };
}
