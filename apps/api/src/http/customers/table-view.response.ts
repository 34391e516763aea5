import { ApiProperty } from '@nestjs/swagger';
import { AmpereRecordResponse } from './ampere-record.response';
import type { BoxGroupPanel, TableView } from '../../application/customers/get-table-view.query';

const PANEL_KEYS: readonly BoxGroupPanel['key'][] = ['mahmoud', 'baydawi'];

/**
 * One statistics panel: a group of boxes and its totals, computed by the server
 * (docs/business-rules.md#the-main-table-and-the-record-tables).
 */
export class BoxGroupPanelResponse implements BoxGroupPanel {
  @ApiProperty({ enum: PANEL_KEYS, enumName: 'BoxGroupKey' })
  key!: BoxGroupPanel['key'];
  /** '5-7 13-33' */
  @ApiProperty({ type: String })
  boxes!: string;
  @ApiProperty({ type: 'integer' })
  customers!: number;
  @ApiProperty({ type: Number })
  totalAmpere!: number;
  @ApiProperty({ type: Number })
  totalAmount!: number;
}

export class TableViewResponse implements TableView {
  /** The records matching the search (every record without one), in display order. */
  @ApiProperty({ type: [AmpereRecordResponse] })
  records!: AmpereRecordResponse[];
  /** Over every record, whatever the search. */
  @ApiProperty({ type: [BoxGroupPanelResponse] })
  panels!: BoxGroupPanelResponse[];
  /** The box filter's choices over every record, in box order; '' is no box. */
  @ApiProperty({ type: [String] })
  boxOptions!: string[];
  /** The ampere filter's choices over every record, ascending. */
  @ApiProperty({ type: [Number] })
  ampereOptions!: number[];
}
