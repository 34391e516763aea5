import { ApiProperty } from '@nestjs/swagger';
import type { CollectRoster, RosterCustomer } from '../../application/collection/collect-roster';
import { CUT_OFF_PROPERTY, CutOffMarkResponse } from '../statements/cut-off-mark.response';

const USD = 'USD, exact to the cent';

/**
 * One live customer on the collector's phone
 * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent): compact, for
 * searching offline.
 */
export class CollectCustomerResponse implements RosterCustomer {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer', example: 1001 }) customerNumber!: number;
  @ApiProperty({ example: 'هدى سليمان' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'A-4' }) box!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'E.164', example: '+9613123456' })
  phone!: string | null;
  @ApiProperty({ description: `This month's charges; ${USD}`, example: 50 }) amount!: number;
  @ApiProperty({ description: `Carried from earlier months (negative: a credit); ${USD}`, example: 0 })
  arrears!: number;
  @ApiProperty({ description: `Paid this month (the ledger's sum); ${USD}`, example: 20 })
  amountPaid!: number;
  @ApiProperty({ description: `arrears + amount − amountPaid; ${USD}`, example: 30 })
  outstandingBalance!: number;
  @ApiProperty({
    type: 'integer',
    description: 'The outstanding balance in whole pounds at the stored rate (half away from zero)',
    example: 2685000,
  })
  outstandingLbp!: number;
  @ApiProperty(CUT_OFF_PROPERTY) cutOff!: CutOffMarkResponse | null;
}

export class CollectRosterResponse implements CollectRoster {
  @ApiProperty({ example: 'ampere' }) system!: string;
  @ApiProperty({ description: "The system's live month", example: '2026-11' }) month!: string;
  @ApiProperty({ description: 'LBP per USD, the stored rate', example: 89500 }) exchangeRate!: number;
  @ApiProperty({ type: [CollectCustomerResponse], description: 'By customer number' })
  customers!: CollectCustomerResponse[];
}
