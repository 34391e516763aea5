import { CUT_OFF_PROPERTY, CutOffMarkResponse } from '../statements/cut-off-mark.response';
import { ApiProperty } from '@nestjs/swagger';
import type { ArchivedKwhCustomerView, KwhCustomerView } from '@kahraba/persistence';

/** A kWh customer: money to 2 decimals, price per kWh to 4, kWh to 3; amounts computed. */
export class KwhCustomerResponse implements KwhCustomerView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'mahmoud-kwh' }) system!: string;
  @ApiProperty({ type: 'integer', example: 1000 }) customerNumber!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) box!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty() ampere!: number;
  @ApiProperty({ description: 'The own fee (USD), billed when the amperage has no price in the map' })
  ampereSubscriptionFee!: number;
  @ApiProperty({ description: 'The fee in effect (USD): the LBP map price converted, else the own fee' })
  subscriptionFee!: number;
  @ApiProperty() previousKwh!: number;
  @ApiProperty() currentKwh!: number;
  @ApiProperty({ description: 'currentKwh − previousKwh, never below 0' }) consumption!: number;
  @ApiProperty() pricePerKwh!: number;
  @ApiProperty({ description: 'Shown, never counted in the total' }) insurance!: number;
  @ApiProperty() energyAmount!: number;
  @ApiProperty({ description: 'USD, VAT included' }) totalAmount!: number;
  @ApiProperty() baseAmount!: number;
  @ApiProperty() vatAmount!: number;
  @ApiProperty({ description: 'The balance carried from the months before (USD); negative is a credit' })
  arrears!: number;
  @ApiProperty() amountPaid!: number;
  @ApiProperty({ description: 'arrears + totalAmount − amountPaid' }) outstandingBalance!: number;
  @ApiProperty() isPaid!: boolean;
  @ApiProperty() exchangeRateUsed!: number;
  @ApiProperty() totalAmountLbp!: number;
  @ApiProperty() baseAmountLbp!: number;
  @ApiProperty() tvaAmountLbp!: number;
  @ApiProperty({ type: String, nullable: true }) invoiceDate!: string | null;
  @ApiProperty({ type: String, nullable: true }) dueDate!: string | null;
  @ApiProperty({ example: '2026-11' }) month!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() isDeleted!: boolean;
  /** E.164 (+9613123456), or null when none is known. */
  @ApiProperty({ type: String, nullable: true, example: '+9613123456' }) phone!: string | null;
  @ApiProperty({ example: 'town', description: 'The official tariff zone (docs/official-tariff.md#zones)' })
  zone!: string;
  @ApiProperty(CUT_OFF_PROPERTY) cutOff!: CutOffMarkResponse | null;
}

/** A deleted kWh customer in its system's archive (restorable with a new number). */
export class ArchivedKwhCustomerResponse extends KwhCustomerResponse implements ArchivedKwhCustomerView {
  @ApiProperty({ format: 'uuid' }) originalId!: string;
  @ApiProperty() deletedAt!: string;
  @ApiProperty({ example: 'deleted' }) deletionReason!: string;
}

export class KwhCustomerDeletedResponse {
  @ApiProperty({ example: 'تم حذف العميل بنجاح' }) message!: string;
  @ApiProperty({ format: 'uuid' }) archivedId!: string;
}

export class KwhMonthStartedResponse {
  @ApiProperty({ example: 'تم بدء شهر جديد' }) message!: string;
  @ApiProperty() totalCustomers!: number;
  @ApiProperty({ example: '2026-11', description: 'The month that was closed' }) month!: string;
}
