import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NothingToUndoError } from '@kahraba/billing-domain';
import { describeLastOpenBatch, type BatchDescription } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { DescribeLastBatchQuery } from './describe-last-batch.query';

@QueryHandler(DescribeLastBatchQuery)
export class DescribeLastBatchHandler implements IQueryHandler<DescribeLastBatchQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system }: DescribeLastBatchQuery): Promise<BatchDescription> {
    const { tables } = await this.catalog.tables(system);
    const batch = await describeLastOpenBatch(this.db, tables);
    if (!batch) throw new NothingToUndoError();
    return batch;
  }
}
