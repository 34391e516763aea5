import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DescribeLastBatchHandler } from './describe-last-batch.handler';
import { UndoLastBatchHandler } from './undo-last-batch.handler';

/** The batches context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [DescribeLastBatchHandler, UndoLastBatchHandler],
})
export class BatchesModule {}
