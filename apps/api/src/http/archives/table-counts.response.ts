import { ApiProperty } from '@nestjs/swagger';

/** Live records per archivable table (GET /api/table-counts). */
export class TableCountsResponse {
  @ApiProperty({ type: 'integer', name: 'ampere-records' })
  'ampere-records'!: number;
  @ApiProperty({ type: 'integer', name: 'mahmoud-kwh-customers' })
  'mahmoud-kwh-customers'!: number;
  @ApiProperty({ type: 'integer', name: 'baydawi-kwh-customers' })
  'baydawi-kwh-customers'!: number;
  @ApiProperty({ type: 'integer', name: 'kwh-customers' })
  'kwh-customers'!: number;
}
