import { Query } from '@nestjs/cqrs';

/** Live records per dataset of archive management, keyed by the dataset's endpoint name. */
export type LiveRecordCounts = Record<string, number>;

/** GET /api/table-counts: how many live records each archivable table holds. */
export class CountLiveRecordsQuery extends Query<LiveRecordCounts> {}
