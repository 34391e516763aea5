import { DEFAULT_BUSINESS_TIME_ZONE } from '@kahraba/billing-domain';

/**
 * The business's time zone as SQL reads it (docs/operator-guide.md#configuration): every connection of
 * SqlDatabase sets `kahraba.time_zone` to it, so the SQL that turns instants into days (receipt years, report
 * days, the audit filter) follows BUSINESS_TIME_ZONE, not the server's or the database's TimeZone.
 */
export const BUSINESS_TIME_ZONE_SQL = `COALESCE(nullif(current_setting('kahraba.time_zone', true), ''), '${DEFAULT_BUSINESS_TIME_ZONE}')`;
