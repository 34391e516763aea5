import { BillingSystem as SeededSystem } from '@kahraba/billing-domain';
import type { BillingSystem } from '../../../lib/billing-systems';

/** spec 001 §2.6: the types printed in bulk are ampere and the metered groups (not the generic kWh
 * list, which prints from its own screen); a fourth group is a row of billing_systems and appears here. */
export function printableSystems(systems: readonly BillingSystem[]): BillingSystem[] {
  return systems
    .filter((system) => system.id !== SeededSystem.kwh.id)
    .sort((a, b) => a.displayOrder - b.displayOrder);
}
