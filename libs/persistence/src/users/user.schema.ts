import { EntitySchema } from '@mikro-orm/core';
import type { UserRole } from '@kahraba/billing-domain';

export type { UserRole };

export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  passwordHash: string;
  role: UserRole;
  /**
   * A deactivated user cannot sign in and has no session (docs/operator-guide.md#users-and-the-audit-log).
   */
  active: boolean;
  /** A collector who walks the reading round too (docs/meter-reader.md). */
  meterReader: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const UserSchema = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  properties: {
    id: { type: 'uuid', primary: true, defaultRaw: 'gen_random_uuid()' },
    email: { type: 'string', unique: true },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    profileImageUrl: { type: 'string', nullable: true },
    passwordHash: { type: 'string', hidden: true },
    role: { type: 'string' },
    active: { type: 'boolean', default: true },
    meterReader: { type: 'boolean', default: false },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
