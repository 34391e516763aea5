import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@kahraba/billing-domain';

/**
 * The business's time zone from the environment (docs/operator-guide.md#configuration): BUSINESS_TIME_ZONE,
 * else Asia/Beirut. It decides "today", the 25th rule, month closes, receipt years, report days and the audit
 * filter, whatever the server's TZ.
 */
export function businessTimeZoneOf(env: NodeJS.ProcessEnv): string {
  const value = env.BUSINESS_TIME_ZONE;
  if (value === undefined || value === '') return DEFAULT_BUSINESS_TIME_ZONE;
  if (!isTimeZone(value)) throw new Error(businessTimeZoneProblem(value));
  return value;
}

/** The one line the API and the CLI refuse to start with when the zone is not one. */
export function businessTimeZoneProblem(value: string): string {
  return `BUSINESS_TIME_ZONE ليست منطقة زمنية: «${value}» (اكتب اسماً مثل Asia/Beirut أو UTC، أو اتركها فارغة فيكون توقيت بيروت)`;
}

/** Why the environment cannot start (a zone that is none), or null. */
export function businessTimeZoneSettingProblem(env: NodeJS.ProcessEnv): string | null {
  try {
    businessTimeZoneOf(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
