import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS } from '@kahraba/billing-domain';
import type { AuditEntryView } from '@kahraba/persistence';
import type { AuditLogPage } from '../../application/oversight/list-audit-log.query';

export class AuditEntryResponse implements AuditEntryView {
  @ApiProperty({ type: String })
  id!: string;
  @ApiProperty({ type: String, format: 'date-time' })
  at!: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The user named; null: the system, or the CLI without --as',
  })
  userId!: string | null;
  @ApiProperty({
    type: String,
    description:
      "The user's e-mail then; from the CLI 'cli:<os user>', or 'cli:<os user> (<e-mail>)' with --as; 'system' for the first start",
  })
  userEmail!: string;
  @ApiProperty({ type: String, enum: AUDIT_ACTIONS, enumName: 'AuditAction' })
  action!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The billing system, when the action had one' })
  system!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'How many rows the action touched' })
  count!: number | null;
  @ApiProperty({ type: 'object', additionalProperties: true })
  details!: Record<string, unknown>;
}

export class AuditLogPageResponse implements AuditLogPage {
  @ApiProperty({ type: [AuditEntryResponse] })
  entries!: AuditEntryResponse[];
  @ApiProperty({ type: Number })
  page!: number;
  @ApiProperty({ type: Number })
  pageSize!: number;
  @ApiProperty({ type: Number, description: 'Entries matching the filter, on every page' })
  total!: number;
}
