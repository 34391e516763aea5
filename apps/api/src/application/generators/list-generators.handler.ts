import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listGenerators } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { toGeneratorView, type GeneratorView } from './generator.view';
import { ListGeneratorsQuery } from './list-generators.query';

@QueryHandler(ListGeneratorsQuery)
export class ListGeneratorsHandler implements IQueryHandler<ListGeneratorsQuery> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<GeneratorView[]> {
    return (await listGenerators(this.db)).map(toGeneratorView);
  }
}
