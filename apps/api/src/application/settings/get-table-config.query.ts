import { Query } from '@nestjs/cqrs';
import type { TableConfig } from './table-config.store';

/**
 * The box ranges of the two panels of the main table
 * (docs/business-rules.md#the-main-table-and-the-record-tables).
 */
export class GetTableConfigQuery extends Query<TableConfig> {}
