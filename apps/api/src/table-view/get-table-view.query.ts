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
  records: AmpereRecordView[];
  panels: BoxGroupPanel[];
}

/** The main ampere table (spec 000 §2.10) with its two box-group statistics panels. */
export class GetTableViewQuery extends Query<TableView> {}
