import { Query } from '@nestjs/cqrs';
import type { ReadingExportRow } from '@kahraba/billing-domain';

/** issue 8 §3: the readings sheet of a metered group, in display order, newCurrentKwh blank. */
export class ExportReadingsQuery extends Query<ReadingExportRow[]> {
  constructor(readonly system: string) {
    super();
  }
}
