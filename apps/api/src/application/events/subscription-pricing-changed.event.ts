import { DomainEvent, type AuditedAs } from './domain-event';

/** The subscription fee by amperage changed; the metered customers were billed again at it. Audited as `update-subscription-pricing`. */
export class SubscriptionPricingChanged extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'update-subscription-pricing' });
  }
}
