import { Migration } from '@mikro-orm/migrations';

const KWH_TABLES = ['kwh_customers', 'kwh_archived_customers', 'kwh_monthly_archives'];

/**
 * A reading round on the phone (docs/meter-reader.md): with the readings, whether the current reading is an
 * estimate (the meter could not be read) and why, whether the reading it follows was one (a lower
 * actual reading then trues it up), and a meter replaced this month (the old meter's final reading
 * and the new one's start). The archives keep them with the row, so a month's invoice still says
 * 'تقدير'. `meter_readings` logs every reading the round applied, once per client id (a retried
 * offline reading is applied once and answered the same).
 */
export class Migration20261201MeterReadings extends Migration {
  override async up(): Promise<void> {
    for (const table of KWH_TABLES) {
      this.addSql(
        `ALTER TABLE ${table}
           ADD COLUMN reading_estimated boolean NOT NULL DEFAULT false,
           ADD COLUMN previous_estimated boolean NOT NULL DEFAULT false,
           ADD COLUMN unread_reason text CHECK (unread_reason IS NULL OR length(unread_reason) <= 200),
           ADD COLUMN replaced_final_kwh numeric(14, 3) CHECK (replaced_final_kwh >= 0),
           ADD COLUMN replaced_start_kwh numeric(14, 3) CHECK (replaced_start_kwh >= 0),
           ADD CONSTRAINT ${table}_replacement_whole
             CHECK ((replaced_final_kwh IS NULL) = (replaced_start_kwh IS NULL));`,
      );
    }
    this.addSql(`
      CREATE TABLE meter_readings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id text NOT NULL UNIQUE CHECK (length(client_id) BETWEEN 1 AND 100),
        system text NOT NULL REFERENCES billing_systems (id),
        customer_id uuid NOT NULL,
        month char(7) NOT NULL,
        box text,
        kind text NOT NULL CHECK (kind IN ('actual', 'estimated', 'unread')),
        previous_kwh numeric(14, 3) NOT NULL,
        reading_kwh numeric(14, 3) NOT NULL,
        consumption numeric(14, 3) NOT NULL,
        unread_reason text,
        replaced_final_kwh numeric(14, 3),
        replaced_start_kwh numeric(14, 3),
        warning_code text,
        taken_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        recorded_by text NOT NULL,
        recorded_by_user_id uuid,
        -- The answer given when it was applied: the same client id gets it again.
        answer jsonb NOT NULL
      );
      CREATE INDEX meter_readings_round_idx ON meter_readings (system, month, customer_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE meter_readings;');
    for (const table of KWH_TABLES) {
      this.addSql(
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_replacement_whole, DROP COLUMN reading_estimated,
           DROP COLUMN previous_estimated, DROP COLUMN unread_reason, DROP COLUMN replaced_final_kwh,
           DROP COLUMN replaced_start_kwh;`,
      );
    }
  }
}
