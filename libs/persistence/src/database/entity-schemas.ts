import { SettingSchema } from '../settings/setting.schema';
import { UserSchema } from '../users/user.schema';

export const ENTITY_SCHEMAS = [UserSchema, SettingSchema];
