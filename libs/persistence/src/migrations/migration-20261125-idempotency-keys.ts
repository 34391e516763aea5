import { Migration } from '@mikro-orm/migrations';

/**
 * One click, one customer: the keys of requests that created something, with what they
 * created, so that a retried request answers the same record. Old keys are forgotten.
 */
export class Migration20261125IdempotencyKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE idempotency_keys (
        scope text NOT NULL,
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
        record_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      );
      CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE idempotency_keys;');
  }
}
