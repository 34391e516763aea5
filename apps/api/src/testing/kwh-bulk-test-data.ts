import type TestAgent from 'supertest/lib/agent';
import type { KwhCustomerView } from '@kahraba/persistence';

/** Adds kWh customers through the bulk call (the import sheet's columns); returns them as listed. */
export async function importKwhCustomers(
  agent: TestAgent,
  system: string,
  records: readonly Record<string, unknown>[],
): Promise<KwhCustomerView[]> {
  const response = await agent.post(`/api/${system}-customers/bulk`).send({ records });
  if (response.status !== 201) throw new Error(`${response.status}: ${response.text}`);
  return kwhCustomers(agent, system);
}

/** The system's live customers in display order, as the list answers them. */
export async function kwhCustomers(agent: TestAgent, system: string): Promise<KwhCustomerView[]> {
  const response = await agent.get(`/api/${system}-customers`).expect(200);
  return response.body as KwhCustomerView[];
}

/** A customer of the list by name (the tests give every customer its own name). */
export function byName(customers: readonly KwhCustomerView[], name: string): KwhCustomerView {
  const customer = customers.find((candidate) => candidate.name === name);
  if (!customer) throw new Error(`no customer named ${name}`);
  return customer;
}
