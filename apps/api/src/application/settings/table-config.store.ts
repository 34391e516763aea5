import { DEFAULT_BAYDAWI_BOXES, DEFAULT_MAHMOUD_BOXES } from '@kahraba/billing-domain';
import { readSetting, type SqlExecutor } from '@kahraba/persistence';

/**
 * The box ranges of the two panels of the main table
 * (docs/business-rules.md#the-main-table-and-the-record-tables).
 */
export interface TableConfig {
  mahmoudBoxes: string;
  baydawiBoxes: string;
}

export const TABLE_CONFIG_KEY = 'table_config';

export async function readTableConfig(db: SqlExecutor): Promise<TableConfig> {
  return readSetting<TableConfig>(db, TABLE_CONFIG_KEY, {
    mahmoudBoxes: DEFAULT_MAHMOUD_BOXES,
    baydawiBoxes: DEFAULT_BAYDAWI_BOXES,
  });
}
