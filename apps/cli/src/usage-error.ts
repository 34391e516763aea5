/** Bad usage (exit code 2), as opposed to a command that ran and failed (exit code 1). */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly code = 'USAGE_ERROR',
  ) {
    super(message);
  }
}
