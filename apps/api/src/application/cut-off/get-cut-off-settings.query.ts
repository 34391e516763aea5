import { Query } from '@nestjs/cqrs';
import type { UserRole } from '@kahraba/billing-domain';
import type { CutOffSettingsView } from './cut-off-settings';

/** The cut-off settings, with whether a user of `role` may cut off. */
export class GetCutOffSettingsQuery extends Query<CutOffSettingsView> {
  constructor(readonly role: UserRole) {
    super();
  }
}
