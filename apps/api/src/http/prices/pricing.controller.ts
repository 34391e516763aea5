import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnlyGuard } from '../access/admin-only.guard';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import type { UserView } from '../../application/access/user.view';
import { ListSubscriptionAmperagesQuery } from '../../application/prices/list-subscription-amperages.query';
import { MigrateKwhLbpCommand } from '../../application/prices/migrate-kwh-lbp.command';
import { ExchangeRateDto, SubscriptionPricingDto } from './pricing.dto';
import {
  ExchangeRateChangeResponse,
  KwhLbpMigrationResponse,
  SubscriptionAmperageResponse,
  SubscriptionPricingChangeResponse,
} from './pricing.response';
import { UpdateExchangeRateCommand } from '../../application/prices/update-exchange-rate.command';
import { UpdateSubscriptionPricingCommand } from '../../application/prices/update-subscription-pricing.command';

/**
 * The metered systems' prices (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing):
 * the exchange rate and the subscription pricing map (each change bills every metered customer's live month
 * again, as one undoable change), the amperages customers have, and the LBP repair. Changes are for admins.
 */
@ApiTags('pricing')
@ApiErrorResponses(401)
@Controller('api')
export class PricingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('exchange-rate')
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: ExchangeRateChangeResponse })
  @ApiErrorResponses(400, 403)
  updateExchangeRate(
    @Body() body: ExchangeRateDto,
    @CurrentUser() user: UserView,
  ): Promise<ExchangeRateChangeResponse> {
    return this.commands.execute(new UpdateExchangeRateCommand(body.usdToLbp, user.email));
  }

  @Post('subscription-pricing')
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: SubscriptionPricingChangeResponse })
  @ApiErrorResponses(400, 403)
  updateSubscriptionPricing(
    @Body() body: SubscriptionPricingDto,
    @CurrentUser() user: UserView,
  ): Promise<SubscriptionPricingChangeResponse> {
    return this.commands.execute(new UpdateSubscriptionPricingCommand(body.pricing, user.email));
  }

  @Get('subscription-amperage-data')
  @ApiOkResponse({ type: [SubscriptionAmperageResponse] })
  subscriptionAmperages(): Promise<SubscriptionAmperageResponse[]> {
    return this.queries.execute(new ListSubscriptionAmperagesQuery());
  }

  @Post('kwh-customers/migrate-lbp')
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: KwhLbpMigrationResponse })
  @ApiErrorResponses(403)
  migrateLbp(@CurrentUser() user: UserView): Promise<KwhLbpMigrationResponse> {
    return this.commands.execute(new MigrateKwhLbpCommand(user.email));
  }
}
