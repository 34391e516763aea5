/**
 * A growing delay after wrong guesses in a row (docs/public-endpoints.md): the first few misses are free,
 * then the wait starts at `firstDelaySeconds` and doubles with every further miss, up to
 * `longestDelaySeconds`. A right guess starts the count again; so does a quiet `forgetAfterSeconds` since the
 * last miss.
 */
export interface BackoffPolicy {
  readonly freeMisses: number;
  readonly firstDelaySeconds: number;
  readonly longestDelaySeconds: number;
  readonly forgetAfterSeconds: number;
}

/** Passcodes (tables and danger): 5 free misses, then 30 s, 1 min, 2 min… up to an hour. */
export const PASSCODE_BACKOFF: BackoffPolicy = {
  freeMisses: 5,
  firstDelaySeconds: 30,
  longestDelaySeconds: 60 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/**
 * Portal look-ups that found no bill, per visitor: a customer mistyping their name a few
 * times is never slowed; a visitor guessing names waits 30 s, 1 min, 2 min… up to half an hour.
 */
export const PORTAL_VISITOR_BACKOFF: BackoffPolicy = {
  freeMisses: 5,
  firstDelaySeconds: 30,
  longestDelaySeconds: 30 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/**
 * The same misses counted per client address, all devices together: a visitor who throws its device
 * cookie away is a new device, not a new address. Looser, since several households may share one
 * address (a mobile network).
 */
export const PORTAL_ADDRESS_BACKOFF: BackoffPolicy = {
  freeMisses: 20,
  firstDelaySeconds: 30,
  longestDelaySeconds: 30 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/** What is counted for one key: the misses in a row and when the last one was (epoch ms). */
export interface BackoffState {
  readonly misses: number;
  readonly lastMissAt: number;
}

/** The wait, in seconds, after `misses` misses in a row before the next guess is checked. */
export function waitDelaySeconds(misses: number, policy: BackoffPolicy): number {
  if (misses < policy.freeMisses) return 0;
  const doublings = misses - policy.freeMisses;
  // 2^32 seconds is beyond any longest delay: stop doubling before the number overflows.
  if (doublings > 31) return policy.longestDelaySeconds;
  return Math.min(policy.longestDelaySeconds, policy.firstDelaySeconds * 2 ** doublings);
}

/** The misses still counted at `now` (0 once the quiet time has passed). */
export function missesCounted(state: BackoffState, now: number, policy: BackoffPolicy): number {
  return now - state.lastMissAt >= policy.forgetAfterSeconds * 1000 ? 0 : state.misses;
}

/** Milliseconds still to wait at `now` before the next guess is checked; 0 when it may be. */
export function remainingWaitMs(state: BackoffState, now: number, policy: BackoffPolicy): number {
  const misses = missesCounted(state, now, policy);
  return Math.max(0, state.lastMissAt + waitDelaySeconds(misses, policy) * 1000 - now);
}

/** A wait said in Arabic, in seconds under a minute, else in whole minutes rounded up. */
export function waitInArabic(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return counted(whole, ['ثانية واحدة', 'ثانيتين', 'ثوانٍ', 'ثانية']);
  return counted(Math.ceil(whole / 60), ['دقيقة واحدة', 'دقيقتين', 'دقائق', 'دقيقة']);
}

/** Arabic counting: one and two are words of their own, 3 to 10 take the plural, 11 and up the singular. */
function counted(count: number, [one, two, few, many]: readonly [string, string, string, string]): string {
  if (count === 1) return one;
  if (count === 2) return two;
  return `${count} ${count <= 10 ? few : many}`;
}
