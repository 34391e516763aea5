import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { generatorCostLine } from '@kahraba/billing-domain';
import { insertGeneratorCosts, listGeneratorCosts } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { GeneratorCostsRecorded } from '../events/generator-costs-recorded.event';
import { UnitOfWork } from '../events/unit-of-work';
import { assertGeneratorsKnown, toGeneratorCostView } from './generator-cost-lines';
import type { GeneratorCostView } from './generator.view';
import { RecordGeneratorCostCommand } from './record-generator-cost.command';

@CommandHandler(RecordGeneratorCostCommand)
export class RecordGeneratorCostHandler implements ICommandHandler<RecordGeneratorCostCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ values, actor }: RecordGeneratorCostCommand): Promise<GeneratorCostView> {
    const line = generatorCostLine(values, this.clock.today());
    return this.unitOfWork.run(async (tx, events) => {
      await assertGeneratorsKnown(tx, [line]);
      const [id] = await insertGeneratorCosts(tx, [line], actor);
      const stored = (await listGeneratorCosts(tx, line.day.slice(0, 7))).find((row) => row.id === id)!;
      const view = toGeneratorCostView(stored);
      events.record(new GeneratorCostsRecorded({ actor, count: 1, details: { ...view } }, false));
      return view;
    });
  }
}
