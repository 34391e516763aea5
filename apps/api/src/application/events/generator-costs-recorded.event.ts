import { DomainEvent, type AuditedAs } from './domain-event';

/**
 * Lines were written to the generator's log: one typed (`record-generator-cost`) or a sheet's rows
 * (`import-generator-costs`).
 */
export class GeneratorCostsRecorded extends DomainEvent {
  constructor(entry: AuditedAs, imported: boolean) {
    super({ ...entry, action: imported ? 'import-generator-costs' : 'record-generator-cost' });
  }
}
