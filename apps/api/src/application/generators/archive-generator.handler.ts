import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { archiveGenerator } from '@kahraba/persistence';
import { GeneratorArchived } from '../events/generator-archived.event';
import { UnitOfWork } from '../events/unit-of-work';
import { ArchiveGeneratorCommand } from './archive-generator.command';
import { generatorNotFound } from './generator-not-found';

@CommandHandler(ArchiveGeneratorCommand)
export class ArchiveGeneratorHandler implements ICommandHandler<ArchiveGeneratorCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ id, actor }: ArchiveGeneratorCommand): Promise<void> {
    await this.unitOfWork.run(async (tx, events) => {
      const stored = await archiveGenerator(tx, id, actor);
      if (!stored) throw generatorNotFound();
      events.record(new GeneratorArchived({ actor, details: { id, name: stored.name } }));
    });
  }
}
