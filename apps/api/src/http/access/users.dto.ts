import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { USER_ROLES, type UserRole } from '@kahraba/billing-domain';

const ROLES: UserRole[] = [...USER_ROLES];
const ROLE_REFUSED = 'الدور يجب أن يكون مدير (admin) أو مشغّل (operator) أو محصّل (collector)';
const METER_READER_REFUSED = 'صلاحية قراءة العدادات يجب أن تكون true أو false';
const METER_READER = {
  type: Boolean,
  description: 'A collector who may also walk the reading round (docs/meter-reader.md); collectors only',
};

// class-validator runs a property's checks bottom-up: the presence and type checks sit last.
export class CreateUserDto {
  @ApiProperty({ example: 'rania@example.com' })
  @MaxLength(254, { message: 'البريد الإلكتروني طويل جداً' })
  @IsString({ message: 'البريد الإلكتروني مطلوب' })
  email!: string;

  @ApiProperty()
  @MaxLength(100, { message: 'الاسم الأول طويل جداً' })
  @IsString({ message: 'الاسم الأول مطلوب' })
  firstName!: string;

  @ApiProperty()
  @MaxLength(100, { message: 'اسم العائلة طويل جداً' })
  @IsString({ message: 'اسم العائلة مطلوب' })
  lastName!: string;

  @ApiProperty({ enum: ROLES, enumName: 'UserRole' })
  @IsIn(ROLES, { message: ROLE_REFUSED })
  role!: UserRole;

  @ApiPropertyOptional(METER_READER)
  @IsOptional()
  @IsBoolean({ message: METER_READER_REFUSED })
  meterReader?: boolean;

  @ApiProperty({ description: 'At least 8 characters, at most 200 (what sign-in accepts)' })
  @IsString({ message: 'كلمة المرور مطلوبة' })
  password!: string;
}

export class UpdateUserDto {
  @ApiPropertyOptional({ enum: ROLES, enumName: 'UserRole' })
  @IsOptional()
  @IsIn(ROLES, { message: ROLE_REFUSED })
  role?: UserRole;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @IsBoolean({ message: 'حالة الحساب يجب أن تكون true أو false' })
  active?: boolean;

  @ApiPropertyOptional(METER_READER)
  @IsOptional()
  @IsBoolean({ message: METER_READER_REFUSED })
  meterReader?: boolean;
}

export class ResetPasswordDto {
  @ApiPropertyOptional({
    type: String,
    description: 'The new password; omitted: a strong one is generated and answered once',
  })
  @IsOptional()
  @IsString({ message: 'كلمة المرور غير صالحة' })
  password?: string;
}
