import { Body, Controller, Get, Header, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { AdminOnlyGuard } from '../auth/admin-only.guard';
import { CurrentUser } from '../auth/current-user.decorator';
import type { UserView } from '../users/user.mapper';
import type { CompanyProfile } from './company-profile';
import {
  GetCompanyProfileQuery,
  GetExchangeRateQuery,
  GetSubscriptionPricingQuery,
  GetTableConfigQuery,
} from './settings.queries';
import { UpdateCompanyProfileCommand } from './update-company-profile.command';

class CompanyProfileDto implements CompanyProfile {
  @ApiProperty()
  @IsString({ message: 'اسم الشركة غير صالح' })
  @MaxLength(200, { message: 'اسم الشركة طويل جداً' })
  name!: string;
  @ApiProperty()
  @IsString({ message: 'العنوان غير صالح' })
  @MaxLength(300, { message: 'العنوان طويل جداً' })
  address!: string;
  @ApiProperty()
  @IsString({ message: 'رقم الهاتف غير صالح' })
  @MaxLength(40, { message: 'رقم الهاتف طويل جداً' })
  phone!: string;
  @ApiProperty()
  @IsString({ message: 'رقم الهاتف الثاني غير صالح' })
  @MaxLength(40, { message: 'رقم الهاتف طويل جداً' })
  phone2!: string;
  @ApiProperty()
  @IsString({ message: 'البريد الإلكتروني غير صالح' })
  @MaxLength(200, { message: 'البريد الإلكتروني طويل جداً' })
  email!: string;
  @ApiProperty()
  @IsString({ message: 'رقم التسجيل غير صالح' })
  @MaxLength(100, { message: 'رقم التسجيل طويل جداً' })
  registrationNumber!: string;
  @ApiProperty()
  @IsString({ message: 'ملاحظة الاستعلام غير صالحة' })
  @MaxLength(500, { message: 'الملاحظة طويلة جداً' })
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
