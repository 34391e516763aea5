import { ApiProperty } from '@nestjs/swagger';
import type { PendingCustomerStatus } from '@kahraba/persistence';

const STATUSES: readonly PendingCustomerStatus[] = ['pending', 'approved', 'declined'];

/** The registration request is waiting for review (docs/customer-portal.md). */
export class RegistrationReceiptResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id!: string;
  /** A new request is always 'pending'. */
  @ApiProperty({ enum: STATUSES, enumName: 'PendingCustomerStatus' })
  status!: PendingCustomerStatus;
  @ApiProperty({ type: String })
  message!: string;
  /** The number the applicant quotes when they call (docs/customer-portal.md). */
  @ApiProperty({ type: String, example: 'REG-1001' })
  reference!: string;
}
