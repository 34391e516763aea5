import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { compareBoxes } from '@kahraba/billing-domain';
import { countAmpereCustomersByBox } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { ListAmpereBoxesQuery, type BoxCount } from './list-ampere-boxes.query';

@QueryHandler(ListAmpereBoxesQuery)
export class ListAmpereBoxesHandler implements IQueryHandler<ListAmpereBoxesQuery> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<BoxCount[]> {
    const boxes = await countAmpereCustomersByBox(this.db);
    return boxes.sort((a, b) => compareBoxes(a.box || null, b.box || null));
  }
}
