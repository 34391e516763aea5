import { ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorResponse } from '../common/error.response';

/** 409 of an add: a live customer has the same name and box (code DUPLICATE_CUSTOMER, issue 6). */
export class DuplicateCustomerResponse extends ErrorResponse {
  /** The number of that customer, as the list shows it without '#'; send `force: true` to add anyway. */
  @ApiPropertyOptional({ type: 'integer', example: 1004 })
  existingCustomerNumber?: number;
}
