import { Query } from '@nestjs/cqrs';
import type { ReadingExportRow } from '@kahraba/billing-domain';

/**
 * The readings sheet of a metered group (docs/business-rules.md#the-readings-workflow), in display order,
 * newCurrentKwh blank.
 */
export class ExportReadingsQuery extends Query<ReadingExportRow[]> {
  constructor(readonly system: string) {
    super();
  }
}
