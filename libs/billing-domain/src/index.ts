// The billing rules, pure: no framework, no I/O, no clock (ARCHITECTURE.md). One entry point.

export { DomainError, type DomainErrorKind } from './errors/domain-error';
export { InvalidInputError, InvalidMonthError, NoValidRowsError } from './errors/invalid-input.error';
export {
  ArchivedRecordNotFoundError,
  NotFoundError,
  NothingToUndoError,
  RecordNotFoundError,
  UnknownBillingSystemError,
} from './errors/not-found.error';
export { ConflictError, MonthAheadOfCalendarError, MonthAlreadyClosedError } from './errors/conflict.error';
export { ForbiddenError, TooManyAttemptsError, UnauthorizedError } from './errors/access.error';

export { toAsciiDigits } from './text/ascii-digits';
export {
  isBlankNumber,
  isNumberText,
  normaliseNumberText,
  notANumber,
  type NumberText,
  readNumber,
} from './numbers/number-text';
export { typedPrice } from './pricing/typed-price';

export { Money } from './money/money';
export { Quantity } from './money/quantity';
export { DEFAULT_EXCHANGE_RATE, ExchangeRate, Lbp, toLbp, toUsd } from './money/lbp';

export { splitLbpVat, splitVat, VAT_RATE_PERCENT, type LbpVatSplit, type VatSplit } from './invoice/vat';
export { invoiceNumberFor } from './invoice/invoice-number';

export { ARABIC_MONTH_NAMES, Month } from './calendar/month';
export { INVOICE_MONTH_ROLLOVER_DAY, invoiceMonthFor } from './calendar/invoice-month';
export {
  ARABIC_WEEKDAY_NAMES,
  arabicDayLabel,
  calendarDayIn,
  calendarYearIn,
  DEFAULT_BUSINESS_TIME_ZONE,
  dayOfMonth,
  daysFromTo,
  isCalendarDay,
  isTimeZone,
} from './calendar/calendar-day';

// The collection report and the spreadsheet downloads; cells that stay data
// (docs/business-rules.md#exports-that-stay-data)
export { safeSpreadsheetCell, type SheetCell } from './exports/spreadsheet-cell';
export { csvText } from './exports/csv-text';
// docs/copies-stay-data.md: the copy buttons' tab-separated text, each cell on one line and data
export { tsvCell, tsvText } from './exports/tsv-text';
export { sheetTablesCsv, type SheetTable } from './exports/sheet-table';
export {
  isPaymentsReportGroup,
  MAX_PAYMENTS_REPORT_DAYS,
  PAYMENTS_REPORT_GROUPS,
  readPaymentsReportQuery,
  type PaymentsReportGroup,
  type PaymentsReportQuery,
} from './payments-report/payments-report-query';
export {
  boxReportKey,
  boxReportLabel,
  collectorLabel,
  paymentsReportTotals,
  sortByBox,
  type BoxCollection,
  type PaymentsReport,
  type PaymentsReportFigures,
  type PaymentsReportRow,
} from './payments-report/payments-report';
export { paymentsReportRows, type PaymentsGroupSums } from './payments-report/payments-report-rows';
export {
  BOX_COLLECTION_LABELS,
  PAYMENTS_REPORT_FIGURE_LABELS,
  PAYMENTS_REPORT_GROUP_LABELS,
  paymentsReportSheets,
} from './payments-report/payments-report-sheet';
export { firstPortalPaymentMonth, PORTAL_PAYMENT_MONTHS } from './portal/portal-payment-history';
export { customersNamedBy } from './portal/portal-customer-match';
export {
  paymentsShown,
  portalPaymentsShownTo,
  type PortalPaymentsShown,
} from './portal/portal-payments-shown';
export {
  httpAddressOf,
  isLoopbackAddress,
  PUBLIC_ADDRESS_MAX_LENGTH,
  readPublicAddress,
} from './portal/public-address';

