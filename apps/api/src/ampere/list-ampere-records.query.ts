import { Query } from '@nestjs/cqrs';
import type { AmpereRecordView } from '@kahraba/persistence';
import type { AmpereSortOrder } from './ampere-display-order';

/** All live ampere customers, or those matching `search` (name, number, box, address). */
export class ListAmpereRecordsQuery extends Query<AmpereRecordView[]> {
  constructor(
    readonly sort: AmpereSortOrder,
    readonly search?: string,
  ) {
    super();
  }
}
