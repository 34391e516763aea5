import { Query } from '@nestjs/cqrs';
import type { AmpereRecordView } from '@kahraba/persistence';

export interface BoxGroupPanel {
  key: 'mahmoud' | 'baydawi';
  boxes: string;
  customers: number;
  totalAmpere: number;
  totalAmount: number;
}

export interface TableView {
  /** The live records matching the search (all of them without one), in display order. */
  records: AmpereRecordView[];
  /** Over every live record: the search does not change the group statistics. */
  panels: BoxGroupPanel[];
  /** The box filter's choices over every live record, '' for no box, in box order. */
  boxOptions: string[];
  /** The ampere filter's choices over every live record, ascending. */
  ampereOptions: number[];
}

/**
 * The main ampere table (docs/business-rules.md#the-main-table-and-the-record-tables) with its two box-group
 * statistics panels.
 */
export class GetTableViewQuery extends Query<TableView> {
  constructor(readonly search = '') {
    super();
  }
}
