import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'admin@kahraba.local' })
  @IsEmail({}, { message: 'البريد الإلكتروني غير صالح' })
  @MaxLength(254, { message: 'البريد الإلكتروني طويل جداً' })
  email!: string;

  @ApiProperty()
  @IsString({ message: 'كلمة المرور مطلوبة' })
  @MinLength(1, { message: 'كلمة المرور مطلوبة' })
  @MaxLength(200, { message: 'كلمة المرور طويلة جداً' })
  password!: string;
}
