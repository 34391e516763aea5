import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { compareBoxes } from '@kahraba/billing-domain';
import { listSystemBoxes } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { ListSystemBoxesQuery } from './list-system-boxes.query';

@QueryHandler(ListSystemBoxesQuery)
export class ListSystemBoxesHandler implements IQueryHandler<ListSystemBoxesQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ type }: ListSystemBoxesQuery): Promise<string[]> {
    const { tables } = await this.catalog.tables(type);
    const boxes = await listSystemBoxes(this.db, tables);
    return boxes.sort(compareBoxes);
  }
}
