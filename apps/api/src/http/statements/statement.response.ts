import { ApiProperty, OmitType } from '@nestjs/swagger';
import type { ChargeKind, PortalPaymentStatus, PriceCurrency, TariffKind } from '@kahraba/billing-domain';
import { CUT_OFF_PROPERTY, CutOffMarkResponse } from './cut-off-mark.response';
import type {
  PublicStatementView,
  StatementLineView,
  StatementView,
} from '../../application/statements/statement.view';

export class StatementLineResponse implements StatementLineView {
  @ApiProperty({
    enum: ['ampere', 'energy', 'subscription-fee', 'estimate-credit', 'reconnection-fee'],
    description: 'estimate-credit: kWh an estimate billed that the actual reading showed unused (negative)',
  })
  kind!: ChargeKind;
  @ApiProperty({ type: Number, nullable: true, description: 'amperes or kWh; null for a fixed fee' })
  quantity!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'ك.و.س' }) unit!: string | null;
  @ApiProperty({
    description: 'as entered: USD with every decimal (0.4022) or whole pounds',
    example: 0.4022,
  })
  unitPrice!: number;
  @ApiProperty({ enum: ['USD', 'LBP'] }) unitPriceCurrency!: PriceCurrency;
  @ApiProperty({ description: 'USD' }) amount!: number;
  @ApiProperty({ type: 'integer', description: 'whole pounds' }) amountLbp!: number;
}

export class ReplacedMeterResponse {
  @ApiProperty({ description: "the old meter's final reading" }) finalReading!: number;
  @ApiProperty({ description: "the new meter's reading when fitted" }) newStartReading!: number;
}

export class StatementReadingsResponse {
  @ApiProperty() previous!: number;
  @ApiProperty() current!: number;
  @ApiProperty() consumption!: number;
  @ApiProperty({ description: "the current reading is an estimate (the meter could not be read): 'تقدير'" })
  estimated!: boolean;
  @ApiProperty({ type: ReplacedMeterResponse, required: false, description: 'a meter replaced this month' })
  replacedMeter?: ReplacedMeterResponse;
}

export class StatementLbpResponse {
  @ApiProperty({ type: 'integer' }) base!: number;
  @ApiProperty({ type: 'integer' }) vat!: number;
  @ApiProperty({ type: 'integer', description: "this month's charges in pounds" }) total!: number;
  @ApiProperty({ type: 'integer' }) previousBalance!: number;
  @ApiProperty({ type: 'integer' }) amountPaid!: number;
  @ApiProperty({ type: 'integer', description: 'what a customer paying in pounds pays, arrears included' })
  totalDue!: number;
  @ApiProperty({ description: 'the month was priced in pounds: pounds exact, dollars derived' })
  exact!: boolean;
  @ApiProperty({ description: 'LBP per USD the pounds are stated at', example: 89500 }) rate!: number;
}

/**
 * A customer's statement of account for a month, every figure computed by the server
 * (docs/business-rules.md#the-statement-of-account).
 */
export class StatementResponse implements StatementView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'mahmoud-kwh' }) system!: string;
  @ApiProperty({ enum: ['flat-per-ampere', 'metered-per-kwh'] }) tariff!: TariffKind;
  @ApiProperty({ type: 'integer' }) customerNumber!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) box!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '+9613123456' }) phone!: string | null;
  @ApiProperty({ description: 'the phone is a mobile (WhatsApp); never a landline' }) whatsApp!: boolean;
  @ApiProperty(CUT_OFF_PROPERTY) cutOff!: CutOffMarkResponse | null;
  @ApiProperty({ example: 'INV-1030-2026' }) invoiceNumber!: string;
  @ApiProperty({ example: 'INV-1030' }) shortInvoiceNumber!: string;
  @ApiProperty({ example: '2026-12' }) month!: string;
  @ApiProperty({ example: 'كانون الأول 2026' }) monthLabel!: string;
  @ApiProperty({ type: [StatementLineResponse] }) lines!: StatementLineResponse[];
  @ApiProperty({
    type: StatementReadingsResponse,
    required: false,
    description: 'metered: the readings; absent for a flat subscription',
  })
  readings?: StatementReadingsResponse;
  @ApiProperty() base!: number;
  @ApiProperty() vat!: number;
  @ApiProperty() vatRatePercent!: number;
  @ApiProperty({ description: "this month's charges, VAT included" }) total!: number;
  @ApiProperty() previousBalance!: number;
  @ApiProperty() amountPaid!: number;
  @ApiProperty({ description: 'previousBalance + total − amountPaid' }) totalDue!: number;
  @ApiProperty() isPaid!: boolean;
  @ApiProperty({ enum: ['paid', 'partial', 'unpaid'] }) paymentStatus!: PortalPaymentStatus;
  @ApiProperty({ type: StatementLbpResponse }) lbp!: StatementLbpResponse;
}

/** The statement as the public portal shows it: never the record's id nor the customer's phone. */
export class PublicStatementResponse
  extends OmitType(StatementResponse, ['id', 'phone', 'whatsApp'])
  implements PublicStatementView {}
