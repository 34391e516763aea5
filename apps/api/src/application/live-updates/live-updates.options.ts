/**
 * How often an idle stream sends a comment, so proxies and browsers keep it open
 * (docs/operator-guide.md#configuration).
 */
export const LIVE_UPDATES_HEARTBEAT_MS = Symbol('LIVE_UPDATES_HEARTBEAT_MS');

const DEFAULT_HEARTBEAT_MS = 25_000;

/** `LIVE_UPDATES_HEARTBEAT_MS` in the environment (tests shorten it), else every 25 s. */
export function heartbeatFromEnvironment(environment: NodeJS.ProcessEnv): number {
  const value = Number(environment.LIVE_UPDATES_HEARTBEAT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_HEARTBEAT_MS;
}
