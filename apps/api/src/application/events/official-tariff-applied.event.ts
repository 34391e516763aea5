import { DomainEvent, type AuditedAs } from './domain-event';

/**
 * A month's official tariff became the prices (docs/official-tariff.md#applying-it): kWh prices by zone,
 * the subscription pricing map by amperage. Audited as `apply-official-tariff`.
 */
export class OfficialTariffApplied extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'apply-official-tariff' });
  }
}
