import { Query } from '@nestjs/cqrs';
import type { TableConfig } from './table-config.store';

/** spec 001 §3: the box ranges of the two panels of the main table. */
export class GetTableConfigQuery extends Query<TableConfig> {}
