import { Command } from '@nestjs/cqrs';
import type { GeneratorCostSheetRow } from '@kahraba/billing-domain';

/** What an import wrote: its id (to take it back whole) and how many lines. */
export interface GeneratorCostImport {
  importId: string;
  count: number;
}

/**
 * A sheet's rows (one to 2,000, readGeneratorCostSheetRows) written to the generator's log, all or none, in one transaction
 * (docs/generator-economics.md#importing-and-exporting); audited once.
 */
export class ImportGeneratorCostsCommand extends Command<GeneratorCostImport> {
  constructor(
    readonly rows: readonly GeneratorCostSheetRow[],
    readonly actor: string,
  ) {
    super();
  }
}
