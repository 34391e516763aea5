import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ExchangeRate, Month } from '@kahraba/billing-domain';
import { AMPERE_TABLES, readAmperePricing, readLiveMonth, writeAudit } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { readCompanyProfile, writeCompanyProfile, type CompanyProfile } from './company-profile';
import {
  GetAmperePricingQuery,
  GetCompanyProfileQuery,
  GetExchangeRateQuery,
  GetLiveMonthQuery,
  GetSubscriptionPricingQuery,
  GetTableConfigQuery,
  type TableConfig,
} from './settings.queries';
import { readTableConfig } from './table-config';
import { UpdateCompanyProfileCommand } from './update-company-profile.command';

@QueryHandler(GetCompanyProfileQuery)
export class GetCompanyProfileHandler implements IQueryHandler<GetCompanyProfileQuery> {
  constructor(private readonly db: Database) {}
  execute(): Promise<CompanyProfile> {
    return readCompanyProfile(this.db);
  }
}

@CommandHandler(UpdateCompanyProfileCommand)
export class UpdateCompanyProfileHandler implements ICommandHandler<UpdateCompanyProfileCommand> {
  constructor(private readonly db: Database) {}
  async execute({ profile, actor }: UpdateCompanyProfileCommand): Promise<CompanyProfile> {
    await this.db.transaction(async (tx) => {
      await writeCompanyProfile(tx, profile);
      await writeAudit(tx, { actor, action: 'update-company-profile' });
    });
    return readCompanyProfile(this.db);
  }
}

@QueryHandler(GetExchangeRateQuery)
export class GetExchangeRateHandler implements IQueryHandler<GetExchangeRateQuery> {
  constructor(private readonly db: Database) {}
  async execute(): Promise<number> {
    const [row] = await this.db.query<{ usd_to_lbp: string }>(
      'SELECT usd_to_lbp::text FROM exchange_rate ORDER BY updated_at DESC, id DESC LIMIT 1',
    );
    return (row ? ExchangeRate.of(row.usd_to_lbp) : ExchangeRate.default).toNumber();
  }
}

@QueryHandler(GetSubscriptionPricingQuery)
export class GetSubscriptionPricingHandler implements IQueryHandler<GetSubscriptionPricingQuery> {
  constructor(private readonly db: Database) {}
  async execute(): Promise<Record<string, number>> {
    const rows = await this.db.query<{ amperage: number; price: number }>(
      'SELECT amperage, price::float8 AS price FROM subscription_pricing ORDER BY amperage',
    );
    return Object.fromEntries(rows.map((row) => [String(row.amperage), row.price]));
  }
}

@QueryHandler(GetAmperePricingQuery)
export class GetAmperePricingHandler implements IQueryHandler<GetAmperePricingQuery> {
  constructor(private readonly db: Database) {}
  async execute(): Promise<{ globalPrice: number; lowPrice: number }> {
    const pricing = await readAmperePricing(this.db);
    return { globalPrice: pricing.globalPrice.toNumber(), lowPrice: pricing.lowPrice.toNumber() };
  }
}

@QueryHandler(GetTableConfigQuery)
export class GetTableConfigHandler implements IQueryHandler<GetTableConfigQuery> {
  constructor(private readonly db: Database) {}
  execute(): Promise<TableConfig> {
    return readTableConfig(this.db);
  }
}

@QueryHandler(GetLiveMonthQuery)
export class GetLiveMonthHandler implements IQueryHandler<GetLiveMonthQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}
  async execute({
    system,
  }: GetLiveMonthQuery): Promise<{ system: string; liveMonth: string; label: string }> {
    const month: Month = await readLiveMonth(this.db, AMPERE_TABLES, this.clock.now());
    return { system, liveMonth: month.toString(), label: month.label() };
  }
}
