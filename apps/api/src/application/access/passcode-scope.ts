import type { PasscodeUnlock } from '@kahraba/billing-domain';

/**
 * Destructive or private screens behind a passcode verified by the server: `tables` (main tables,
 * record tables, archive management) and `danger` (the column-data manager;
 * docs/business-rules.md#screen-passcodes).
 */
export const PASSCODE_SCOPES = ['tables', 'danger'] as const;
export type PasscodeScope = (typeof PASSCODE_SCOPES)[number];

/**
 * Where a session remembers the screens it unlocked (the HTTP session; handlers only see this
 * shape, so the CLI could pass a plain object).
 */
export interface PasscodeSession {
  verifiedScopes?: PasscodeUnlock[];
}
