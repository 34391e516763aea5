/**
 * The reference a registration answers, for the applicant to quote when they call
 * (docs/customer-portal.md): REG- and the request's number, as the review screen shows it.
 */
export function registrationReferenceOf(referenceNumber: number): string {
  return `REG-${referenceNumber}`;
}
