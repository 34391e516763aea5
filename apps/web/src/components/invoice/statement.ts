import type { components } from '../../types/api-schema';

/** A customer's statement of account for a month as the server sends it: the one shape of a bill. */
export type Statement = components['schemas']['StatementResponse'];
