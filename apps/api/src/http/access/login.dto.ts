import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

// class-validator runs a property's checks bottom-up: the presence and type checks sit last.
export class LoginDto {
  @ApiProperty({ example: 'admin@kahraba.local' })
  @MaxLength(254, { message: 'البريد الإلكتروني طويل جداً' })
  @IsEmail({}, { message: 'البريد الإلكتروني غير صالح' })
  email!: string;

  @ApiProperty()
  @MaxLength(200, { message: 'كلمة المرور طويلة جداً' })
  @MinLength(1, { message: 'كلمة المرور مطلوبة' })
  @IsString({ message: 'كلمة المرور مطلوبة' })
  password!: string;
}
