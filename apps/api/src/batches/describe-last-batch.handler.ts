import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NothingToUndoError } from '@kahraba/billing-domain';
import { describeLastOpenBatch, tablesOf, type BatchDescription } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { DescribeLastBatchQuery } from './describe-last-batch.query';

@QueryHandler(DescribeLastBatchQuery)
export class DescribeLastBatchHandler implements IQueryHandler<DescribeLastBatchQuery> {
  constructor(private readonly db: Database) {}

  async execute({ system }: DescribeLastBatchQuery): Promise<BatchDescription> {
    const batch = await describeLastOpenBatch(this.db, tablesOf(system));
    if (!batch) throw new NothingToUndoError();
    return batch;
  }
}
