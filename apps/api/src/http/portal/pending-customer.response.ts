import { ApiProperty } from '@nestjs/swagger';
import type { PendingRegistration } from '../../application/portal/pending-registration';

/** A registration request as the review screen lists it (docs/business-rules.md#registrations). */
export class PendingCustomerResponse implements PendingRegistration {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() address!: string;
  @ApiProperty({ example: 5 }) ampereRequested!: number;
  @ApiProperty({ enum: ['meter', 'cutoff'], enumName: 'MeterType' }) meterType!: 'meter' | 'cutoff';
  @ApiProperty({ enum: ['pending', 'approved', 'declined'], enumName: 'PendingCustomerStatus' })
  status!: 'pending' | 'approved' | 'declined';
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) reviewedAt!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The e-mail of the user who reviewed it' })
  reviewedBy!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The system an approved request joined' })
  approvedSystem!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The number of the customer it became' })
  customerNumber!: number | null;
  @ApiProperty({ example: 'REG-1001', description: 'The reference the applicant was given' })
  reference!: string;
}

/** What approving answers: the request as reviewed and the customer it became. */
export class ApprovedRegistrationResponse extends PendingCustomerResponse {
  @ApiProperty({ format: 'uuid', description: 'The new customer (ampere record or kWh customer)' })
  customerId!: string;
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '+9613123456',
    description: "The request's phone on the new customer (E.164); null when it is not a Lebanese number",
  })
  customerPhone!: string | null;
  @ApiProperty({ example: 'تمت الموافقة على الطلب وإضافة العميل رقم 1042' }) message!: string;
}

/** What declining answers. */
export class DeclinedRegistrationResponse extends PendingCustomerResponse {
  @ApiProperty({ example: 'تم رفض الطلب' }) message!: string;
}
