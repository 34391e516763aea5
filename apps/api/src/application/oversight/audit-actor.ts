import { currentActingUser } from '@kahraba/persistence';

/** Who the audit log names for a command that does not carry its actor: the signed-in user of the
 * request (set for every request by actAsSignedInUser), else the system itself. */
export function auditActor(): string {
  return currentActingUser() ?? 'system';
}
