import { applyDecorators } from '@nestjs/common';
import { ApiHideProperty, ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Expose, Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/** The value has been read (or refused) already: this names the field, so that a field of another name is
 * refused. */
const READ_BY_ITS_READER = { name: 'readByItsReader', validator: { validate: () => true } };

/**
 * A number or text, as the one number reader takes it; `description` and the rest as ApiProperty's. The
 * schema is the `oneOf` alone, whatever type the reader answers (the property's TypeScript type is not the
 * wire's).
 */
export function numberOrText(description: ApiPropertyOptions): ApiPropertyOptions {
  return {
    type: Object,
    oneOf: [{ type: 'number' }, { type: 'string' }],
    ...description,
  } as ApiPropertyOptions;
}

/**
 * One request field, declared once (docs/developer-guide.md#how-a-request-is-validated-and-described):
 * `description` is the field in the OpenAPI document, `read` is the domain's reader of the field. The
 * validation pipe hands the reader what was sent and keeps what it answers, so the controller passes a
 * typed value on; what the reader refuses is answered as the domain's error (its Arabic message naming the
 * field, and its `code`). A field left out is not read (the command sees it absent, and the domain says
 * whether it may be), unless `readWhenAbsent`: then its reader says it is missing.
 */
export function TypedField<T>(
  description: ApiPropertyOptions,
  read: (value: unknown) => T,
  { readWhenAbsent = false }: { readWhenAbsent?: boolean } = {},
): PropertyDecorator {
  return applyDecorators(
    ApiProperty(description),
    ...(readWhenAbsent ? [Expose()] : []),
    Transform(({ value }: { value: unknown }) => read(value)),
    ValidateBy(READ_BY_ITS_READER),
  );
}

/**
 * A field a client may not send (the server computes it): left out of the OpenAPI document, and refused with
 * `refusal` when sent (rather than as a field of another name).
 */
export function RefusedField(refusal: () => Error): PropertyDecorator {
  return applyDecorators(
    ApiHideProperty(),
    Transform(() => {
      throw refusal();
    }),
    ValidateBy(READ_BY_ITS_READER),
  );
}
