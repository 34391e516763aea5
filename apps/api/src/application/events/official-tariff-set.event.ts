import { DomainEvent, type AuditedAs } from './domain-event';

/** A month's official tariff was entered or changed (docs/official-tariff.md). Audited as `set-official-tariff`. */
export class OfficialTariffSet extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'set-official-tariff' });
  }
}
