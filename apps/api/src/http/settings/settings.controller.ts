import { Body, Controller, Get, Header, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { PUBLIC_ADDRESS_MAX_LENGTH } from '@kahraba/billing-domain';
import { AdminOnlyGuard } from '../access/admin-only.guard';
import { CurrentUser } from '../access/current-user.decorator';
import { CollectorAllowed } from '../access/collector-allowed.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import type { UserView } from '../../application/access/user.view';
import { CompanyProfileResponse } from './company-profile.response';
import { GetCompanyProfileQuery } from '../../application/settings/get-company-profile.query';
import { GetExchangeRateQuery } from '../../application/prices/get-exchange-rate.query';
import { GetSubscriptionPricingQuery } from '../../application/prices/get-subscription-pricing.query';
import { GetTableConfigQuery } from '../../application/settings/get-table-config.query';
import { TableConfigResponse } from './table-config.response';
import {
  UpdateCompanyProfileCommand,
  type CompanyProfileInput,
} from '../../application/settings/update-company-profile.command';
import { PublicAddressResponse } from './public-address.response';
import { SetPublicAddressCommand } from '../../application/settings/set-public-address.command';
import { GetCutOffSettingsQuery } from '../../application/cut-off/get-cut-off-settings.query';
import { SetCutOffSettingsCommand } from '../../application/cut-off/set-cut-off-settings.command';
import { CutOffSettingsDto, CutOffSettingsResponse } from './cut-off-settings.response';

/** The address customers reach, as typed (docs/public-address.md); the domain reads and checks it. */
class PublicAddressDto {
  @ApiProperty({ example: 'https://kahraba.example.com' })
  @MaxLength(PUBLIC_ADDRESS_MAX_LENGTH, { message: 'عنوان الموقع طويل جداً' })
  @IsString({ message: 'اكتب عنوان الموقع كما يفتحه العملاء' })
  publicUrl!: string;
}

// class-validator runs a property's checks bottom-up: the type check sits last so it answers first.
class CompanyProfileDto implements CompanyProfileInput {
  @ApiProperty()
  @MaxLength(200, { message: 'اسم الشركة طويل جداً' })
  @IsString({ message: 'اسم الشركة غير صالح' })
  name!: string;
  @ApiProperty()
  @MaxLength(300, { message: 'العنوان طويل جداً' })
  @IsString({ message: 'العنوان غير صالح' })
  address!: string;
  @ApiProperty()
  @MaxLength(40, { message: 'رقم الهاتف طويل جداً' })
  @IsString({ message: 'رقم الهاتف غير صالح' })
  phone!: string;
  @ApiProperty()
  @MaxLength(40, { message: 'رقم الهاتف طويل جداً' })
  @IsString({ message: 'رقم الهاتف الثاني غير صالح' })
  phone2!: string;
  @ApiProperty()
  @MaxLength(200, { message: 'البريد الإلكتروني طويل جداً' })
  @IsString({ message: 'البريد الإلكتروني غير صالح' })
  email!: string;
  @ApiProperty()
  @MaxLength(100, { message: 'رقم التسجيل طويل جداً' })
  @IsString({ message: 'رقم التسجيل غير صالح' })
  registrationNumber!: string;
  @ApiProperty()
  @MaxLength(500, { message: 'الملاحظة طويلة جداً' })
  @IsString({ message: 'ملاحظة الاستعلام غير صالحة' })
  lookupNote!: string;
  /** Left out: the choice on file stays (docs/official-tariff.md#on-the-invoice). */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @IsBoolean({ message: 'خيار طباعة التسعيرة الرسمية غير صالح' })
  printOfficialTariffLine?: boolean;
}

@ApiTags('settings')
@ApiErrorResponses(401)
@Controller('api')
export class SettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  // The collector converts pounds too; the receipt prints the company (docs/operator-guide.md#roles).
  @CollectorAllowed()
  @Get('exchange-rate')
  // A bare number: without this Express would send it as text/html.
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOkResponse({ description: 'Lebanese pounds per US dollar', schema: { type: 'number', example: 89500 } })
  exchangeRate(): Promise<number> {
    return this.queries.execute(new GetExchangeRateQuery());
  }

  @Get('subscription-pricing')
  @ApiOkResponse({
    description: 'Monthly price in dollars by amperage, e.g. {"5": 40}',
    schema: { type: 'object', additionalProperties: { type: 'number' } },
  })
  subscriptionPricing(): Promise<Record<string, number>> {
    return this.queries.execute(new GetSubscriptionPricingQuery());
  }

  @Get('table-config')
  @ApiOkResponse({ type: TableConfigResponse })
  tableConfig(): Promise<TableConfigResponse> {
    return this.queries.execute(new GetTableConfigQuery());
  }

  @CollectorAllowed()
  @Get('company-profile')
  @ApiOkResponse({ type: CompanyProfileResponse })
  companyProfile(): Promise<CompanyProfileResponse> {
    return this.queries.execute(new GetCompanyProfileQuery());
  }

  @Put('company-profile')
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: CompanyProfileResponse })
  @ApiErrorResponses(400, 403)
  updateCompanyProfile(
    @Body() body: CompanyProfileDto,
    @CurrentUser() user: UserView,
  ): Promise<CompanyProfileResponse> {
    return this.commands.execute(new UpdateCompanyProfileCommand({ ...body }, user.email));
  }

  /** docs/cut-off.md#who-may: whether operators may cut off and reconnect customers. */
  @Get('cut-off-settings')
  @ApiOkResponse({ type: CutOffSettingsResponse })
  cutOffSettings(@CurrentUser() user: UserView): Promise<CutOffSettingsResponse> {
    return this.queries.execute(new GetCutOffSettingsQuery(user.role));
  }

  @Put('cut-off-settings')
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: CutOffSettingsResponse })
  @ApiErrorResponses(400, 403)
  setCutOffSettings(
    @Body() body: CutOffSettingsDto,
    @CurrentUser() user: UserView,
  ): Promise<CutOffSettingsResponse> {
    return this.commands.execute(
      new SetCutOffSettingsCommand({ operatorsMayCutOff: body.operatorsMayCutOff }, user.email),
    );
  }

  /** docs/public-address.md: the first administrator is asked for it; PUBLIC_URL overrides it. */
  @Put('public-address')
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: PublicAddressResponse })
  @ApiErrorResponses(400, 403)
  setPublicAddress(
    @Body() body: PublicAddressDto,
    @CurrentUser() user: UserView,
  ): Promise<PublicAddressResponse> {
    return this.commands.execute(new SetPublicAddressCommand(body.publicUrl, user.email));
  }
}
