import type { components } from '../types/api-schema';

type RoundCustomer = components['schemas']['RoundCustomerResponse'];

/** A customer of the reading round as the API sends it, not read yet; override what the test is about. */
export function roundCustomer(
  fields: Partial<RoundCustomer> & Pick<RoundCustomer, 'id' | 'name'>,
): RoundCustomer {
  return {
    customerNumber: 1000,
    box: '5',
    address: null,
    previousReading: 1000,
    followsEstimate: false,
    reading: null,
    status: 'left',
    unreadReason: null,
    meterReplaced: false,
    replacedMeter: null,
    lastMonths: [100, 100, 100],
    ...fields,
  };
}
