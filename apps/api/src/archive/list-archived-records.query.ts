import { Query } from '@nestjs/cqrs';
import type { ArchivedAmpereRecordView } from '@kahraba/persistence';

/** Deleted ampere customers, newest deletion first, optionally searched. */
export class ListArchivedRecordsQuery extends Query<ArchivedAmpereRecordView[]> {
  constructor(readonly search?: string) {
    super();
  }
}
