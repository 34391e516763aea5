import { registrationReferenceOf } from './registration-reference';

describe('the reference of a registration', () => {
  it('is REG- and the request number, as the applicant quotes it', () => {
    expect(registrationReferenceOf(1001)).toBe('REG-1001');
    expect(registrationReferenceOf(12345)).toBe('REG-12345');
  });
});
