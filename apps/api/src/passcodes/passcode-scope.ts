/** Destructive or private screens behind a passcode verified by the server. */
export const PASSCODE_SCOPES = ['tables'] as const;
export type PasscodeScope = (typeof PASSCODE_SCOPES)[number];

export const passcodeSettingKey = (scope: PasscodeScope) => `passcode:${scope}`;
