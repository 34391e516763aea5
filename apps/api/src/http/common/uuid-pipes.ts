import { ParseUUIDPipe } from '@nestjs/common';
import { InvalidInputError } from '@kahraba/billing-domain';

const invalidId = (message = 'معرّف غير صالح') => new InvalidInputError(message, 'INVALID_ID');

/** An id in a path or query: not a UUID is 400 'معرّف غير صالح' (INVALID_ID), before any lookup. */
export const uuid = new ParseUUIDPipe({ exceptionFactory: () => invalidId() });

/** The same, naming what the id is of ('معرّف المستخدم غير صالح'). */
export const uuidOf = (message: string) => new ParseUUIDPipe({ exceptionFactory: () => invalidId(message) });

/** The same for an id that may be left out. */
export const optionalUuid = new ParseUUIDPipe({ optional: true, exceptionFactory: () => invalidId() });
