import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

const ARABIC = /[\u0600-\u06FF]/;

function messagesOf(errors: ValidationError[], path = ''): string[] {
  return errors.flatMap((error) => {
    const field = path ? `${path}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, text]) => {
      if (rule === 'whitelistValidation') return `الحقل غير مسموح: ${field}`;
      return ARABIC.test(text) ? text : `قيمة غير صالحة للحقل: ${field}`;
    });
    return [...own.slice(0, 1), ...messagesOf(error.children ?? [], field)];
  });
}

/** Whitelist, forbid unknown fields, and answer in Arabic (first problem per field). */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(messagesOf(errors).slice(0, 5).join('، ')),
  });
}
