import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122AmpereSystem } from './migration-20261122-ampere-system';
import { Migration20261122Foundation } from './migration-20261122-foundation';
import { Migration20261122PendingCustomers } from './migration-20261122-pending-customers';
import { Migration20261123BatchSettings } from './migration-20261123-batch-settings';
import { Migration20261124UndoJournalAfter } from './migration-20261124-undo-journal-after';
import { Migration20261125AsciiBoxes } from './migration-20261125-ascii-boxes';
import { Migration20261125BatchCreatedIds } from './migration-20261125-batch-created-ids';
import { Migration20261125IdempotencyKeys } from './migration-20261125-idempotency-keys';
import { Migration20261125BatchCreatedBy } from './migration-20261125-batch-created-by';
import { Migration20261126KwhSystems } from './migration-20261126-kwh-systems';
import { Migration20261127KwhSystemScope } from './migration-20261127-kwh-system-scope';
import { Migration20261128AuditEntries } from './migration-20261128-audit-entries';
import { Migration20261128MonthlyArchiveSearch } from './migration-20261128-monthly-archive-search';
import { Migration20261128PrintSelections } from './migration-20261128-print-selections';
import { Migration20261128BatchGroups } from './migration-20261128-batch-groups';
import { Migration20261128UserActive } from './migration-20261128-user-active';
import { Migration20261129PaymentsLedger } from './migration-20261129-payments-ledger';
import { Migration20261129AmperePaidMarks } from './migration-20261129-ampere-paid-marks';
import { Migration20261129KwhCustomersFillfactor } from './migration-20261129-kwh-customers-fillfactor';
import { Migration20261130PoundsSources } from './migration-20261130-pounds-sources';
import { Migration20261125RateLimits } from './migration-20261125-rate-limits';
import { Migration20261125TableVersions } from './migration-20261125-table-versions';
import { Migration20261128PendingReview } from './migration-20261128-pending-review';
import { Migration20261130CollectorRole } from './migration-20261130-collector-role';
import { Migration20261201MeterReadings } from './migration-20261201-meter-readings';
import { Migration20261202RegistrationReference } from './migration-20261202-registration-reference';
import { Migration20261202MeteredGroupPrices } from './migration-20261202-metered-group-prices';
import { Migration20261202JournalArrears } from './migration-20261202-journal-arrears';
import { Migration20261203MeterReader } from './migration-20261203-meter-reader';
import { Migration20261204ArchiveExchangeRate } from './migration-20261204-archive-exchange-rate';
import { Migration20261210GeneratorEconomics } from './migration-20261210-generator-economics';
import { Migration20261207CashHandovers } from './migration-20261207-cash-handovers';
import { Migration20261205Reminders } from './migration-20261205-reminders';
import { Migration20261209OfficialTariffs } from './migration-20261209-official-tariffs';
import { Migration20261206CutOff } from './migration-20261206-cut-off';

/**
 * Listed explicitly: discovery by dynamic import fails in jest's sandbox. Append only, here and in
 * migration-names.ts.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122Foundation', class: Migration20261122Foundation },
  { name: 'Migration20261122AmpereSystem', class: Migration20261122AmpereSystem },
  { name: 'Migration20261122PendingCustomers', class: Migration20261122PendingCustomers },
  { name: 'Migration20261123BatchSettings', class: Migration20261123BatchSettings },
  { name: 'Migration20261124UndoJournalAfter', class: Migration20261124UndoJournalAfter },
  { name: 'Migration20261125AsciiBoxes', class: Migration20261125AsciiBoxes },
  { name: 'Migration20261125BatchCreatedIds', class: Migration20261125BatchCreatedIds },
  { name: 'Migration20261125IdempotencyKeys', class: Migration20261125IdempotencyKeys },
  { name: 'Migration20261125RateLimits', class: Migration20261125RateLimits },
  { name: 'Migration20261125TableVersions', class: Migration20261125TableVersions },
  { name: 'Migration20261125BatchCreatedBy', class: Migration20261125BatchCreatedBy },
  { name: 'Migration20261126KwhSystems', class: Migration20261126KwhSystems },
  { name: 'Migration20261127KwhSystemScope', class: Migration20261127KwhSystemScope },
  { name: 'Migration20261128AuditEntries', class: Migration20261128AuditEntries },
  { name: 'Migration20261128PendingReview', class: Migration20261128PendingReview },
  { name: 'Migration20261128MonthlyArchiveSearch', class: Migration20261128MonthlyArchiveSearch },
  { name: 'Migration20261128PrintSelections', class: Migration20261128PrintSelections },
  { name: 'Migration20261128BatchGroups', class: Migration20261128BatchGroups },
  { name: 'Migration20261128UserActive', class: Migration20261128UserActive },
  { name: 'Migration20261129PaymentsLedger', class: Migration20261129PaymentsLedger },
  { name: 'Migration20261129AmperePaidMarks', class: Migration20261129AmperePaidMarks },
  { name: 'Migration20261129KwhCustomersFillfactor', class: Migration20261129KwhCustomersFillfactor },
  { name: 'Migration20261130CollectorRole', class: Migration20261130CollectorRole },
  { name: 'Migration20261130PoundsSources', class: Migration20261130PoundsSources },
  { name: 'Migration20261201MeterReadings', class: Migration20261201MeterReadings },
  { name: 'Migration20261202RegistrationReference', class: Migration20261202RegistrationReference },
  { name: 'Migration20261202MeteredGroupPrices', class: Migration20261202MeteredGroupPrices },
  { name: 'Migration20261202JournalArrears', class: Migration20261202JournalArrears },
  { name: 'Migration20261203MeterReader', class: Migration20261203MeterReader },
  { name: 'Migration20261204ArchiveExchangeRate', class: Migration20261204ArchiveExchangeRate },
  { name: 'Migration20261205Reminders', class: Migration20261205Reminders },
  { name: 'Migration20261206CutOff', class: Migration20261206CutOff },
  { name: 'Migration20261207CashHandovers', class: Migration20261207CashHandovers },
  { name: 'Migration20261209OfficialTariffs', class: Migration20261209OfficialTariffs },
  { name: 'Migration20261210GeneratorEconomics', class: Migration20261210GeneratorEconomics },
];
