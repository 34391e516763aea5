import { ParseUUIDPipe } from '@nestjs/common';
import { InvalidInputError } from '@kahraba/billing-domain';

const invalidId = () => new InvalidInputError('معرّف غير صالح', 'INVALID_ID');

/** An id in a path or query: not a UUID is 400 'معرّف غير صالح' (INVALID_ID), before any lookup. */
export const uuid = new ParseUUIDPipe({ exceptionFactory: invalidId });

/** The same for an id that may be left out. */
export const optionalUuid = new ParseUUIDPipe({ optional: true, exceptionFactory: invalidId });
