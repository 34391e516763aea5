import { Command } from '@nestjs/cqrs';
import type { OfficialTariffView } from './official-tariff.view';

/** What an administrator types for a month's tariff; every number read by the domain's one reader. */
export interface OfficialTariffInput {
  readonly kwhPriceLbp: Readonly<Record<string, number | string>>;
  readonly fixedFeesLbp: Readonly<Record<string, number | string>>;
  readonly exchangeRate: number | string;
  readonly dieselPrice20LLbp: number | string;
  readonly source?: string;
}

/**
 * PUT /api/official-tariffs/{YYYY-MM} (docs/official-tariff.md): the month's tariff from now on, entered
 * or replaced; audited with what it replaced. Nothing else changes until it is applied.
 */
export class SetOfficialTariffCommand extends Command<OfficialTariffView> {
  constructor(
    readonly month: string,
    readonly input: OfficialTariffInput,
    readonly actor: string,
  ) {
    super();
  }
}
