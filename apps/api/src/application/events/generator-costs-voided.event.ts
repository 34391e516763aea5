import { DomainEvent, type AuditedAs } from './domain-event';

/** Lines of the generator's log were taken back (archived): one, or a whole import. */
export class GeneratorCostsVoided extends DomainEvent {
  constructor(entry: AuditedAs, wholeImport: boolean) {
    super({ ...entry, action: wholeImport ? 'void-generator-cost-import' : 'void-generator-cost' });
  }
}
