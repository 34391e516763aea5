import { DomainEvent, type AuditedAs } from './domain-event';

/** The dollar rate in pounds changed; the metered customers were billed again at it. Audited as `update-exchange-rate`. */
export class ExchangeRateChanged extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'update-exchange-rate' });
  }
}
