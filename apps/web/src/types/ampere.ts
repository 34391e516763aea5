/** Shapes the API answers for the ampere system, generated from the API's
 * OpenAPI document (api-schema.d.ts). The server computes every amount; the web only displays them. */
import type { components } from './api-schema';

type Schemas = components['schemas'];

/** The order of the records: by customer number, or by box (docs/screens.md#the-customers-screens). */
export type AmpereSort = Schemas['AmpereSort'];

export type AmpereRecord = Schemas['AmpereRecordResponse'];

export type ArchivedAmpereRecord = Schemas['ArchivedAmpereRecordResponse'];

/** The fields an operator may send when creating or editing; a price blank or null is
 * the automatic price. */
export type AmpereRecordInput = Omit<Schemas['CreateAmpereRecordDto'], 'force' | 'idempotencyKey'>;

export type CompanyInfo = Schemas['CompanyProfileResponse'];

export type AmpereInvoice = Schemas['AmpereInvoiceResponse'];

/** A box and how many live customers it holds ('' = no box), in print order. */
export type AmpereBox = Schemas['AmpereBoxResponse'];
