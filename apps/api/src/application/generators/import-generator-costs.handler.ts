import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  InvalidInputError,
  readGeneratorCostInput,
  sheetRowToCostFields,
  type GeneratorCostInput,
} from '@kahraba/billing-domain';
import { insertGeneratorCosts } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { GeneratorCostsRecorded } from '../events/generator-costs-recorded.event';
import { UnitOfWork } from '../events/unit-of-work';
import { ImportGeneratorCostsCommand, type GeneratorCostImport } from './import-generator-costs.command';

@CommandHandler(ImportGeneratorCostsCommand)
export class ImportGeneratorCostsHandler implements ICommandHandler<ImportGeneratorCostsCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ rows, actor }: ImportGeneratorCostsCommand): Promise<GeneratorCostImport> {
    const today = this.clock.today();
    const lines: GeneratorCostInput[] = rows.map((row, index) => {
      try {
        return readGeneratorCostInput(sheetRowToCostFields(row), today);
      } catch (error) {
        // The sheet's row as the owner counts it: the header is row 1.
        if (error instanceof InvalidInputError) {
          throw new InvalidInputError(`السطر ${index + 2}: ${error.message}`, error.code);
        }
        throw error;
      }
    });
    const importId = randomUUID();
    return this.unitOfWork.run(async (tx, events) => {
      const ids = await insertGeneratorCosts(tx, lines, actor, importId);
      events.record(new GeneratorCostsRecorded({ actor, count: ids.length, details: { importId } }, true));
      return { importId, count: ids.length };
    });
  }
}
