import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { updateGenerator } from '@kahraba/persistence';
import { GeneratorEdited } from '../events/generator-edited.event';
import { UnitOfWork } from '../events/unit-of-work';
import { EditGeneratorCommand } from './edit-generator.command';
import { generatorNotFound } from './generator-not-found';
import { toGeneratorView, type GeneratorView } from './generator.view';

@CommandHandler(EditGeneratorCommand)
export class EditGeneratorHandler implements ICommandHandler<EditGeneratorCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ id, changes, actor }: EditGeneratorCommand): Promise<GeneratorView> {
    return this.unitOfWork.run(async (tx, events) => {
      const stored = await updateGenerator(tx, id, changes);
      if (!stored) throw generatorNotFound();
      const view = toGeneratorView(stored);
      events.record(new GeneratorEdited({ actor, details: { ...view } }));
      return view;
    });
  }
}
