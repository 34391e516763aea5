import { Command } from '@nestjs/cqrs';

export interface KwhLbpMigration {
  /** Rows re-computed in every metered system. */
  total: number;
  mahmoudUpdated: number;
  baydawiUpdated: number;
  /** Rows re-computed per metered system (every one, 0 when it has no customers). */
  bySystem: Record<string, number>;
}

/**
 * POST /api/kwh-customers/migrate-lbp (admin;
 * docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing): a repair tool that computes
 * every kWh customer's LBP columns again from the dollar total at the stored rate; one undoable change.
 */
export class MigrateKwhLbpCommand extends Command<KwhLbpMigration> {
  constructor(readonly actor: string) {
    super();
  }
}