export { CustomerNumber, FIRST_CUSTOMER_NUMBER } from './customer/customer-number';
export { DuplicateCustomerError, refuseDuplicateCustomer } from './customer/duplicate-customer';
export {
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  readIdempotencyKey,
} from './requests/idempotency-key';
export type { JsonValue } from './requests/json-value';
export {
  type CustomerReference,
  readCustomerReference,
  readTypedReference,
} from './customer/customer-reference';
export {
  carriedOverPhone,
  formatLebanesePhone,
  INVALID_PHONE_MESSAGE,
  isLebaneseMobile,
  parseLebanesePhone,
  phoneSearchText,
} from './customer/phone';
export {
  historyWhatsAppText,
  type HistoryMonthOfWhatsApp,
  invoiceWhatsAppText,
  type InvoiceWhatsAppFields,
  receiptWhatsAppText,
  type ReceiptWhatsAppFields,
  statementWhatsAppText,
  type StatementOfWhatsApp,
  whatsAppLink,
} from './customer/whatsapp';

export {
  compareBoxes,
  compareRecordsForDisplay,
  type DisplayOrderFields,
  sortRecordsForDisplay,
} from './records/record-order';

export {
  compileSearch,
  matchesSearch,
  normaliseForSearch,
  searchTermsOf,
  type SearchField,
} from './search/search-text';

export {
  BoxRange,
  type BoxPreview,
  DEFAULT_BAYDAWI_BOXES,
  DEFAULT_MAHMOUD_BOXES,
  MAX_BOXES_IN_ONE_RANGE,
} from './boxes/box-range';
export { normaliseBox } from './boxes/box-label';
export {
  isRecordTableGroup,
  noBoxesMessage,
  parseRecordTableConfig,
  RECORD_TABLE_GROUPS,
  type RecordTableConfigText,
  type RecordTableGroup,
  type RecordTableRanges,
  recordTableRangesOf,
} from './boxes/record-table-config';

export { returnPathOf } from './navigation/return-path';

export {
  BILLING_SYSTEM_IDS,
  BILLING_SYSTEMS,
  BillingSystem,
  isBillingSystemId,
  type BillingSystemId,
  type BillingSystemRow,
  type TariffKind,
} from './systems/billing-system';

export { AmperePricing, DEFAULT_AMPERE_PRICING, LOW_PRICE_THRESHOLD_AMPERES } from './ampere/ampere-pricing';
export { AMPERE_FIELD_LABELS } from './ampere/ampere-field-labels';
export { type AmpereBill, billAmpere } from './ampere/ampere-bill';
export {
  AMPERE_IMPORT_COLUMNS,
  AMPERE_IMPORT_MIN_COLUMNS,
  AMPERE_IMPORT_SHEET,
  type AmpereImportRow,
} from './ampere/ampere-import';
export { AMPERE_TARIFF } from './ampere/ampere-tariff';
export { type KwhCustomerEdit, METERED_TARIFF } from './kwh/metered-tariff';
export {
  type CustomerBasics,
  type EditedCustomer,
  type NamedImportRow,
  type NewCustomer,
  parseTariffImport,
  pasteIntoLine,
  readTariffImportLines,
  type ShownColumns,
  type TariffForms,
  type TariffImportLines,
  type TariffRules,
} from './tariff/tariff-rules';

export { type PortalPaymentStatus, portalPaymentStatus } from './billing/payment-status';
export { creditAfterPayment } from './billing/overpayment';
export { amountPaidWhenMarked } from './billing/paid-marking';
export { arrearsCarried, type Balance, type BalanceInput, balanceOf } from './billing/balance';

export {
  type ImportColumn,
  type ImportColumnKind,
  type ImportResult,
  type ImportSpec,
  type ImportValues,
  MAX_IMPORT_ROWS,
  parseImport,
  parseTabularRows,
  parseTabularText,
  type SkippedLine,
  type TabularRow,
} from './imports/tabular-import';
export { normaliseRecordKey } from './imports/record-key';
export {
  decodeSheetText,
  pastedSheetRows,
  SHEET_FILE_EXTENSIONS,
  sheetFileFormatOf,
  type SheetFileFormat,
  type SheetGrid,
  sheetRowsToFix,
  sheetTextRows,
  sheetTsv,
  UnknownSheetFormatError,
  UnreadableSheetError,
} from './imports/sheet-file';
export {
  checkSheetFileSize,
  MAX_SHEET_CELLS,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_FILE_BYTES,
  MAX_SHEET_ROWS,
  MAX_SHEET_UNZIPPED_BYTES,
  SheetFileTooLargeError,
  SheetPackageNotSupportedError,
  SheetTooManyCellsError,
  SheetTooManyColumnsError,
  SheetTooManyRowsError,
  SheetUnzipsTooLargeError,
} from './imports/sheet-limits';
export {
  type CustomerOnFile,
  type ImportLine,
  type ImportPlan,
  type ImportRules,
  type PlannedLine,
  planImport,
} from './imports/import-plan';
export { RepeatedImportRowError } from './imports/repeated-import-row.error';
export {
  AMPERE_PASTE_COLUMNS,
  type ColumnPasteAssignment,
  type ColumnPastePlan,
  type ColumnPasteRequest,
  type PasteColumn,
  type PasteColumnKind,
  type PastedValue,
  planColumnPaste,
} from './imports/column-paste';

