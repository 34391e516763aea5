import { EntitySchema } from '@mikro-orm/core';

/** Small stored settings (prices, company profile, secrets), one JSON value per key. */
export interface SettingRow {
  key: string;
  value: unknown;
  updatedAt: Date;
}

export const SettingSchema = new EntitySchema<SettingRow>({
  name: 'Setting',
  tableName: 'settings',
  properties: {
    key: { type: 'string', primary: true },
    value: { type: 'json' },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
