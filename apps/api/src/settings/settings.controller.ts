import { Body, Controller, Get, Header, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { CompanyProfile } from '@kahraba/billing-domain';
import { AdminOnlyGuard } from '../auth/admin-only.guard';
import { CurrentUser } from '../auth/current-user.decorator';
import type { UserView } from '../users/user.mapper';
import { GetCompanyProfileQuery } from './get-company-profile.query';
import { GetExchangeRateQuery } from './get-exchange-rate.query';
import { GetSubscriptionPricingQuery } from './get-subscription-pricing.query';
import { GetTableConfigQuery } from './get-table-config.query';
import { UpdateCompanyProfileCommand } from './update-company-profile.command';

// class-validator runs a property's checks bottom-up: the type check sits last so it answers first.
class CompanyProfileDto implements CompanyProfile {
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
}

@ApiTags('settings')
@Controller('api')
export class SettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('exchange-rate')
  // A bare number: without this Express would send it as text/html.
  @Header('Content-Type', 'application/json; charset=utf-8')
  exchangeRate() {
    return this.queries.execute(new GetExchangeRateQuery());
  }

  @Get('subscription-pricing')
  subscriptionPricing() {
    return this.queries.execute(new GetSubscriptionPricingQuery());
  }

  @Get('table-config')
  tableConfig() {
    return this.queries.execute(new GetTableConfigQuery());
  }

  @Get('company-profile')
  companyProfile() {
    return this.queries.execute(new GetCompanyProfileQuery());
  }

  @Put('company-profile')
  @UseGuards(AdminOnlyGuard)
  updateCompanyProfile(@Body() body: CompanyProfileDto, @CurrentUser() user: UserView) {
    return this.commands.execute(new UpdateCompanyProfileCommand({ ...body }, user.email));
  }
}