export {
  BATCH_KINDS,
  type BatchKind,
  chooseBatchToUndo,
  type JournalEntry,
  planUndo,
  type UndoableBatch,
  type UndoPlan,
} from './batches/batch';

export {
  type LiveRecordAfterClose,
  type MonthClosePlan,
  planMonthClose,
  startNextMonth,
} from './month-close/month-close';

export { ARCHIVE_REASONS, ArchiveReason, restoredCustomerNumber } from './archive/restore';
export * from './passcodes/passcode-change';
export * from './throttling/retry-backoff';
export { companyProfileIsComplete, type CompanyProfile } from './invoice/company-profile';
export {
  A4_PAGE_MM,
  clampLayoutBox,
  DEFAULT_INVOICE_LAYOUT,
  FILL_PAGE_LAYOUT,
  LAYOUT_LIMITS_MM,
  layoutCss,
  parseSavedLayout,
  PRINT_SHEET_LAYOUT,
  THREE_EQUAL_LAYOUT,
  type InvoiceLayout,
  type InvoiceLayoutBox,
} from './invoice/invoice-layout';
export { shortInvoiceNumberFor } from './invoice/invoice-number';
export { matchesCustomerName, MIN_CUSTOMER_NAME_LETTERS } from './search/customer-name-match';
export { isScopeUnlocked, type PasscodeUnlock, unlockScope } from './passcodes/passcode-unlock';
export { customerSearchText } from './search/customer-search-text';
export {
  boxQueryOf,
  inBoxQueryOrder,
  isQueriedBox,
  type BoxQueried,
  type BoxQuery,
} from './search/box-query';
export {
  countOf,
  CUSTOMERS_AFTER_PREPOSITION,
  RECORDS_AFTER_VERB,
  type ArabicNoun,
} from './text/arabic-count';
export {
  amendAmpereCustomer,
  ampereChangesFromPaste,
  type AmpereCharges,
  ampereColumnText,
  ampereCharges,
  type AmpereCustomer,
  type AmpereCustomerChanges,
  newAmpereCustomer,
  type NewAmpereCustomerFields,
  payAmpereInFull,
  repriceByThreshold,
} from './ampere/ampere-customer';
export { ampereImportRules, customerFromImport, mergeImportedCustomer } from './ampere/ampere-import-merge';
export {
  AMPERE_UNDO_FIELD_GROUPS,
  type AmpereRecordAfterUndo,
  type AmpereRecordState,
  undoAmpereUpdate,
} from './ampere/ampere-undo';
export { type FieldGroups, revertUnchangedFields, type UndoSnapshots } from './batches/batch';
export { type RestoredBilling, restoreIntoLiveMonth } from './archive/restore';
export { type BoxGroupMember, type BoxGroupSummary, summariseBoxGroup } from './boxes/box-group-summary';
export * from './registration/subscription-request';
export * from './registration/registration-review';
export * from './registration/registration-reference';
export * from './dashboard/system-summary';

