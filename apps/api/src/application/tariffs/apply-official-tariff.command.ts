import { Command } from '@nestjs/cqrs';

export interface OfficialTariffApplication {
  message: string;
  month: string;
  /** The metered groups whose kWh prices became their zones' official prices. */
  systems: string[];
  /** The subscription pricing map stored: amperage → LBP fee. */
  pricing: Record<string, number>;
  /** Metered customers whose bill changed, in every group. */
  customersUpdated: number;
}

/**
 * POST /api/official-tariffs/{YYYY-MM}/apply {system} (docs/official-tariff.md#applying-it): the month's
 * tariff becomes the prices — every customer of the group (or of every metered group, `all`) at their
 * zone's price per kWh in pounds, the group's price at the town's, and the subscription pricing map at
 * the official fixed part of each amperage — as one undoable change (a linked batch in each group it
 * touched; the group's undo takes it all back).
 */
export class ApplyOfficialTariffCommand extends Command<OfficialTariffApplication> {
  constructor(
    readonly month: string,
    /** A metered group's id, or 'all'. */
    readonly system: string,
    readonly actor: string,
  ) {
    super();
  }
}
