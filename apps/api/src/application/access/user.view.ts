import type { UserRole } from '@kahraba/billing-domain';
import type { UserAccountView } from '@kahraba/persistence';

export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  /** A collector who walks the reading round too (docs/meter-reader.md). */
  meterReader: boolean;
}

export function toUserView(user: UserAccountView): UserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    meterReader: user.meterReader,
  };
}