// The metered systems (docs/metered-groups.md): every kWh group, on one code path.
export { KWH_FIELD_LABELS } from './kwh/kwh-field-labels';
export { LBP_UNIT_PRICE_EXAMPLE, UnitPrice, unitPriceFromLbp } from './kwh/unit-price';
export {
  bulkKwhPriceOf,
  bulkUnitPriceOf,
  readBulkPriceLbpText,
  readBulkPriceText,
} from './kwh/bulk-unit-price';
export { exchangeRateFromInput } from './kwh/exchange-rate-input';
export { subscriptionPricingFromInput } from './kwh/subscription-pricing-input';
export {
  checkWholeChangeUndoable,
  isGroupedBatchKind,
  type GroupedBatchKind,
  type GroupedBatchMember,
} from './batches/batch-group';
export { type SubscriptionPricing, subscriptionFeeLbpOf, subscriptionFeeOf } from './kwh/subscription-fee';
export { billKwhCustomer, consumptionBetween, type KwhBill } from './kwh/kwh-bill';
export {
  amendKwhCustomer,
  billKwhFields,
  createKwhCustomer,
  replaceKwhCustomer,
  type KwhBillingContext,
  type KwhCustomer,
  type KwhCustomerFields,
  type KwhCustomerInput,
  kwhCustomerOf,
  markKwhCustomerPaid,
  type MeteredGroupContext,
} from './kwh/kwh-customer';
export { type KwhPrice, MeteredGroupPrice, type TypedGroupPrice } from './kwh/metered-group-price';
export {
  checkNewReading,
  CONSUMPTION_JUMP_FACTOR,
  type ReadingOutcome,
  refuseReadingBelowPrevious,
} from './kwh/reading-check';
export { KWH_PASTE_COLUMNS, kwhChangesFromPaste, kwhColumnText } from './kwh/kwh-column-paste';
export {
  KWH_IMPORT_COLUMNS,
  KWH_IMPORT_MIN_COLUMNS,
  KWH_IMPORT_SHEET,
  kwhImportChanges,
  type KwhImportRow,
} from './kwh/kwh-import';
export { startNextKwhMonth } from './kwh/kwh-month-close';
export { carriedByShift, recordSheetReading } from './kwh/sheet-reading';
export {
  KWH_UNDO_FIELD_GROUPS,
  type KwhRecordAfterUndo,
  type KwhRecordState,
  undoKwhUpdate,
} from './kwh/kwh-undo';
export {
  ESTIMATED_MARK,
  READING_SHEET_COLUMNS,
  type ReadingExportRow,
  readingSheetCells,
  readingSheetRow,
  readingSheetCsv,
  readingSheetTsv,
  type ReadingSheetKey,
} from './kwh/reading-sheet';
export {
  type LineReason,
  MissingReadingColumnError,
  planReadingsImport,
  type ReadingSheet,
  readingSheetOf,
  type ReadingCustomer,
  type ReadingsImportPlan,
  readingSheetKeyOf,
  type ReadingUpdate,
} from './kwh/readings-import';
export { PRINT_YEAR_MAX, PRINT_YEAR_MIN, printedMonth, type PrintMonthChoice } from './printing/print-month';
export { sortForPrint, type PrintOrderFields } from './printing/print-order';
export { MAX_PRINT_INVOICES } from './printing/print-limits';
export {
  CustomersNotInClosedMonthError,
  CustomersNotInSystemError,
  MonthNotClosedError,
  NothingToPrintError,
  PrintSelectionNotFoundError,
  PrintSelectionOfOtherSystemError,
} from './printing/print-errors';
export {
  AUDIT_ACTIONS,
  AUDIT_LOG_PAGE_SIZE,
  type AuditAction,
  type AuditLogFilter,
  dayAfter,
  isAuditAction,
  readAuditLogFilter,
} from './audit/audit-log-filter';
export {
  acceptAccountChange,
  type AccountChange,
  type AccountRole,
  type AccountState,
} from './users/user-account-change';
export { mayReadMeters, type MeterReaderAccess, readMeterReader } from './users/meter-reader';
export {
  assertMayVoidPayment,
  assertRoleMayUse,
  assertTakenBySignedInUser,
  ForbiddenForRoleError,
  isUserRole,
  type PaymentTaker,
  type PaymentVoider,
  readTakenBy,
  readUserRole,
  type RouteOpening,
  USER_ROLE_LABELS,
  USER_ROLES,
  type UserRole,
} from './users/user-role';
export { type PaymentChange, paymentChangesOf, paymentDetailsOf } from './audit/payment-change';
export { actorEmailOf, terminalActorOf } from './audit/audit-actor';
export {
  columnDataCatalog,
  type CatalogSystem,
  readColumnClearTarget,
  type ClearableColumn,
  type ClearableColumnType,
  type ColumnClearTarget,
  type ColumnDataTable,
} from './column-data/column-data-catalog';

