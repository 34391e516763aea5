/** Shapes the API answers for the ampere system (spec 000 §3.1, §3.5), generated from the API's
 * OpenAPI document (api-schema.d.ts). The server computes every amount; the web only displays them. */
import type { components } from './api-schema';

type Schemas = components['schemas'];

export type AmpereSort = 'box' | 'number';

export type AmpereRecord = Schemas['AmpereRecordResponse'];

export type ArchivedAmpereRecord = Schemas['ArchivedAmpereRecordResponse'];

/** The fields an operator may send when creating or editing (spec 000 §5). */
export interface AmpereRecordInput {
  name: string;
  box?: string | null;
  ampere: number;
  /** Omitted or null: the server applies the threshold price. */
  amperePrice?: number | null;
  address?: string | null;
  amountPaid?: number;
  isPaid?: boolean;
  dueDate?: string | null;
}

export type CompanyInfo = Schemas['CompanyProfileResponse'];

export type AmpereInvoice = Schemas['AmpereInvoiceResponse'];

/** A box and how many live customers it holds ('' = no box), in print order (spec 000 §2.6). */
export type AmpereBox = Schemas['AmpereBoxResponse'];
