import { Query } from '@nestjs/cqrs';
import type { RecordTableGroup } from '@kahraba/billing-domain';
import type { AmpereRecordView } from '@kahraba/persistence';

/**
 * A record table (docs/business-rules.md#the-main-table-and-the-record-tables): the live ampere customers
 * whose box is in the group's range of the table settings, matching the search (every word, Arabic-aware,
 * over number, name, box and address), in display order (box, then name).
 */
export class ListGroupRecordsQuery extends Query<AmpereRecordView[]> {
  constructor(
    readonly group: RecordTableGroup,
    readonly search = '',
  ) {
    super();
  }
}