// The payments ledger (docs/business-rules.md#the-payments-ledger).
export {
  isPaymentCurrency,
  isPaymentMethod,
  isPaymentSource,
  PAYMENT_CURRENCIES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_SOURCES,
  type PaymentCurrency,
  type PaymentMethod,
  type PaymentSource,
} from './payments/payment-method';
export {
  MAX_OVERPAYMENT,
  parsePaymentInput,
  PAYMENT_NOTE_MAX_LENGTH,
  readPaymentAmountText,
  readPaymentClientId,
  readPaymentClientIdText,
  readPaymentCurrency,
  readPaymentMethod,
  readPaymentNote,
  type PaymentContext,
  type PaymentInput,
} from './payments/payment-input';
export { formatReceiptNumber, receiptYear } from './payments/receipt-number';
export { PaymentNotFoundError } from './payments/payment-not-found.error';
export {
  type LedgerPayment,
  ledgerAmountPaid,
  newestFirst,
  type LedgerSettlement,
  settleTo,
} from './payments/ledger';
export {
  readVoidReasonText,
  VOID_REASON_MAX_LENGTH,
  type VoidablePayment,
  voidPayment,
} from './payments/payment-void';
export {
  backupFileName,
  backupsToRemove,
  businessWallClock,
  isTimeOfDay,
  nextDailyRun,
  parseBackupFileName,
  type BackupNameParts,
  type BusinessWallClock,
} from './backups/backup-schedule';
export {
  BackupDiskFullError,
  BackupFailedError,
  BackupInProgressError,
  BackupMismatchError,
  BackupNewerThanAppError,
  BackupNotFoundError,
  BackupNotVerifiedError,
  BackupUnreadableError,
  DatabaseInUseError,
  DatabaseNotEmptyError,
  ReplacedDataNotVerifiedError,
} from './backups/backup.errors';
export {
  backupProblem,
  type BackupProblem,
  type FailedBackup,
  type NewestBackup,
} from './backups/backup-problem';
export { arabicReasonOf, backupFailureOf } from './backups/backup-failure';

// The statement of account (docs/business-rules.md#the-statement-of-account), one model of a customer's bill
// for every tariff kind.
export { CHARGE_UNITS, chargeLineOf, type ChargeKind, type ChargeLine } from './statement/charge-line';
export { LinePrice, type LineAmount, type PriceCurrency } from './statement/line-price';
export { meterReadingsOf, type MeterReadings, type MeterReadingsMarks } from './statement/meter-readings';
export { monthTotalsOf, type MonthTotals } from './statement/month-totals';
export { poundsBalanceOf, type PoundsBalance } from './statement/pounds-due';
export {
  BILLED_AS_TARIFF,
  billedLinesOf,
  type MonthBilling,
  type StoredReconnectionFee,
} from './statement/month-billing';
export {
  StatementOfAccount,
  type StatementCustomer,
  type StatementSource,
} from './statement/statement-of-account';
export {
  chargesOf,
  type FlatCharges,
  type MeteredCharges,
  type MonthCharges,
  type TariffCharges,
} from './statement/tariff-charges';
export {
  balanceAfterPayment,
  receiptInvoiceNumberOf,
  receiptMonthOf,
  type BalanceAfterPayment,
} from './statement/receipt-statement';
export {
  decideMeterReading,
  isReadThisMonth,
  type MeterOnFile,
  MeterReadThisMonthError,
  type MeterReadingEntry,
  type MeterReadingOutcome,
  ReadingBelowPreviousError,
  type ShiftedReading,
  shiftReadingOnFile,
} from './readings/meter-reading';
export { type MeterReplacement, meterReplacementOf } from './readings/meter-replacement';
export { type MeteredConsumption, meteredConsumptionOf } from './readings/metered-consumption';
export { averageConsumptionOf, ESTIMATE_MONTHS, estimateReading } from './readings/estimated-reading';
export {
  correctionWarningOf,
  HIGH_CONSUMPTION_KWH,
  HIGH_READING_FACTOR,
  highConsumptionMessage,
  isHighConsumption,
  ReadingNeedsConfirmationError,
  type ReadingWarning,
  type ReadingWarningCode,
  readingWarningOf,
} from './readings/reading-warning';
export {
  type MeterReadingInput,
  type MeterReadingRequest,
  type MeterReplacementRequest,
  readConfirmed,
  readMeterReadingInput,
  readPreviousReadingText,
  readReadingClientIdText,
  readReadingText,
  readReplacedMeterText,
  readTakenAtText,
  readUnreadReasonText,
} from './readings/meter-reading-input';
export { READING_LABELS, readingText, replacedMeterText } from './readings/reading-labels';
export {
  GENERATOR_COST_KINDS,
  GENERATOR_COST_KIND_LABELS,
  generatorCostLine,
  isGeneratorCostKind,
  readCostAmountLbp,
  readCostAmountUsd,
  readCostDay,
  readCostGeneratorId,
  readCostHours,
  readCostKind,
  readCostLitres,
  readCostNote,
  readGeneratorCostInput,
  readGeneratorCostValues,
  type GeneratorCostFields,
  type GeneratorCostInput,
  type GeneratorCostKind,
  type GeneratorCostValues,
} from './generators/generator-cost-input';
export {
  GENERATOR_NAME_MAX_LENGTH,
  readGeneratorKva,
  readGeneratorName,
  type GeneratorInput,
} from './generators/generator-input';
export {
  generatorEconomics,
  type CostSums,
  type DualAmount,
  type GeneratorEconomics,
} from './generators/generator-economics';
export {
  generatorEconomicsSheets,
  MAX_GENERATOR_COST_IMPORT_ROWS,
  readGeneratorCostSheetRows,
  sheetRowToCostFields,
  type GeneratorCostLine,
  type GeneratorCostSheetRow,
} from './generators/generator-cost-sheet';

