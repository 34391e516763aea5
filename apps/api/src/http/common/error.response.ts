import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Every refused or failed request answers this (DomainExceptionFilter): an Arabic message for users. */
export class ErrorResponse {
  @ApiProperty({ example: 'الاسم مطلوب' })
  message!: string;

  /** Stable for programs, present on domain errors (e.g. DUPLICATE_CUSTOMER). */
  @ApiPropertyOptional({ type: String })
  code?: string;
}
