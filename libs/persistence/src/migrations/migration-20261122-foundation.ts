import { Migration } from '@mikro-orm/migrations';

/** Sign-in, sessions (connect-pg-simple's table) and shared settings. */
export class Migration20261122Foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        profile_image_url text,
        password_hash text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'operator')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

      CREATE TABLE sessions (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      );
      CREATE INDEX sessions_expire_idx ON sessions (expire);

      CREATE TABLE settings (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE exchange_rate (
        id serial PRIMARY KEY,
        usd_to_lbp numeric(15, 2) NOT NULL DEFAULT 89500.00 CHECK (usd_to_lbp > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO exchange_rate (usd_to_lbp) VALUES (89500.00);

      CREATE TABLE subscription_pricing (
        id serial PRIMARY KEY,
        amperage integer NOT NULL UNIQUE,
        price numeric(10, 2) NOT NULL CHECK (price >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE subscription_pricing, exchange_rate, settings, sessions, users;');
  }
}
