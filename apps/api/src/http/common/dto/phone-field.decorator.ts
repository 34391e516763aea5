import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { INVALID_PHONE_MESSAGE } from '@kahraba/billing-domain';

/** A customer's phone as typed, for any system; the domain reads it (parseLebanesePhone). */
export function PhoneField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      example: '03 123456',
      description:
        'Any Lebanese form (+961, 00961, spaces, Arabic-Indic digits); answered in E.164. Blank: none.',
    }),
    IsOptional(),
    MaxLength(50, { message: INVALID_PHONE_MESSAGE }),
    IsString({ message: INVALID_PHONE_MESSAGE }),
  );
}
