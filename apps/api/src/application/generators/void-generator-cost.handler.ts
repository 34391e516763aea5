import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { archiveGeneratorCost, archiveGeneratorCostImport } from '@kahraba/persistence';
import { GeneratorCostsVoided } from '../events/generator-costs-voided.event';
import { UnitOfWork } from '../events/unit-of-work';
import { generatorCostNotFound } from './generator-not-found';
import { toGeneratorCostView } from './generator-cost-lines';
import { VoidGeneratorCostCommand } from './void-generator-cost.command';

@CommandHandler(VoidGeneratorCostCommand)
export class VoidGeneratorCostHandler implements ICommandHandler<VoidGeneratorCostCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ id, actor, wholeImport }: VoidGeneratorCostCommand): Promise<number> {
    return this.unitOfWork.run(async (tx, events) => {
      if (wholeImport) {
        const count = await archiveGeneratorCostImport(tx, id, actor);
        if (count === 0) throw generatorCostNotFound();
        events.record(new GeneratorCostsVoided({ actor, count, details: { importId: id } }, true));
        return count;
      }
      const stored = await archiveGeneratorCost(tx, id, actor);
      if (!stored) throw generatorCostNotFound();
      events.record(
        new GeneratorCostsVoided({ actor, count: 1, details: { ...toGeneratorCostView(stored) } }, false),
      );
      return 1;
    });
  }
}
