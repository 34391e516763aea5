import { ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorResponse } from '../common/error.response';

/**
 * 409 of an add: a live customer has the same name and box (code DUPLICATE_CUSTOMER;
 * docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent).
 */
export class DuplicateCustomerResponse extends ErrorResponse {
  /** The number of that customer, as the list shows it without '#'; send `force: true` to add anyway. */
  @ApiPropertyOptional({ type: 'integer', example: 1004 })
  existingCustomerNumber?: number;
}
