/** How the edge should treat a refusal; the API maps each kind to one HTTP status. */
export type DomainErrorKind =
  'invalid' | 'not_found' | 'conflict' | 'unauthorized' | 'forbidden' | 'too_many';

/**
 * A rule of the business said no. The message is Arabic because it is shown to the operator as is;
 * `code` is stable UPPER_SNAKE so clients and tests never depend on the wording.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;
  /** What the answer carries besides the message and code (e.g. `existingCustomerNumber`). */
  readonly details?: Readonly<Record<string, string | number>>;

  protected constructor(messageAr: string) {
    super(messageAr);
    this.name = new.target.name;
  }
}
