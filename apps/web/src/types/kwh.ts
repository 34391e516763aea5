/** Shapes the API answers for the kWh-metered systems (docs/metered-groups.md), generated from the API's
 * OpenAPI document (api-schema.d.ts). The server computes every amount and the consumption; the web only
 * displays them. */
import type { components } from './api-schema';

type Schemas = components['schemas'];

/** A billing system as data (`GET /api/billing-systems`): a fourth metered group is a row, not code. */
export type BillingSystem = Schemas['BillingSystemResponse'];

/** A live kWh customer (money 2 dp, pricePerKwh up to 4 dp, kWh up to 3 dp; consumption never below 0). */
export type KwhCustomer = Schemas['KwhCustomerResponse'];