export {
  assertMayVoidHandedOver,
  CollectorNotFoundError,
  handoverDifference,
  countedAmounts,
  handoverDayOf,
  readCollectorId,
  readCountedLbp,
  readCountedUsd,
  readHandoverDay,
  readHandoverDayText,
  type HandoverAmounts,
} from './handover/cash-handover';

export {
  DEBT_AGE_LABELS,
  DEBT_AGES,
  debtAgeOf,
  debtMonths,
  type DebtAge,
  type DebtHistory,
} from './debt/debt-months';
export { readDebtorsQuery, type DebtorsQuery } from './debt/debtors-query';
export {
  debtAgeTotals,
  debtBoxTotals,
  type DebtAgeTotals,
  type DebtBoxTotals,
  type DebtTotals,
} from './debt/debtors-totals';
export { debtorsSheets, type DebtorSheetRow } from './debt/debtors-sheet';
export {
  MAX_REMINDER_RUN_CUSTOMERS,
  MAX_REMINDER_SKIP_DAYS,
  REMINDER_SKIP_LABELS,
  readReminderCustomers,
  readReminderSkipDays,
  reminderSkipReason,
  reminderWhatsAppText,
  type ReminderRunRequest,
  type ReminderSkipReason,
  type ReminderTarget,
} from './debt/reminder';
export {
  DEFAULT_TARIFF_ZONE,
  exceedsTariff,
  isTariffZone,
  officialFixedFeeOf,
  officialSubscriptionPricing,
  officialTariffFromInput,
  billsAboveOfficialTariffWarning,
  officialTariffLineOf,
  poundsPerKwhOf,
  readTariffDieselPrice,
  readTariffExchangeRate,
  readTariffFixedFees,
  readTariffKwhPrices,
  TARIFF_ZONES,
  tariffExcessOf,
  tariffZoneName,
  tariffZoneOf,
  type BilledPrices,
  type OfficialFixedFees,
  type OfficialTariff,
  type TariffExcess,
  type TariffZone,
} from './tariff/official-tariff';

// Cut-off and reconnection (docs/cut-off.md).
export {
  assertMayCutOff,
  assertMayCutOffAs,
  assertMayReconnect,
  billedNextMonth,
  CustomerAlreadyCutOffError,
  CustomerNotCutOffError,
  CUT_OFF_LABELS,
  CUT_OFF_REASON_MAX_LENGTH,
  readCutOffReason,
  readReconnectionFeeLbp,
  readReconnectionFeeUsd,
  reconnectionFee,
  type CutOffMark,
  type ReconnectionFee,
  type ReconnectionFeeTyped,
} from './cut-off/cut-off';
