import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { insertGenerator } from '@kahraba/persistence';
import { GeneratorAdded } from '../events/generator-added.event';
import { UnitOfWork } from '../events/unit-of-work';
import { AddGeneratorCommand } from './add-generator.command';
import { toGeneratorView, type GeneratorView } from './generator.view';

@CommandHandler(AddGeneratorCommand)
export class AddGeneratorHandler implements ICommandHandler<AddGeneratorCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ input, actor }: AddGeneratorCommand): Promise<GeneratorView> {
    return this.unitOfWork.run(async (tx, events) => {
      const stored = toGeneratorView(await insertGenerator(tx, input, actor));
      events.record(new GeneratorAdded({ actor, details: { ...stored } }));
      return stored;
    });
  }
}
