// Generated from the API’s OpenAPI document by scripts/openapi-types.mjs: do not edit.
// After changing a controller or a *.response.ts, run `npm run openapi`.
export interface paths {
  '/api/{system}-archived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_listMeteredArchived'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-archived/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_restoreMetered'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-archived/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_searchMeteredArchived'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_listMetered'];
    put?: never;
    post: operations['CustomersController_createMetered'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['CustomersController_replace'];
    post?: never;
    delete: operations['CustomersController_removeMetered'];
    options?: never;
    head?: never;
    patch: operations['CustomersController_updateMetered'];
    trace?: never;
  };
  '/api/{system}-customers/{id}/cut-off': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_cutOffMetered'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_meteredHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/{id}/invoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KwhInvoiceController_invoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/{id}/mark-paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['CustomersController_markPaid'];
    trace?: never;
  };
  '/api/{system}-customers/{id}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MeteredPaymentsController_list'];
    put?: never;
    post: operations['MeteredPaymentsController_record'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/{id}/readings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ReadingRoundController_record'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/{id}/reconnect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_reconnectMetered'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_archiveMetered'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_bulkMetered'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/bulk-update-readings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['KwhReadingsController_bulkUpdateReadings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/column-paste': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_pasteMeteredColumn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/export-for-readings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KwhReadingsController_exportForReadings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/group-price': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_groupPrice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/import-preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_previewMeteredImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/month': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_meteredMonth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/new-month': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_newMeteredMonth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/reading-round': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReadingRoundController_round'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/restore-archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_restoreMeteredArchive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_searchMetered'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/sort-permanently': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_sortPermanently'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/start-new-month-readings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_startNewMonthReadings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/undo-last-batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_describeMeteredLastBatch'];
    put?: never;
    post?: never;
    delete: operations['CustomersController_undoMeteredLastBatch'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{system}-customers/update-all-prices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['CustomersController_updateMeteredPrices'];
    trace?: never;
  };
  '/api/{type}-boxes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SystemBoxesController_boxes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{type}-closed-months': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SystemBoxesController_closedMonths'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/delete-column-data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ColumnDataController_deleteColumnData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_list'];
    put?: never;
    post: operations['CustomersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['CustomersController_remove'];
    options?: never;
    head?: never;
    patch: operations['CustomersController_update'];
    trace?: never;
  };
  '/api/ampere-records/{id}/cut-off': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_cutOffAmpere'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_ampereHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/{id}/invoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_invoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/{id}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PaymentsController_list'];
    put?: never;
    post: operations['PaymentsController_record'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/{id}/reconnect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_reconnectAmpere'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_archive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/boxes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_boxes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_bulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/column-paste': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['CustomersController_pasteColumn'];
    trace?: never;
  };
  '/api/ampere-records/import-preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_previewImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_invoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/mark-all-unpaid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['CustomersController_markAllUnpaid'];
    trace?: never;
  };
  '/api/ampere-records/month': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_month'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/new-month': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_newMonth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/pricing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_pricing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/restore-archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_restoreArchive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/undo-last-batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_describeLastBatch'];
    put?: never;
    post?: never;
    delete: operations['CustomersController_undoLastBatch'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ampere-records/update-all-prices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['CustomersController_updateAllPrices'];
    trace?: never;
  };
  '/api/app-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AppConfigController_read'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/archived-records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_listArchived'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/archived-records/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CustomersController_restore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/archived-records/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomersController_searchArchived'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditLogController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_currentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/backups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BackupsController_list'];
    put?: never;
    post: operations['BackupsController_take'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/backups/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BackupsController_download'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/backups/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BackupsController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/baydawi-records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['RecordTablesController_list[1]'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/baydawi-records/{id}/mark-paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['RecordTablesController_markPaid[1]'];
    trace?: never;
  };
  '/api/baydawi-records/{id}/paid-amount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['RecordTablesController_paidAmount[1]'];
    trace?: never;
  };
  '/api/billing-systems': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BillingSystemsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collect/customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CollectController_customers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SettingsController_companyProfile'];
    put: operations['SettingsController_updateCompanyProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OfficialTariffsController_compliance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer-portal/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomerPortalController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cut-off-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SettingsController_cutOffSettings'];
    put: operations['SettingsController_setCutOffSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/debtors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DebtorsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/debtors.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DebtorsController_csv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/debtors.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DebtorsController_xlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exchange-rate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SettingsController_exchangeRate'];
    put?: never;
    post: operations['PricingController_updateExchangeRate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/generator-costs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GeneratorsController_costs'];
    put?: never;
    post: operations['GeneratorsController_record'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/generator-costs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['GeneratorsController_void'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/generator-costs/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['GeneratorsController_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/generator-costs/imports/{importId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['GeneratorsController_voidImport'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/generator-economics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GeneratorsController_economics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/generator-economics.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GeneratorsController_xlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/generator-economics/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GeneratorsController_history'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/generators': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GeneratorsController_list'];
    put?: never;
    post: operations['GeneratorsController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/generators/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['GeneratorsController_archive'];
    options?: never;
    head?: never;
    patch: operations['GeneratorsController_edit'];
    trace?: never;
  };
  '/api/handovers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HandoversController_list'];
    put?: never;
    post: operations['HandoversController_record'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/handovers/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HandoversController_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kwh-customers/migrate-lbp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PricingController_migrateLbp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_showSignIn'];
    put?: never;
    post: operations['AuthController_signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mahmoud-records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['RecordTablesController_list[0]'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mahmoud-records/{id}/mark-paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['RecordTablesController_markPaid[0]'];
    trace?: never;
  };
  '/api/mahmoud-records/{id}/paid-amount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['RecordTablesController_paidAmount[0]'];
    trace?: never;
  };
  '/api/monthly-archives': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MonthlyArchivesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/monthly-archives/months': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MonthlyArchivesController_months'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/official-tariffs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OfficialTariffsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/official-tariffs/{month}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OfficialTariffsController_get'];
    put: operations['OfficialTariffsController_set'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/official-tariffs/{month}/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OfficialTariffsController_apply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/passcodes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['PasscodesController_change'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/passcodes/set': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PasscodesController_set'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/passcodes/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PasscodesController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/{paymentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PaymentsController_find'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/{paymentId}/void': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PaymentsController_void'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PaymentsReportController_report'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/report.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PaymentsReportController_csv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/report.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PaymentsReportController_xlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pending-customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PendingCustomersController_list'];
    put?: never;
    post: operations['PendingCustomersController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pending-customers/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PendingCustomersController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pending-customers/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PendingCustomersController_decline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/print-invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PrintingController_printInvoices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/print-selections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PrintingController_createSelection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/print-selections/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PrintingController_selection'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public-address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['SettingsController_setPublicAddress'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reminder-runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ReminderRunsController_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reminder-runs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReminderRunsController_find'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reminder-runs/{id}/customers/{systemId}/{customerId}/opened': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ReminderRunsController_opened'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sse/{stream}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LiveUpdatesController_follow'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription-amperage-data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PricingController_subscriptionAmperages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription-pricing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SettingsController_subscriptionPricing'];
    put?: never;
    post: operations['PricingController_updateSubscriptionPricing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/system-summaries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SystemSummariesController_summaries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/table-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SettingsController_tableConfig'];
    put?: never;
    post: operations['TableConfigController_save'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/table-counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TableCountsController_counts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/table-view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TableViewController_view'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UsersController_list'];
    put?: never;
    post: operations['UsersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['UsersController_update'];
    trace?: never;
  };
  '/api/users/{id}/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UsersController_resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AmpereBoxResponse: {
      box: string;
      customers: number;
    };
    AmpereInvoiceResponse: {
      address: string | null;
      amount: number;
      amountPaid: number;
      ampere: number;
      amperePrice: number;
      box: string | null;
      companyInfo: components['schemas']['CompanyProfileResponse'];
      customerNumber: number;
      /** Format: uuid */
      id: string;
      /** @example 2026-11-01 */
      invoiceDate: string;
      invoiceNumber: string;
      name: string;
      remainingAmount: number;
      statement: components['schemas']['StatementResponse'];
    };
    AmperePricingResponse: {
      customPriceCount: number;
      globalPrice: number;
      lowPrice: number;
    };
    AmpereRecordDeletedResponse: {
      /** Format: uuid */
      archivedId: string;
      message: string;
    };
    AmpereRecordResponse: {
      address: string | null;
      amount: number;
      amountPaid: number;
      ampere: number;
      amperePrice: number;
      arrears: number;
      batchId: string | null;
      box: string | null;
      /** @example 2026-11-01T08:30:00.000Z */
      createdAt: string;
      customerNumber: number;
      /** @description cut off since `at`, and why; null when connected (docs/cut-off.md) */
      cutOff: components['schemas']['CutOffMarkResponse'] | null;
      deletedAt: string | null;
      /** @example 2026-12-05 */
      dueDate: string | null;
      /** Format: uuid */
      id: string;
      /** @example 2026-11-01 */
      invoiceDate: string;
      isDeleted: boolean;
      isPaid: boolean;
      /** @example 2026-11 */
      month: string;
      name: string;
      outstandingBalance: number;
      /** @example +9613123456 */
      phone: string | null;
      priceIsCustom: boolean;
    };
    /** @enum {string} */
    AmpereSort: 'box' | 'number';
    AppConfigResponse: {
      /**
       * @description The business's time zone (BUSINESS_TIME_ZONE): dates are shown as days there
       * @example Asia/Beirut
       */
      businessTimeZone: string;
      /**
       * @description The address customers reach (PUBLIC_URL, else the one saved in the settings), without a trailing slash; null until set
       * @example https://kahraba.example.com
       */
      publicUrl: string | null;
      /**
       * @description Where publicUrl comes from: PUBLIC_URL (it overrides the settings), the settings, or null until set
       * @enum {string|null}
       */
      publicUrlSource: 'environment' | 'settings' | null;
    };
    ApplyOfficialTariffDto: {
      /**
       * @description A metered group (mahmoud-kwh, baydawi-kwh, kwh, …) or all
       * @example kwh
       */
      system: string;
    };
    ApprovedRegistrationResponse: {
      address: string;
      /** @example 5 */
      ampereRequested: number;
      /** @description The system an approved request joined */
      approvedSystem: string | null;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: uuid
       * @description The new customer (ampere record or kWh customer)
       */
      customerId: string;
      /** @description The number of the customer it became */
      customerNumber: number | null;
      /**
       * @description The request's phone on the new customer (E.164); null when it is not a Lebanese number
       * @example +9613123456
       */
      customerPhone: string | null;
      /** Format: uuid */
      id: string;
      /** @example تمت الموافقة على الطلب وإضافة العميل رقم 1042 */
      message: string;
      meterType: components['schemas']['MeterType'];
      name: string;
      phone: string;
      /**
       * @description The reference the applicant was given
       * @example REG-1001
       */
      reference: string;
      /** Format: date-time */
      reviewedAt: string | null;
      /** @description The e-mail of the user who reviewed it */
      reviewedBy: string | null;
      status: components['schemas']['PendingCustomerStatus'];
    };
    ApprovePendingCustomerDto: {
      /**
       * @description ampere, kwh, mahmoud-kwh, baydawi-kwh or any system's id
       * @example ampere
       */
      system: string;
    };
    ArchivedAmpereRecordResponse: {
      address: string | null;
      amount: number;
      amountPaid: number;
      ampere: number;
      amperePrice: number;
      arrears: number;
      batchId: string | null;
      box: string | null;
      /** @example 2026-11-01T08:30:00.000Z */
      createdAt: string;
      customerNumber: number;
      /** @description cut off since `at`, and why; null when connected (docs/cut-off.md) */
      cutOff: components['schemas']['CutOffMarkResponse'] | null;
      deletedAt: string | null;
      deletionReason: string;
      /** @example 2026-12-05 */
      dueDate: string | null;
      /** Format: uuid */
      id: string;
      /** @example 2026-11-01 */
      invoiceDate: string;
      isDeleted: boolean;
      isPaid: boolean;
      /** @example 2026-11 */
      month: string;
      name: string;
      originalCreatedAt: string;
      /** Format: uuid */
      originalId: string;
      outstandingBalance: number;
      /** @example +9613123456 */
      phone: string | null;
      priceIsCustom: boolean;
    };
    ArchivedKwhCustomerResponse: {
      address: string | null;
      amountPaid: number;
      ampere: number;
      /** @description The own fee (USD), billed when the amperage has no price in the map */
      ampereSubscriptionFee: number;
      /** @description The balance carried from the months before (USD); negative is a credit */
      arrears: number;
      baseAmount: number;
      baseAmountLbp: number;
      box: string | null;
      /** @description currentKwh − previousKwh, never below 0 */
      consumption: number;
      createdAt: string;
      currentKwh: number;
      /** @example 1000 */
      customerNumber: number;
      /** @description cut off since `at`, and why; null when connected (docs/cut-off.md) */
      cutOff: components['schemas']['CutOffMarkResponse'] | null;
      deletedAt: string;
      /** @example deleted */
      deletionReason: string;
      dueDate: string | null;
      energyAmount: number;
      exchangeRateUsed: number;
      /** Format: uuid */
      id: string;
      /** @description Shown, never counted in the total */
      insurance: number;
      invoiceDate: string | null;
      isDeleted: boolean;
      isPaid: boolean;
      /** @example 2026-11 */
      month: string;
      name: string;
      /** Format: uuid */
      originalId: string;
      /** @description arrears + totalAmount − amountPaid */
      outstandingBalance: number;
      /** @example +9613123456 */
      phone: string | null;
      previousKwh: number;
      pricePerKwh: number;
      /** @description The fee in effect (USD): the LBP map price converted, else the own fee */
      subscriptionFee: number;
      /** @example mahmoud-kwh */
      system: string;
      /** @description USD, VAT included */
      totalAmount: number;
      totalAmountLbp: number;
      tvaAmountLbp: number;
      vatAmount: number;
      /**
       * @description The official tariff zone (docs/official-tariff.md#zones)
       * @example town
       */
      zone: string;
    };
    ArchivedMonthResponse: {
      /** @description What the month's close carried into the next month as arrears (credits negative); USD, exact to the cent (the screen rounds) */
      arrearsCarried: number;
      /** @example تشرين الأول 2026 */
      label: string;
      /** @example 2026-10 */
      month: string;
      systems: components['schemas']['MonthSystemFiguresResponse'][];
      /** @description USD, exact to the cent (the screen rounds) */
      totalAmount: number;
      /** @description USD, exact to the cent (the screen rounds) */
      totalPaid: number;
    };
    ArchiveResultResponse: {
      archived: number;
      message: string;
    };
    AuditEntryResponse: {
      /** @enum {string} */
      action:
        | 'delete-record'
        | 'restore-record'
        | 'archive-live-records'
        | 'restore-manual-archive'
        | 'clear-column'
        | 'close-month'
        | 'undo-batch'
        | 'update-prices'
        | 'update-exchange-rate'
        | 'update-subscription-pricing'
        | 'migrate-lbp'
        | 'record-payment'
        | 'void-payment'
        | 'mark-all-unpaid'
        | 'change-passcode'
        | 'set-passcode'
        | 'passcode-failed'
        | 'portal-miss'
        | 'approve-registration'
        | 'decline-registration'
        | 'create-user'
        | 'update-user'
        | 'reset-password'
        | 'update-company-profile'
        | 'set-public-address'
        | 'update-table-config'
        | 'import-readings'
        | 'record-meter-reading'
        | 'take-backup'
        | 'restore-backup'
        | 'backup-failed'
        | 'add-generator'
        | 'edit-generator'
        | 'archive-generator'
        | 'record-generator-cost'
        | 'import-generator-costs'
        | 'void-generator-cost'
        | 'void-generator-cost-import'
        | 'record-handover'
        | 'start-reminder-run'
        | 'remind-customer'
        | 'set-official-tariff'
        | 'apply-official-tariff'
        | 'cut-off-customer'
        | 'reconnect-customer'
        | 'update-cut-off-settings';
      /** Format: date-time */
      at: string;
      /** @description How many rows the action touched */
      count: number | null;
      details: {
        [key: string]: unknown;
      };
      id: string;
      /** @description The billing system, when the action had one */
      system: string | null;
      /** @description The user's e-mail then; from the CLI 'cli:<os user>', or 'cli:<os user> (<e-mail>)' with --as; 'system' for the first start */
      userEmail: string;
      /**
       * Format: uuid
       * @description The user named; null: the system, or the CLI without --as
       */
      userId: string | null;
    };
    AuditLogPageResponse: {
      entries: components['schemas']['AuditEntryResponse'][];
      page: number;
      pageSize: number;
      /** @description Entries matching the filter, on every page */
      total: number;
    };
    BackupListResponse: {
      /** @description Newest first */
      backups: components['schemas']['BackupResponse'][];
      /** @description BACKUP_COPY_DIR, where each backup is copied */
      copyDirectory: string | null;
      /** @description BACKUP_DIR on the server */
      directory: string;
      /** @description HH:MM business time; null when off */
      nightlyAt: string | null;
    };
    BackupProblemResponse: {
      /**
       * @description When it went wrong
       * @example 2026-11-28T01:00:03.000Z
       */
      at: string;
      /** @example فشلت آخر نسخة احتياطية: لا توجد مساحة كافية على القرص… */
      message: string;
    };
    BackupResponse: {
      bytes: number;
      /** @example kahraba-2026-11-26T0300.backup */
      name: string;
      schemaVersion: string | null;
      /** @description When its snapshot was taken; null if unreadable */
      takenAt: string | null;
      /** @description null: never verified */
      verification: components['schemas']['BackupVerificationResponse'] | null;
    };
    BackupStatusResponse: {
      /** @description When the newest verified backup was taken */
      lastVerifiedAt: string | null;
      /** @description What is wrong now: the last backup failed, or failed its verification (docs/backups.md) */
      problem: components['schemas']['BackupProblemResponse'] | null;
    };
    BackupVerificationResponse: {
      /** @description Why it failed */
      error?: string;
      /** @description Restored into a scratch database and every count and sum matched */
      ok: boolean;
      /** @example 2026-11-26T01:00:42.000Z */
      verifiedAt: string;
    };
    BatchDescriptionResponse: {
      /** Format: uuid */
      batchId: string;
      /** Format: date-time */
      createdAt: string;
      /** @description The email of who made the change */
      createdBy: string | null;
      /** @description Customers it added (an undo removes them) */
      createdCount: number;
      kind: components['schemas']['BatchKind'];
      /** @description Customers it changed (an undo restores them) */
      updatedCount: number;
    };
    /** @enum {string} */
    BatchKind:
      | 'import'
      | 'column-paste'
      | 'update-all-prices'
      | 'mark-all-unpaid'
      | 'readings-import'
      | 'sort-permanently'
      | 'update-exchange-rate'
      | 'update-subscription-pricing'
      | 'migrate-lbp'
      | 'clear-column'
      | 'apply-official-tariff'
      | 'cut-off'
      | 'reconnect';
    BillingSystemResponse: {
      /** @example كيلوواط محمود */
      arabicName: string;
      displayOrder: number;
      /** @example mahmoud-kwh */
      id: string;
      tariff: components['schemas']['TariffKind'];
      /**
       * @description The live-update stream: /api/sse/{updatesGroup}-updates
       * @example mahmoud
       */
      updatesGroup: string;
    };
    BoxCollectionResponse: {
      /** @description This month's charges (arrears left out); USD, exact to the cent */
      billed: number;
      /**
       * @description null: customers without a box
       * @example 7
       */
      box: string | null;
      /** @description Paid of them: the month's payments not void; USD, exact to the cent */
      collected: number;
      /** @description What the box's customers still owe, arrears included (balances above zero: a credit does not lower another's debt); USD, exact to the cent */
      outstanding: number;
      /** @example ampere */
      system: string;
    };
    /** @enum {string} */
    BoxGroupKey: 'mahmoud' | 'baydawi';
    BoxGroupPanelResponse: {
      boxes: string;
      customers: number;
      key: components['schemas']['BoxGroupKey'];
      totalAmount: number;
      totalAmpere: number;
    };
    BoxProgressResponse: {
      box: string | null;
      estimated: number;
      left: number;
      read: number;
      total: number;
      /** @description could not be read, no history to estimate from */
      unread: number;
    };
    BulkAmpereRecordDto: {
      address?: (string | number) | null;
      amountPaid?: (string | number) | null;
      ampere?: (string | number) | null;
      amperePrice?: (string | number) | null;
      box?: (string | number) | null;
      customerNumber?: (string | number) | null;
      name?: (string | number) | null;
      phone?: (string | number) | null;
    };
    BulkAmpereRecordsDto: {
      records: components['schemas']['BulkAmpereRecordDto'][];
    };
    BulkUpdateReadingsDto: {
      /** @description Preview only: answer what the import would do, write nothing */
      dryRun?: boolean;
      readings: {
        [key: string]: string | number;
      }[];
      /** @description The row number the spreadsheet shows for each reading (header = row 1), as the sheet reader gives them; default: the header is row 1 and the readings follow it */
      rowNumbers?: number[];
    };
    ChangePasscodeDto: {
      confirmation: string;
      newPasscode: string;
      oldPasscode: string;
      /** @enum {string} */
      scope: 'tables' | 'danger';
    };
    CollectCustomerResponse: {
      /**
       * @description This month's charges; USD, exact to the cent
       * @example 50
       */
      amount: number;
      /**
       * @description Paid this month (the ledger's sum); USD, exact to the cent
       * @example 20
       */
      amountPaid: number;
      /**
       * @description Carried from earlier months (negative: a credit); USD, exact to the cent
       * @example 0
       */
      arrears: number;
      /** @example A-4 */
      box: string | null;
      /** @example 1001 */
      customerNumber: number;
      /** @description cut off since `at`, and why; null when connected (docs/cut-off.md) */
      cutOff: components['schemas']['CutOffMarkResponse'] | null;
      /** Format: uuid */
      id: string;
      /** @example هدى سليمان */
      name: string;
      /**
       * @description arrears + amount − amountPaid; USD, exact to the cent
       * @example 30
       */
      outstandingBalance: number;
      /**
       * @description The outstanding balance in whole pounds at the stored rate (half away from zero)
       * @example 2685000
       */
      outstandingLbp: number;
      /**
       * @description E.164
       * @example +9613123456
       */
      phone: string | null;
    };
    CollectRosterResponse: {
      /** @description By customer number */
      customers: components['schemas']['CollectCustomerResponse'][];
      /**
       * @description LBP per USD, the stored rate
       * @example 89500
       */
      exchangeRate: number;
      /**
       * @description The system's live month
       * @example 2026-11
       */
      month: string;
      /** @example ampere */
      system: string;
    };
    ColumnClearedResponse: {
      cleared: number;
      message: string;
    };
    ColumnPasteDto: {
      /** @enum {string} */
      column: 'name' | 'box' | 'ampere' | 'amperePrice' | 'address' | 'amountPaid';
      data: string[];
      /** @description Answer which customer would receive which value, writing nothing. */
      dryRun?: boolean;
      sort?: components['schemas']['AmpereSort'];
      startIndex?: number;
    };
    ColumnPasteResponse: {
      changes: components['schemas']['PastedChangeResponse'][];
      updated: number;
    };
    CompanyProfileDto: {
      address: string;
      email: string;
      lookupNote: string;
      name: string;
      phone: string;
      phone2: string;
      printOfficialTariffLine?: boolean;
      registrationNumber: string;
    };
    CompanyProfileResponse: {
      address: string;
      email: string;
      lookupNote: string;
      name: string;
      phone: string;
      phone2: string;
      printOfficialTariffLine: boolean;
      registrationNumber: string;
    };
    ComplianceBillResponse: {
      ampere: number;
      box: string | null;
      /** @description kWh billed */
      consumption: number;
      customerNumber: number;
      excessEnergyLbp: number;
      excessFixedLbp: number;
      excessPerKwhLbp: number;
      /** @description Charged above the tariff, before VAT */
      excessTotalLbp: number;
      fixedLbp: number;
      /** Format: uuid */
      id: string;
      kwhPriceLbp: number;
      name: string;
      officialFixedLbp: number;
      officialKwhPriceLbp: number;
      system: string;
      systemName: string;
      /** @example town */
      zone: string;
      zoneName: string;
    };
    ComplianceResponse: {
      bills: components['schemas']['ComplianceBillResponse'][];
      /** @description Flat subscribers: not meter-based */
      flat: components['schemas']['FlatCustomersResponse'];
      /** @example 2025-07 */
      month: string;
      monthLabel: string;
      tariff: components['schemas']['OfficialTariffResponse'] | null;
      totals: components['schemas']['ComplianceTotalsResponse'];
    };
    ComplianceTotalsResponse: {
      billsChecked: number;
      billsExceeding: number;
      excessEnergyLbp: number;
      excessFixedLbp: number;
      excessTotalLbp: number;
    };
    CostPerKwhResponse: {
      /**
       * @description Pounds per kWh, rounded half up
       * @example 26557
       */
      lbp: number;
      /**
       * @description Dollars per kWh, rounded half up to $0.0001
       * @example 0.2967
       */
      usd: number;
    };
    CreateAmpereRecordDto: {
      address?: string | null;
      amountPaid?: number;
      ampere: number;
      /** @description Blank or null: the automatic price; text is read as a number (١٢٫٥, 12,5). */
      amperePrice?: (number | string) | null;
      box?: string | null;
      /** @example 2026-12-05 */
      dueDate?: string | null;
      /** @description Add even when a live customer has the same name and box. */
      force?: boolean;
      /** @description The same key again answers the customer it created (also the Idempotency-Key header). */
      idempotencyKey?: string;
      isPaid?: boolean;
      name: string;
      /**
       * @description Any Lebanese form (+961, 00961, spaces, Arabic-Indic digits); answered in E.164. Blank: none.
       * @example 03 123456
       */
      phone?: string | null;
    };
    CreateKwhCustomerDto: {
      address?: string | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      amountPaid?: (number | string) | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      ampere?: (number | string) | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      ampereSubscriptionFee?: (number | string) | null;
      box?: string | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      currentKwh?: (number | string) | null;
      /** @example 2026-12-05 */
      dueDate?: string | null;
      /** @description Add even when a live customer has the same name and box. */
      force?: boolean;
      /** @description The same key again answers the customer it created (also the Idempotency-Key header). */
      idempotencyKey?: string;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      insurance?: (number | string) | null;
      /** @example 2026-11-25 */
      invoiceDate?: string | null;
      name?: string;
      /**
       * @description Any Lebanese form (+961, 00961, spaces, Arabic-Indic digits); answered in E.164. Blank: none.
       * @example 03 123456
       */
      phone?: string | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      previousKwh?: (number | string) | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      pricePerKwh?: (number | string) | null;
      /**
       * @description The official tariff zone (town, village, or its Arabic name); blank keeps it (new: town)
       * @example town
       */
      zone?: string | null;
    };
    CreatePrintSelectionDto: {
      ids: string[];
      /** @example ampere */
      type: string;
    };
    CreateUserDto: {
      /** @example rania@example.com */
      email: string;
      firstName: string;
      lastName: string;
      /** @description A collector who may also walk the reading round (docs/meter-reader.md); collectors only */
      meterReader?: boolean;
      /** @description At least 8 characters, at most 200 (what sign-in accepts) */
      password: string;
      role: components['schemas']['UserRole'];
    };
    CustomerHistoryMonthResponse: {
      /** @description flat subscription: the amperes billed */
      ampere: number | null;
      balance: components['schemas']['HistoryBalanceResponse'] | null;
      /**
       * @description the live month, a closed month of the monthly archive, or a month only the ledger names
       * @enum {string}
       */
      kind: 'live' | 'closed' | 'payments-only';
      /** @example 2026-11 */
      month: string;
      /** @example تشرين الثاني 2026 */
      monthLabel: string;
      /** @description the ledger’s payments of the month, void ones too */
      payments: components['schemas']['PaymentResponse'][];
      /** @description metered months */
      readings: components['schemas']['HistoryReadingsResponse'] | null;
      statement: components['schemas']['StatementResponse'] | null;
    };
    CustomerHistoryResponse: {
      months: components['schemas']['CustomerHistoryMonthResponse'][];
    };
    CutOffDto: {
      /** @example ثلاثة أشهر دون دفع */
      reason: string;
    };
    CutOffMarkResponse: {
      /**
       * Format: date-time
       * @description when it was cut off
       * @example 2026-11-20T08:00:00.000Z
       */
      at: string;
      /** @example ثلاثة أشهر دون دفع */
      reason: string;
    };
    CutOffResponse: {
      /** @description cut off since `at`, and why; null when connected (docs/cut-off.md) */
      cutOff: components['schemas']['CutOffMarkResponse'] | null;
      /** Format: uuid */
      id: string;
      statement: components['schemas']['StatementResponse'];
      /** @example mahmoud-kwh */
      system: string;
    };
    CutOffSettingsDto: {
      operatorsMayCutOff: boolean;
    };
    CutOffSettingsResponse: {
      /** @description the signed-in user may cut off and reconnect */
      mayCutOff: boolean;
      /** @description operators may cut off and reconnect customers; administrators always may, collectors never */
      operatorsMayCutOff: boolean;
    };
    DebtAgeTotalsResponse: {
      all: components['schemas']['DebtTotalsResponse'];
      current: components['schemas']['DebtTotalsResponse'];
      one: components['schemas']['DebtTotalsResponse'];
      threePlus: components['schemas']['DebtTotalsResponse'];
      two: components['schemas']['DebtTotalsResponse'];
    };
    DebtBoxTotalsResponse: {
      /** @description null: the customers without a box */
      box: string | null;
      count: number;
      /** @description USD, two decimals at most */
      totalDue: number;
      /** @description whole pounds */
      totalDueLbp: number;
    };
    DebtorResponse: {
      box: string | null;
      /** Format: uuid */
      customerId: string;
      /** @example 12 */
      customerNumber: number;
      /** @description cut off since `at`, and why; null when connected (docs/cut-off.md) */
      cutOff: components['schemas']['CutOffMarkResponse'] | null;
      lastPayment: components['schemas']['LastPaymentResponse'] | null;
      /** Format: date-time */
      lastReminderAt: string | null;
      /** @example 2026-12-05 */
      lastReminderDay: string | null;
      /** @description How many closed months the debt spans: 0 only this month, 1, 2, 3… (docs/debtors.md) */
      months: number;
      name: string;
      /** @description E.164 */
      phone: string | null;
      /** @example ampere */
      system: string;
      /** @example نظام الأمبير */
      systemName: string;
      /**
       * @description The statement's total due; USD, two decimals at most
       * @example 90
       */
      totalDue: number;
      /**
       * @description The statement's pounds due; whole pounds
       * @example 8055000
       */
      totalDueLbp: number;
    };
    DebtorsFiltersResponse: {
      box?: string;
      minMonths?: number;
      system?: string;
    };
    DebtorsResponse: {
      /** @description The rows' totals per box, by box */
      boxes: components['schemas']['DebtBoxTotalsResponse'][];
      filters: components['schemas']['DebtorsFiltersResponse'];
      rows: components['schemas']['DebtorResponse'][];
      totals: components['schemas']['DebtAgeTotalsResponse'];
    };
    DebtTotalsResponse: {
      count: number;
      /** @description USD, two decimals at most */
      totalDue: number;
      /** @description whole pounds */
      totalDueLbp: number;
    };
    DeclinedRegistrationResponse: {
      address: string;
      /** @example 5 */
      ampereRequested: number;
      /** @description The system an approved request joined */
      approvedSystem: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description The number of the customer it became */
      customerNumber: number | null;
      /** Format: uuid */
      id: string;
      /** @example تم رفض الطلب */
      message: string;
      meterType: components['schemas']['MeterType'];
      name: string;
      phone: string;
      /**
       * @description The reference the applicant was given
       * @example REG-1001
       */
      reference: string;
      /** Format: date-time */
      reviewedAt: string | null;
      /** @description The e-mail of the user who reviewed it */
      reviewedBy: string | null;
      status: components['schemas']['PendingCustomerStatus'];
    };
    DeleteColumnDataDto: {
      /** @description a column of the catalogue, e.g. amountPaid */
      column: string;
      /** @description ampere-records, or {system}-customers for every metered system (kwh-customers, mahmoud-kwh-customers, …) */
      table: string;
    };
    DualAmountResponse: {
      /** @description Whole pounds */
      lbp: number;
      /** @description USD, exact to the cent */
      usd: number;
    };
    DuplicateCustomerResponse: {
      code?: string;
      /** @example 1004 */
      existingCustomerNumber?: number;
      /** @example الاسم مطلوب */
      message: string;
    };
    EconomicsCostsResponse: {
      diesel: components['schemas']['DualAmountResponse'];
      maintenance: components['schemas']['DualAmountResponse'];
      other: components['schemas']['DualAmountResponse'];
      total: components['schemas']['DualAmountResponse'];
    };
    EconomicsProfitResponse: {
      /** @description Billed less the costs */
      billedLessCosts: components['schemas']['DualAmountResponse'];
      /** @description Collected less the costs */
      collectedLessCosts: components['schemas']['DualAmountResponse'];
    };
    ErrorResponse: {
      code?: string;
      /** @example الاسم مطلوب */
      message: string;
    };
    ExchangeRateChangeResponse: {
      /** @description Metered customers whose bill changed */
      customersUpdated: number;
      /** @example 89500 */
      usdToLbp: number;
    };
    ExchangeRateDto: {
      /**
       * @description LBP per USD, whole pounds > 0 (Arabic digits and thousands separators read)
       * @example 89500
       */
      usdToLbp: number | string;
    };
    FlatCustomerResponse: {
      ampere: number;
      box: string | null;
      customerNumber: number;
      /** Format: uuid */
      id: string;
      name: string;
      system: string;
      systemName: string;
    };
    FlatCustomersResponse: {
      count: number;
      customers: components['schemas']['FlatCustomerResponse'][];
    };
    GeneratorChangesDto: {
      /** @description Power in kVA */
      kva?: number | string;
      name?: string;
    };
    GeneratorCostDto: {
      /** @description Whole pounds, stored as typed */
      amountLbp?: number | string;
      /** @description Dollars to the cent; exactly one of amountUsd, amountLbp */
      amountUsd?: number | string;
      /**
       * Format: date
       * @description The day, not after today
       * @example 2026-11-03
       */
      day: string;
      /** Format: uuid */
      generatorId?: string | null;
      /** @description Running hours */
      hours?: number | string;
      kind: components['schemas']['GeneratorCostKind'];
      /** @description Litres of diesel (required for diesel) */
      litres?: number | string;
      note?: string | null;
    };
    GeneratorCostImportResponse: {
      count: number;
      /**
       * Format: uuid
       * @description DELETE /api/generator-costs/imports/{importId} takes it back
       */
      importId: string;
    };
    /** @enum {string} */
    GeneratorCostKind: 'diesel' | 'maintenance' | 'other';
    GeneratorCostListResponse: {
      lines: components['schemas']['GeneratorCostResponse'][];
      /** @example 2026-11 */
      month: string;
    };
    GeneratorCostResponse: {
      /** @description Whole pounds, when typed in pounds */
      amountLbp: number | null;
      /** @description Dollars, when typed in dollars */
      amountUsd: number | null;
      /** Format: date */
      day: string;
      /** Format: uuid */
      generatorId: string | null;
      generatorName: string | null;
      hours: number | null;
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      importId: string | null;
      kind: components['schemas']['GeneratorCostKind'];
      litres: number | null;
      note: string | null;
    };
    GeneratorCostSheetRowDto: {
      amount?: number | string;
      /** @description USD (default) or LBP */
      currency?: string;
      day?: string;
      hours?: number | string;
      /** @description diesel, maintenance, other (or their Arabic names) */
      kind?: string;
      litres?: number | string;
      note?: string;
    };
    GeneratorDto: {
      /**
       * @description Power in kVA, above zero, up to 2 decimals
       * @example 500
       */
      kva: number | string;
      /** @example المولد الكبير */
      name: string;
    };
    GeneratorEconomicsResponse: {
      /** @description The statements' month totals, every system */
      billed: components['schemas']['DualAmountResponse'];
      /** @description The ledger's payments received in the month */
      collected: components['schemas']['DualAmountResponse'];
      /** @description null when no kWh was billed */
      costPerKwh: components['schemas']['CostPerKwhResponse'] | null;
      costs: components['schemas']['EconomicsCostsResponse'];
      /**
       * @description The month's rate, pounds per dollar
       * @example 89500
       */
      exchangeRate: number;
      hours: number;
      /** @description The metered statements' consumption of the month */
      kwhBilled: number;
      /** @example تشرين الثاني 2026 */
      label: string;
      litres: number;
      /** @example 2026-11 */
      month: string;
      profit: components['schemas']['EconomicsProfitResponse'];
    };
    GeneratorResponse: {
      /** Format: uuid */
      id: string;
      /**
       * @description kVA
       * @example 500
       */
      kva: number;
      /** @example المولد الكبير */
      name: string;
    };
    GrandTotalsResponse: {
      /**
       * @description The balances the last month close carried into the live month (the statements' previous balances; a credit counts negative); USD, exact to the cent (the screen rounds)
       * @example 450
       */
      arrearsCarried: number;
      /** @description The same, Lebanese pounds, whole pounds: the dollar figure at the stored exchange rate */
      arrearsCarriedLbp: number;
      /** @description USD, exact to the cent (the screen rounds) */
      totalAmount: number;
      /** @description Lebanese pounds, whole pounds: the dollar figure at the stored exchange rate */
      totalAmountLbp: number;
      totalAmpere: number;
      totalCustomers: number;
      totalKwh: number;
      /** @description USD, exact to the cent (the screen rounds) */
      totalPaid: number;
      /** @description Lebanese pounds, whole pounds: the dollar figure at the stored exchange rate */
      totalPaidLbp: number;
      totalRecords: number;
    };
    GroupPriceResponse: {
      /**
       * @description USD per kWh (up to 4 decimals) a new customer starts from; a pound price at the stored rate
       * @example 0.42
       */
      pricePerKwh: number;
      /**
       * @description Whole LBP per kWh when the price was set in pounds (new customers bill in pounds), else null
       * @example null
       */
      pricePerKwhLbp: number | null;
    };
    HandoverAmountsResponse: {
      /**
       * @description Lebanese pounds, whole pounds
       * @example 10000
       */
      lbp: number;
      /**
       * @description USD, exact to the cent
       * @example -5.5
       */
      usd: number;
    };
    HandoverResponse: {
      /**
       * Format: uuid
       * @description The collector's user id
       */
      collectorId: string;
      /** @example سامي حداد */
      collectorName: string;
      /** @description Payments not void taken that day */
      count: number;
      /** @description Pounds counted; Lebanese pounds, whole pounds; null until counted */
      countedLbp: number | null;
      /** @description Dollars counted; USD, exact to the cent; null until counted */
      countedUsd: number | null;
      /**
       * @description The business day, in the business's calendar
       * @example 2026-12-07
       */
      day: string;
      /** @description counted − taken in each currency (negative: cash missing); null until counted */
      difference: components['schemas']['HandoverAmountsResponse'] | null;
      /**
       * Format: date-time
       * @description When it was recorded
       */
      recordedAt: string | null;
      /** @description Who recorded the count (their name) */
      recordedBy: string | null;
      /**
       * @description Pounds taken (payments in LBP); Lebanese pounds, whole pounds
       * @example 1790000
       */
      takenLbp: number;
      /**
       * @description Dollars taken (payments in USD); USD, exact to the cent
       * @example 45.5
       */
      takenUsd: number;
    };
    HealthResponse: {
      /** @enum {string} */
      database: 'ok';
      /** @enum {string} */
      status: 'ok';
    };
    HistoryBalanceResponse: {
      /** @description whole pounds at the month’s rate */
      lbp: number;
      /** @description USD; negative is a credit */
      usd: number;
    };
    HistoryReadingsResponse: {
      consumption: number;
      current: number;
      estimated: boolean;
      previous: number;
      recorded: components['schemas']['RecordedReadingResponse'][];
    };
    ImportGeneratorCostsDto: {
      rows: components['schemas']['GeneratorCostSheetRowDto'][];
    };
    ImportPreviewDto: {
      text: string;
    };
    ImportPreviewResponse: {
      creates: number;
      rows: components['schemas']['ImportPreviewRowResponse'][];
      skipped: components['schemas']['SkippedLineResponse'][];
      updates: number;
    };
    ImportPreviewRowResponse: {
      /** @enum {string} */
      action: 'create' | 'update';
      address: string | null;
      amount: number;
      amountPaid: number;
      ampere: number;
      amperePrice: number;
      box: string | null;
      existingCustomerNumber?: number;
      line: number;
      name: string;
      /** @example +9613123456 */
      phone: string | null;
    };
    ImportSummaryResponse: {
      created: number;
      skipped: components['schemas']['SkippedLineResponse'][];
      updated: number;
    };
    KwhBulkRecordDto: {
      address?: (string | number) | null;
      amountPaid?: (string | number) | null;
      ampere?: (string | number) | null;
      box?: (string | number) | null;
      currentKwh?: (string | number) | null;
      customerNumber?: (string | number) | null;
      insurance?: (string | number) | null;
      name?: (string | number) | null;
      phone?: (string | number) | null;
      previousKwh?: (string | number) | null;
      pricePerKwh?: (string | number) | null;
      zone?: (string | number) | null;
    };
    KwhBulkRecordsDto: {
      records: components['schemas']['KwhBulkRecordDto'][];
    };
    KwhColumnPasteDto: {
      /** @enum {string} */
      column:
        | 'name'
        | 'box'
        | 'address'
        | 'ampere'
        | 'currentKwh'
        | 'previousKwh'
        | 'pricePerKwh'
        | 'insurance'
        | 'amountPaid';
      /** @description Answer which customer would receive which value, writing nothing. */
      dryRun?: boolean;
      /** @description The first customer to receive a value, from 1 (display order). */
      startRow?: number;
      /** @description One string per pasted line; empty lines are dropped. */
      values: string[];
    };
    KwhColumnPasteResponse: {
      changes: components['schemas']['PastedChangeResponse'][];
      updated: number;
    };
    KwhCustomerDeletedResponse: {
      /** Format: uuid */
      archivedId: string;
      /** @example تم حذف العميل بنجاح */
      message: string;
    };
    KwhCustomerFieldsDto: {
      address?: string | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      amountPaid?: (number | string) | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      ampere?: (number | string) | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      ampereSubscriptionFee?: (number | string) | null;
      box?: string | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      currentKwh?: (number | string) | null;
      /** @example 2026-12-05 */
      dueDate?: string | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      insurance?: (number | string) | null;
      /** @example 2026-11-25 */
      invoiceDate?: string | null;
      name?: string;
      /**
       * @description Any Lebanese form (+961, 00961, spaces, Arabic-Indic digits); answered in E.164. Blank: none.
       * @example 03 123456
       */
      phone?: string | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      previousKwh?: (number | string) | null;
      /** @description A number, or text read by the one number reader (١٢٫٥, 12,5); blank keeps the default. */
      pricePerKwh?: (number | string) | null;
      /**
       * @description The official tariff zone (town, village, or its Arabic name); blank keeps it (new: town)
       * @example town
       */
      zone?: string | null;
    };
    KwhCustomerResponse: {
      address: string | null;
      amountPaid: number;
      ampere: number;
      /** @description The own fee (USD), billed when the amperage has no price in the map */
      ampereSubscriptionFee: number;
      /** @description The balance carried from the months before (USD); negative is a credit */
      arrears: number;
      baseAmount: number;
      baseAmountLbp: number;
      box: string | null;
      /** @description currentKwh − previousKwh, never below 0 */
      consumption: number;
      createdAt: string;
      currentKwh: number;
      /** @example 1000 */
      customerNumber: number;
      /** @description cut off since `at`, and why; null when connected (docs/cut-off.md) */
      cutOff: components['schemas']['CutOffMarkResponse'] | null;
      dueDate: string | null;
      energyAmount: number;
      exchangeRateUsed: number;
      /** Format: uuid */
      id: string;
      /** @description Shown, never counted in the total */
      insurance: number;
      invoiceDate: string | null;
      isDeleted: boolean;
      isPaid: boolean;
      /** @example 2026-11 */
      month: string;
      name: string;
      /** @description arrears + totalAmount − amountPaid */
      outstandingBalance: number;
      /** @example +9613123456 */
      phone: string | null;
      previousKwh: number;
      pricePerKwh: number;
      /** @description The fee in effect (USD): the LBP map price converted, else the own fee */
      subscriptionFee: number;
      /** @example mahmoud-kwh */
      system: string;
      /** @description USD, VAT included */
      totalAmount: number;
      totalAmountLbp: number;
      tvaAmountLbp: number;
      vatAmount: number;
      /**
       * @description The official tariff zone (docs/official-tariff.md#zones)
       * @example town
       */
      zone: string;
    };
    KwhImportPreviewResponse: {
      creates: number;
      rows: components['schemas']['KwhImportPreviewRowResponse'][];
      skipped: components['schemas']['SkippedLineResponse'][];
      updates: number;
    };
    KwhImportPreviewRowResponse: {
      /** @enum {string} */
      action: 'create' | 'update';
      address: string | null;
      amountPaid: number;
      ampere: number;
      box: string | null;
      /** @description currentKwh − previousKwh, never below 0 */
      consumption: number;
      currentKwh: number;
      existingCustomerNumber?: number;
      insurance: number;
      line: number;
      name: string;
      /** @example +9613123456 */
      phone: string | null;
      previousKwh: number;
      pricePerKwh: number;
      /** @description USD, VAT included */
      totalAmount: number;
    };
    KwhImportSummaryResponse: {
      created: number;
      skipped: components['schemas']['SkippedLineResponse'][];
      updated: number;
    };
    KwhInvoiceResponse: {
      ampere: number;
      companyInfo: components['schemas']['CompanyProfileResponse'];
      /** @example 2026-11-05 */
      invoiceDate: string;
      /** @description The official tariff line it prints, or null */
      officialTariffLine: string | null;
      /** @description The customer's price per kWh in dollars, as stored */
      pricePerKwh: number;
      /** @description The statement of account */
      statement: components['schemas']['StatementResponse'];
    };
    KwhLbpMigrationResponse: {
      baydawiUpdated: number;
      /** @description Rows computed again per metered system */
      bySystem: {
        [key: string]: number;
      };
      mahmoudUpdated: number;
      /** @description kWh customers whose LBP columns were computed again */
      total: number;
    };
    KwhMonthStartedResponse: {
      /** @example تم بدء شهر جديد */
      message: string;
      /**
       * @description The month that was closed
       * @example 2026-11
       */
      month: string;
      totalCustomers: number;
    };
    KwhNewMonthDto: {
      /** @example 2026-11 */
      month?: string;
    };
    KwhPriceChangeResponse: {
      /** @example تم تحديث الأسعار بنجاح */
      message: string;
      /**
       * @description The USD price per kWh applied (4 decimals at most)
       * @example 2.5028
       */
      pricePerKwh: number;
      updated: number;
    };
    KwhSortResponse: {
      /** @example تم ترتيب الأسماء بشكل دائم */
      message: string;
      updated: number;
    };
    KwhSummaryResponse: {
      /** @example 80 */
      paidCount: number;
      /** @example 120 */
      totalCustomers: number;
      /**
       * @description USD, 2 decimals: the sum of the positive outstanding balances
       * @example 1234.5
       */
      totalOutstanding: number;
      /** @example 40 */
      unpaidCount: number;
    };
    LastPaymentResponse: {
      /**
       * @description What it settled; USD, two decimals at most
       * @example 20
       */
      amount: number;
      /** @description Pounds handed over; whole pounds */
      amountLbp: number | null;
      /** @enum {string} */
      currency: 'USD' | 'LBP';
      /**
       * @description The business day it was received
       * @example 2026-12-03
       */
      day: string;
    };
    LiveMonthResponse: {
      invoiceLabel: string;
      /** @example 2026-12 */
      invoiceMonth: string;
      label: string;
      /** @example 2026-11 */
      liveMonth: string;
      nextLabel: string;
      /** @example 2026-12 */
      nextMonth: string;
      /** @example ampere */
      system: string;
    };
    LoginDto: {
      /** @example admin@kahraba.local */
      email: string;
      password: string;
    };
    MarkAllUnpaidResponse: {
      updated: number;
    };
    MessageResponse: {
      message: string;
    };
    MeterReadingAnswerResponse: {
      clientId: string;
      /** @description the warning code the reader confirmed */
      confirmedWarning: string | null;
      consumption: number;
      /** @description the reading of this month this one replaced (a correction; the month's start stays) */
      correctedReading: number | null;
      /** @description kWh an earlier estimate billed that this reading showed unused */
      creditKwh: number;
      /** Format: uuid */
      customerId: string;
      /** @enum {string} */
      kind: 'actual' | 'estimated' | 'unread';
      previousReading: number;
      /** @description the reading stored: the estimate when estimated, 0 when unread */
      reading: number;
      /** @description the customer's bill after the reading */
      statement: components['schemas']['StatementResponse'];
    };
    /** @enum {string} */
    MeterType: 'meter' | 'cutoff';
    MonthCloseResponse: {
      /** @description The closed month’s metered bills above its official tariff (docs/official-tariff.md) */
      billsAboveOfficialTariff: number;
      dryRun: boolean;
      /** @example 2026-11 */
      month: string;
      /** @example 2026-12 */
      nextMonth: string;
      totalCustomers: number;
    };
    MonthlyArchivePageResponse: {
      months: components['schemas']['MonthlyArchiveTotalsResponse'][];
      page: number;
      pageCount: number;
      pageSize: number;
      records: components['schemas']['MonthlySnapshotResponse'][];
      totalRecords: number;
    };
    MonthlyArchiveTotalsResponse: {
      arrears: number;
      billed: number;
      customers: number;
      /** @example 2026-10 */
      month: string;
      outstanding: number;
      paid: number;
    };
    MonthlySnapshotResponse: {
      address: string | null;
      amount: number;
      amountPaid: number;
      ampere: number;
      /** Format: date-time */
      archivedAt: string;
      archiveReason: string;
      arrears: number;
      box: string | null;
      customerNumber: number;
      /** Format: uuid */
      id: string;
      isPaid: boolean;
      /** @example 2026-10 */
      month: string;
      name: string;
      outstandingBalance: number;
      statement: components['schemas']['StatementResponse'];
      system: string;
    };
    MonthSystemFiguresResponse: {
      /** @description What the month's close carried into the next month as arrears (credits negative); USD, exact to the cent (the screen rounds) */
      arrearsCarried: number;
      /** @example ampere */
      system: string;
      /** @description USD, exact to the cent (the screen rounds) */
      totalAmount: number;
      /** @description USD, exact to the cent (the screen rounds) */
      totalPaid: number;
    };
    NewMonthDto: {
      /** @example 2026-11 */
      month?: string;
    };
    OfficialFixedFeesResponse: {
      /** @example 385000 */
      5: number;
      /** @example 685000 */
      10: number;
      /** @example 300000 */
      perExtra5A: number;
    };
    OfficialTariffApplicationResponse: {
      customersUpdated: number;
      message: string;
      /** @example 2025-07 */
      month: string;
      /**
       * @description The stored map: amperage → LBP fee
       * @example {
       *       "5": 385000
       *     }
       */
      pricing: {
        [key: string]: number;
      };
      systems: string[];
    };
    OfficialTariffDto: {
      /**
       * @description LBP per 20 L of diesel the tariff was built on
       * @example 1542785
       */
      dieselPrice20LLbp: number | string;
      /**
       * @description The month’s LBP per USD the tariff was built on
       * @example 89700
       */
      exchangeRate: number | string;
      /**
       * @description The fixed monthly part in LBP: 5 A, 10 A and each further 5 A
       * @example {
       *       "5": 385000,
       *       "10": 685000,
       *       "perExtra5A": 300000
       *     }
       */
      fixedFeesLbp: {
        [key: string]: number | string;
      };
      /**
       * @description LBP per kWh by zone (town: towns and below 700 m; village: villages and above 700 m)
       * @example {
       *       "town": 32790,
       *       "village": 36069
       *     }
       */
      kwhPriceLbp: {
        [key: string]: number | string;
      };
      /**
       * @description Where it was published
       * @example وزارة الطاقة والمياه
       */
      source?: string;
    };
    OfficialTariffResponse: {
      /** @example 1542785 */
      dieselPrice20LLbp: number;
      /** @example 89700 */
      exchangeRate: number;
      fixedFeesLbp: components['schemas']['OfficialFixedFeesResponse'];
      /**
       * @description zone → LBP per kWh
       * @example {
       *       "town": 32790,
       *       "village": 36069
       *     }
       */
      kwhPriceLbp: {
        [key: string]: number;
      };
      /** @example 2025-07 */
      month: string;
      /** @example تموز 2025 */
      monthLabel: string;
      source: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description Who entered it last */
      updatedBy: string | null;
      zones: components['schemas']['TariffZoneResponse'][];
    };
    PaidAmountDto: {
      /** @description Dollars, at most 2 decimals; text such as "12,5" or "١٢٫٥" is read too. */
      amountPaid: number;
    };
    PasscodeVerifiedResponse: {
      /** @enum {boolean} */
      verified: true;
    };
    PasswordResetResponse: {
      /** @description true: the server chose the password below */
      generated: boolean;
      message: string;
      /** @description The generated password, shown this once */
      password?: string;
    };
    PastedChangeResponse: {
      after: string | null;
      before: string | null;
      customerNumber: number;
      /** Format: uuid */
      id: string;
      name: string;
      row: number;
    };
    PaymentBalanceAfterResponse: {
      /**
       * @description USD; negative is a credit
       * @example 50
       */
      totalDue: number;
      /**
       * @description whole pounds
       * @example 4475000
       */
      totalDueLbp: number;
    };
    /**
     * @description What was handed over
     * @enum {string}
     */
    PaymentCurrency: 'USD' | 'LBP';
    /** @enum {string} */
    PaymentMethod: 'cash' | 'bank_transfer' | 'money_transfer';
    PaymentRecordStateResponse: {
      /**
       * @description This month's charges; USD, exact to the cent
       * @example 50
       */
      amount: number;
      /**
       * @description This month's payments not void; USD, exact to the cent
       * @example 20
       */
      amountPaid: number;
      /**
       * @description Carried from earlier months (negative: a credit); USD, exact to the cent
       * @example 0
       */
      arrears: number;
      /** @example false */
      isPaid: boolean;
      /**
       * @description arrears + amount − amountPaid; USD, exact to the cent
       * @example 30
       */
      outstandingBalance: number;
    };
    PaymentResponse: {
      /**
       * @description What the payment settles; USD, exact to the cent
       * @example 15
       */
      amount: number;
      /**
       * @description The pounds handed over when LBP; else the dollar amount at the rate, in whole pounds
       * @example 1342500
       */
      amountLbp: number;
      /** @description What remained owed right after the payment (a single payment of the customer's live month) */
      balanceAfter?: components['schemas']['PaymentBalanceAfterResponse'];
      /**
       * @description The billing month it settles
       * @example 2026-11
       */
      billingMonth: string;
      /** @example تشرين الثاني 2026 */
      billingMonthLabel: string;
      /** @example A-4 */
      box: string | null;
      /**
       * @description The collector by name (on a single payment)
       * @example سامي حداد
       */
      collectorName?: string;
      /** @description What was handed over */
      currency: components['schemas']['PaymentCurrency'];
      /** @example هدى سليمان */
      customerName: string;
      /** @example 1001 */
      customerNumber: number;
      /**
       * @description E.164, the customer’s phone now
       * @example +9613123456
       */
      customerPhone: string | null;
      /**
       * @description LBP per USD, the stored rate when it was recorded
       * @example 89500
       */
      exchangeRate: number;
      /** Format: uuid */
      id: string;
      /** @example 2026-12 */
      invoiceMonth: string;
      /** @example كانون الأول 2026 */
      invoiceMonthLabel: string;
      /**
       * @description The invoice the payment paid
       * @example INV-1030-2026
       */
      invoiceNumber: string;
      method: components['schemas']['PaymentMethod'];
      note: string | null;
      /**
       * @description Sequential per year
       * @example R-2026-000123
       */
      receiptNumber: string;
      /** Format: date-time */
      receivedAt: string;
      /**
       * @description Who took it: the user's e-mail, or 'cli:<user>'
       * @example sami@example.com
       */
      receivedBy: string;
      /** @description The record after the payment or its void (on those answers only) */
      record?: components['schemas']['PaymentRecordStateResponse'];
      /**
       * Format: uuid
       * @description The live record the payment settles
       */
      recordId: string;
      /** @description How it was recorded */
      source: components['schemas']['PaymentSource'];
      /** @example ampere */
      system: string;
      /** Format: date-time */
      voidedAt: string | null;
      voidedBy: string | null;
      voidReason: string | null;
    };
    /**
     * @description How it was recorded
     * @enum {string}
     */
    PaymentSource:
      | 'collection'
      | 'paid-edit'
      | 'mark-paid'
      | 'record-table'
      | 'import'
      | 'column-paste'
      | 'opening-balance';
    /** @enum {string} */
    PaymentsReportGroup: 'day' | 'collector' | 'system' | 'method' | 'box';
    PaymentsReportResponse: {
      /** @description Every box of every system (or of the one asked for) in its live month, whatever the period */
      boxes: components['schemas']['BoxCollectionResponse'][];
      by: components['schemas']['PaymentsReportGroup'];
      /**
       * @description First day, included
       * @example 2026-11-01
       */
      from: string;
      rows: components['schemas']['PaymentsReportRowResponse'][];
      /**
       * @description Last day, included
       * @example 2026-11-30
       */
      to: string;
      totals: components['schemas']['PaymentsReportTotalsResponse'];
    };
    PaymentsReportRowResponse: {
      /** @description Payments in the group */
      count: number;
      /**
       * @description The group: YYYY-MM-DD, the collector's e-mail (or cli:<user>), the system id, the method, or <system>:<box>
       * @example 2026-11-24
       */
      key: string;
      /**
       * @description The group in Arabic
       * @example الثلاثاء 24 تشرين الثاني 2026
       */
      label: string;
      /**
       * @description Lebanese pounds handed over, whole pounds
       * @example 1834750
       */
      lbpReceived: number;
      /**
       * @description What the payments settled; USD, exact to the cent
       * @example 120.5
       */
      totalUsd: number;
      /**
       * @description Dollars handed over (payments in USD); USD, exact to the cent
       * @example 100
       */
      usdReceived: number;
    };
    PaymentsReportTotalsResponse: {
      count: number;
      /** @description Lebanese pounds handed over, whole pounds */
      lbpReceived: number;
      /** @description USD, exact to the cent */
      totalUsd: number;
      /** @description USD, exact to the cent */
      usdReceived: number;
    };
    PendingCustomerResponse: {
      address: string;
      /** @example 5 */
      ampereRequested: number;
      /** @description The system an approved request joined */
      approvedSystem: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description The number of the customer it became */
      customerNumber: number | null;
      /** Format: uuid */
      id: string;
      meterType: components['schemas']['MeterType'];
      name: string;
      phone: string;
      /**
       * @description The reference the applicant was given
       * @example REG-1001
       */
      reference: string;
      /** Format: date-time */
      reviewedAt: string | null;
      /** @description The e-mail of the user who reviewed it */
      reviewedBy: string | null;
      status: components['schemas']['PendingCustomerStatus'];
    };
    /** @enum {string} */
    PendingCustomerStatus: 'pending' | 'approved' | 'declined';
    PortalInvoiceResponse: {
      address: string | null;
      amount: number;
      amountPaid: number;
      ampere: number;
      box: string | null;
      customerNumber: number;
      name: string;
      /** @description The payments not void of the last 12 billing months, newest first; only the newest unless the visitor typed the printed invoice number */
      payments: components['schemas']['PortalPaymentResponse'][];
      /** @description 'year' when the visitor typed the printed invoice number (INV-n-YYYY) of this bill, else 'last' */
      paymentsShown: components['schemas']['PortalPaymentsShown'];
      /** @description The statement of account, as the public sees it */
      statement: components['schemas']['PublicStatementResponse'];
      /**
       * @description The billing system's Arabic name
       * @example عدادات محمود
       */
      systemName: string;
    };
    PortalPaymentResponse: {
      /**
       * @description What it settled, USD exact to the cent
       * @example 20
       */
      amount: number;
      /**
       * @description Pounds handed over (LBP), or the dollars at the rate of that day, whole pounds
       * @example 1790000
       */
      amountLbp: number;
      /**
       * @description The billing month it paid
       * @example 2026-11
       */
      billingMonth: string;
      /** @example تشرين الثاني 2026 */
      billingMonthLabel: string;
      /** @description What was handed over */
      currency: components['schemas']['PaymentCurrency'];
      /**
       * @description The month its receipt names: the month the invoice said the day the money was taken (the 25th rule)
       * @example 2026-12
       */
      invoiceMonth: string;
      /** @example كانون الأول 2026 */
      invoiceMonthLabel: string;
      /** @example R-2026-000123 */
      receiptNumber: string;
      /** @example 2026-11-24T09:30:00.000Z */
      receivedAt: string;
    };
    /**
     * @description 'year' when the visitor typed the printed invoice number (INV-n-YYYY) of this bill, else 'last'
     * @enum {string}
     */
    PortalPaymentsShown: 'last' | 'year';
    PriceChangeResponse: {
      keptCustom: number;
      message: string;
      updated: number;
    };
    PrintCompanyResponse: {
      lookupNote: string;
      name: string;
      phone: string;
      phone2: string;
      registrationNumber: string;
    };
    PrintInvoiceResponse: {
      company: components['schemas']['PrintCompanyResponse'];
      /**
       * @description The official tariff of the invoice's month for the customer's zone, when the owner prints it
       * @example التسعيرة الرسمية لشهر تموز 2025: 32,790 ل.ل/ك.و.س
       */
      officialTariffLine: string | null;
      otherLines: components['schemas']['PrintOtherLineResponse'][];
      /** @description The statement of account printed */
      statement: components['schemas']['StatementResponse'];
    };
    PrintInvoicesDto: {
      /** @description whole boxes; "" is the customers without a box */
      boxes?: string[];
      /**
       * @description A month the system closed (GET /api/{type}-closed-months): its invoices as the close kept them, from the monthly archive; printed as that month (month and year are not used). Without ids, selectionId or boxes: every customer the month billed.
       * @example 2026-11
       */
      closedMonth?: string;
      ids?: string[];
      /** @description the month printed on the invoices */
      month?: number;
      /**
       * Format: uuid
       * @description a stored selection (POST /api/print-selections)
       */
      selectionId?: string;
      /**
       * @description 'ampere' or a metered system's id
       * @example ampere
       */
      type: string;
      year?: number;
    };
    PrintOtherLineResponse: {
      /** @example رسم الاشتراك */
      label: string;
      /** @example $5 */
      value: string;
    };
    PrintSelectionCreatedResponse: {
      /** Format: uuid */
      id: string;
    };
    PrintSelectionResponse: {
      ids: string[];
      /** @example ampere */
      type: string;
    };
    PublicAddressDto: {
      /** @example https://kahraba.example.com */
      publicUrl: string;
    };
    PublicAddressResponse: {
      /** @example https://kahraba.example.com */
      publicUrl: string | null;
      /**
       * @description PUBLIC_URL overrides the saved address
       * @enum {string|null}
       */
      source: 'environment' | 'settings' | null;
    };
    PublicStatementResponse: {
      address: string | null;
      amountPaid: number;
      base: number;
      box: string | null;
      customerNumber: number;
      /** @description cut off since `at`, and why; null when connected (docs/cut-off.md) */
      cutOff: components['schemas']['CutOffMarkResponse'] | null;
      /** @example INV-1030-2026 */
      invoiceNumber: string;
      isPaid: boolean;
      lbp: components['schemas']['StatementLbpResponse'];
      lines: components['schemas']['StatementLineResponse'][];
      /** @example 2026-12 */
      month: string;
      /** @example كانون الأول 2026 */
      monthLabel: string;
      name: string;
      /** @enum {string} */
      paymentStatus: 'paid' | 'partial' | 'unpaid';
      previousBalance: number;
      /** @description metered: the readings; absent for a flat subscription */
      readings?: components['schemas']['StatementReadingsResponse'];
      /** @example INV-1030 */
      shortInvoiceNumber: string;
      /** @example mahmoud-kwh */
      system: string;
      /** @enum {string} */
      tariff: 'flat-per-ampere' | 'metered-per-kwh';
      /** @description this month's charges, VAT included */
      total: number;
      /** @description previousBalance + total − amountPaid */
      totalDue: number;
      vat: number;
      vatRatePercent: number;
    };
    ReadingExportRowResponse: {
      address: string | null;
      ampere: number;
      box: string | null;
      /** @description The current reading is an estimate (the sheet says نعم) */
      currentEstimated: boolean;
      /** @description kWh, up to 3 decimals; 0 until the meter is read */
      currentKwh: number;
      customerNumber: number;
      /** Format: uuid */
      id: string;
      name: string;
      /**
       * @description Blank: the new reading the operator types
       * @enum {string}
       */
      newCurrentKwh: '';
      /** @description The previous reading is an estimate (the sheet says نعم) */
      previousEstimated: boolean;
      /** @description kWh, up to 3 decimals */
      previousKwh: number;
    };
    ReadingLineReasonResponse: {
      box: string | null;
      /** @description The customer the row names: the one matched, else the number the row gives */
      customerNumber: number | null;
      /** @description The row number the spreadsheet shows (header = row 1) */
      line: number;
      name: string | null;
      reason: string;
    };
    ReadingPreviewRowResponse: {
      consumption: number;
      /** @description kWh, up to 3 decimals; 0 until the meter is read */
      currentKwh: number;
      customerNumber: number;
      /** Format: uuid */
      id: string;
      line: number;
      name: string;
      newCurrentKwh: number;
      newPreviousKwh: number;
      /** @description kWh, up to 3 decimals */
      previousKwh: number;
    };
    ReadingRoundResponse: {
      boxes: components['schemas']['BoxProgressResponse'][];
      customers: components['schemas']['RoundCustomerResponse'][];
      /** @example 2026-11 */
      month: string;
    };
    ReadingsImportResponse: {
      message: string;
      /** @description With dryRun only */
      rows?: components['schemas']['ReadingPreviewRowResponse'][];
      /** @description Refused, blank and unknown rows */
      skipped: components['schemas']['ReadingLineReasonResponse'][];
      /** @description Customers updated (with dryRun: that would be) */
      updated: number;
      /** @description Recorded, worth a second look */
      warnings: components['schemas']['ReadingLineReasonResponse'][];
    };
    ReconnectDto: {
      /**
       * @description The reconnection fee in whole pounds, as typed, billed in pounds; not with feeUsd
       * @example 895000
       */
      feeLbp?: number | string;
      /**
       * @description The reconnection fee in dollars (up to 2 decimals), as typed; not with feeLbp
       * @example 10
       */
      feeUsd?: number | string;
    };
    RecordedReadingResponse: {
      /** @description kWh */
      consumption: number;
      /** @enum {string} */
      kind: 'actual' | 'estimated' | 'unread';
      /** @description the start reading it counted from, kWh */
      previous: number;
      /** @description kWh */
      reading: number;
      recordedBy: string;
      /** Format: date-time */
      takenAt: string;
      unreadReason: string | null;
    };
    RecordHandoverDto: {
      /**
       * Format: uuid
       * @description The collector's user id (required)
       */
      collectorId?: string;
      /**
       * @description Whole pounds counted (required, 0 when none), as typed
       * @example 1800000
       */
      countedLbp?: number | string;
      /**
       * @description Dollars counted (required, 0 when none), as typed: Arabic-Indic digits and comma decimals read
       * @example 40
       */
      countedUsd?: number | string;
      /**
       * @description The business day; today by default
       * @example 2026-12-07
       */
      day?: string;
    };
    RecordMeterReadingDto: {
      /** @description Idempotency key: the same key again answers the same reading (200), nothing written */
      clientId: string;
      /** @description The reader confirmed the reading's warning */
      confirmed?: boolean;
      /** @description The previous reading as the reader saw it: a different one on file answers 409 */
      previousReading?: number | string;
      /**
       * @description The meter reading as typed (Arabic-Indic digits read); or unreadReason, not both
       * @example 1250
       */
      reading?: number | string;
      /** @description The meter was replaced this month */
      replacedMeter?: components['schemas']['ReplacedMeterDto'];
      /**
       * Format: date-time
       * @description When the reader took it (on the phone, maybe offline)
       */
      takenAt: string;
      /** @description Why the meter could not be read: estimated from history */
      unreadReason?: string;
    };
    RecordPaymentDto: {
      /**
       * @description Dollars (up to 2 decimals) or whole pounds, as typed: Arabic-Indic digits and comma decimals read
       * @example 15
       */
      amount?: number | string;
      /** @description Idempotency key: the same key again answers the same payment (200), nothing written */
      clientId?: string;
      /**
       * @default USD
       * @enum {string}
       */
      currency: 'USD' | 'LBP';
      /**
       * @default cash
       * @enum {string}
       */
      method: 'cash' | 'bank_transfer' | 'money_transfer';
      note?: string | null;
      /**
       * Format: uuid
       * @description The user who took the payment on the phone: refused (403) unless that user is signed in
       */
      takenBy?: string;
    };
    RegisterPendingCustomerDto: {
      address: string;
      ampereRequested: number;
      /** @enum {string} */
      meterType: 'meter' | 'cutoff';
      name: string;
      /** @example +961 3 123 456 */
      phone: string;
    };
    RegistrationReceiptResponse: {
      /** Format: uuid */
      id: string;
      message: string;
      /** @example REG-1001 */
      reference: string;
      status: components['schemas']['PendingCustomerStatus'];
    };
    ReminderRunCustomerResponse: {
      /** Format: uuid */
      customerId: string;
      customerNumber: number;
      /** @description The link to open (wa.me with the text), or null: skipped */
      link: string | null;
      name: string;
      /**
       * Format: date-time
       * @description When its link was opened
       */
      remindedAt: string | null;
      /** @example هاتف أرضي: لا واتساب */
      skipLabel: string | null;
      /** @enum {string|null} */
      skipReason: 'no-phone' | 'landline' | 'recently-reminded' | 'not-owing' | null;
      /** @example ampere */
      system: string;
    };
    ReminderRunResponse: {
      customers: components['schemas']['ReminderRunCustomerResponse'][];
      /** Format: uuid */
      id: string;
      /** @example whatsapp-link */
      provider: string;
      reminded: number;
      skipped: number;
      skipRemindedWithinDays: number;
      /** Format: date-time */
      startedAt: string;
      startedBy: string;
      toRemind: number;
    };
    ReminderTargetDto: {
      /** Format: uuid */
      customerId: string;
      /** @example ampere */
      system: string;
    };
    ReplacedMeterDto: {
      /** @description the old meter's final reading */
      finalReading: number | string;
      /** @description the new meter's start reading */
      newStartReading: number | string;
    };
    ReplacedMeterResponse: {
      /** @description the old meter's final reading */
      finalReading: number;
      /** @description the new meter's reading when fitted */
      newStartReading: number;
    };
    ResetPasswordDto: {
      /** @description The new password; omitted: a strong one is generated and answered once */
      password?: string;
    };
    RestoreArchiveResultResponse: {
      message: string;
      restored: number;
    };
    RoundCustomerResponse: {
      address: string | null;
      box: string | null;
      customerNumber: number;
      /** @description the reading followed is an estimate: a lower actual one trues it up */
      followsEstimate: boolean;
      /** Format: uuid */
      id: string;
      /** @description last closed months, newest first (up to three) */
      lastMonths: number[];
      meterReplaced: boolean;
      name: string;
      /** @description the month's start reading a new one counts from; sent back as previousReading */
      previousReading: number;
      /** @description this month's reading, null when not read */
      reading: number | null;
      /** @description the meter replaced this month: a correction without its own replacement keeps it */
      replacedMeter: components['schemas']['ReplacedMeterResponse'] | null;
      /** @enum {string} */
      status: 'read' | 'estimated' | 'unread' | 'left';
      unreadReason: string | null;
    };
    SetPasscodeDto: {
      confirmation: string;
      newPasscode: string;
      /** @enum {string} */
      scope: 'tables' | 'danger';
    };
    SkippedLineResponse: {
      line: number;
      reason: string;
      text: string;
    };
    StartReminderRunDto: {
      customers: components['schemas']['ReminderTargetDto'][];
      /**
       * @description Skip the customers reminded within this many days (0: skip none for it)
       * @default 7
       */
      skipRemindedWithinDays: number | string;
    };
    StatementLbpResponse: {
      amountPaid: number;
      base: number;
      /** @description the month was priced in pounds: pounds exact, dollars derived */
      exact: boolean;
      previousBalance: number;
      /**
       * @description LBP per USD the pounds are stated at
       * @example 89500
       */
      rate: number;
      /** @description this month's charges in pounds */
      total: number;
      /** @description what a customer paying in pounds pays, arrears included */
      totalDue: number;
      vat: number;
    };
    StatementLineResponse: {
      /** @description USD */
      amount: number;
      /** @description whole pounds */
      amountLbp: number;
      /**
       * @description estimate-credit: kWh an estimate billed that the actual reading showed unused (negative)
       * @enum {string}
       */
      kind: 'ampere' | 'energy' | 'subscription-fee' | 'estimate-credit' | 'reconnection-fee';
      /** @description amperes or kWh; null for a fixed fee */
      quantity: number | null;
      /** @example ك.و.س */
      unit: string | null;
      /**
       * @description as entered: USD with every decimal (0.4022) or whole pounds
       * @example 0.4022
       */
      unitPrice: number;
      /** @enum {string} */
      unitPriceCurrency: 'USD' | 'LBP';
    };
    StatementReadingsResponse: {
      consumption: number;
      current: number;
      /** @description the current reading is an estimate (the meter could not be read): 'تقدير' */
      estimated: boolean;
      previous: number;
      /** @description a meter replaced this month */
      replacedMeter?: components['schemas']['ReplacedMeterResponse'];
    };
    StatementResponse: {
      address: string | null;
      amountPaid: number;
      base: number;
      box: string | null;
      customerNumber: number;
      /** @description cut off since `at`, and why; null when connected (docs/cut-off.md) */
      cutOff: components['schemas']['CutOffMarkResponse'] | null;
      /** Format: uuid */
      id: string;
      /** @example INV-1030-2026 */
      invoiceNumber: string;
      isPaid: boolean;
      lbp: components['schemas']['StatementLbpResponse'];
      lines: components['schemas']['StatementLineResponse'][];
      /** @example 2026-12 */
      month: string;
      /** @example كانون الأول 2026 */
      monthLabel: string;
      name: string;
      /** @enum {string} */
      paymentStatus: 'paid' | 'partial' | 'unpaid';
      /** @example +9613123456 */
      phone: string | null;
      previousBalance: number;
      /** @description metered: the readings; absent for a flat subscription */
      readings?: components['schemas']['StatementReadingsResponse'];
      /** @example INV-1030 */
      shortInvoiceNumber: string;
      /** @example mahmoud-kwh */
      system: string;
      /** @enum {string} */
      tariff: 'flat-per-ampere' | 'metered-per-kwh';
      /** @description this month's charges, VAT included */
      total: number;
      /** @description previousBalance + total − amountPaid */
      totalDue: number;
      vat: number;
      vatRatePercent: number;
      /** @description the phone is a mobile (WhatsApp); never a landline */
      whatsApp: boolean;
    };
    SubscriptionAmperageResponse: {
      amperage: number;
      customerCount: number;
    };
    SubscriptionPricingChangeResponse: {
      /** @description Metered customers whose bill changed */
      customersUpdated: number;
      /**
       * @description The stored map: amperage → LBP fee
       * @example {
       *       "5": 500000
       *     }
       */
      pricing: {
        [key: string]: number;
      };
    };
    SubscriptionPricingDto: {
      /**
       * @description The whole map: amperage (whole, > 0) → monthly fee in LBP (whole pounds ≥ 0); an amperage left out has no price any more
       * @example {
       *       "5": 500000,
       *       "10": 900000
       *     }
       */
      pricing: {
        [key: string]: number | string;
      };
    };
    SystemSummariesResponse: {
      ampereSystem: components['schemas']['SystemSummaryResponse'];
      baydawiSystem: components['schemas']['SystemSummaryResponse'];
      /** @description What the customers owe by the age of the debt: the debtors list's totals (docs/debtors.md) */
      debtAges: components['schemas']['DebtAgeTotalsResponse'];
      /**
       * @description LBP per USD used for the pound figures
       * @example 89500
       */
      exchangeRate: number;
      grandTotals: components['schemas']['GrandTotalsResponse'];
      /** @description The generic kWh list */
      kwhSystem: components['schemas']['SystemSummaryResponse'];
      mahmoudSystem: components['schemas']['SystemSummaryResponse'];
      /** @description The last 12 closed months, oldest first */
      months: components['schemas']['ArchivedMonthResponse'][];
      /** @description Registration requests waiting for review */
      pendingCount: number;
      /** @description Every billing system, in display order */
      systems: components['schemas']['SystemSummaryResponse'][];
    };
    SystemSummaryResponse: {
      /**
       * @description The balances the last month close carried into the live month (the statements' previous balances; a credit counts negative); USD, exact to the cent (the screen rounds)
       * @example 450
       */
      arrearsCarried: number;
      /** @description The same, Lebanese pounds, whole pounds: the dollar figure at the stored exchange rate */
      arrearsCarriedLbp: number;
      /** @example mahmoud-kwh */
      id: string;
      /** @example كيلوواط محمود */
      name: string;
      /** @description Live customers plus the system's monthly-archive rows */
      recordCount: number;
      tariff: components['schemas']['TariffKind'];
      /**
       * @description Billed in the live month; USD, exact to the cent (the screen rounds)
       * @example 1234.5
       */
      totalAmount: number;
      /** @description Lebanese pounds, whole pounds: the dollar figure at the stored exchange rate */
      totalAmountLbp: number;
      /** @example 120.5 */
      totalAmpere: number;
      /** @description Live customers */
      totalCustomers: number;
      /**
       * @description Consumption of the live month (0 for the ampere system)
       * @example 3400.5
       */
      totalKwh: number;
      /**
       * @description Collected of it; USD, exact to the cent (the screen rounds)
       * @example 800
       */
      totalPaid: number;
      /** @description Lebanese pounds, whole pounds: the dollar figure at the stored exchange rate */
      totalPaidLbp: number;
    };
    TableConfigDto: {
      /** @example 1-4 8-12 27 32 */
      baydawiBoxes: string;
      /** @example 5-7 13-33 */
      mahmoudBoxes: string;
    };
    TableConfigResponse: {
      baydawiBoxes: string;
      /** @example 5-7 13-33 */
      mahmoudBoxes: string;
    };
    TableCountsResponse: {
      'ampere-records': number;
      'baydawi-kwh-customers': number;
      'kwh-customers': number;
      'mahmoud-kwh-customers': number;
    };
    TableViewResponse: {
      ampereOptions: number[];
      boxOptions: string[];
      panels: components['schemas']['BoxGroupPanelResponse'][];
      records: components['schemas']['AmpereRecordResponse'][];
    };
    TakenBackupResponse: {
      bytes: number;
      copiedTo: string | null;
      /** @description Why the copy to BACKUP_COPY_DIR failed (the backup itself is kept) */
      copyError: string | null;
      name: string;
      takenAt: string;
      verified: boolean | null;
      verifyError: string | null;
    };
    /** @enum {string} */
    TariffKind: 'flat-per-ampere' | 'metered-per-kwh';
    TariffZoneResponse: {
      /** @example town */
      id: string;
      /** @example المدن / تحت ٧٠٠ م */
      name: string;
    };
    UndoResultResponse: {
      deletedCount: number;
      message: string;
      revertedCount: number;
    };
    UpdateAmpereRecordDto: {
      address?: string | null;
      amountPaid?: number;
      ampere?: number;
      /** @description Blank or null: the automatic price; text is read as a number (١٢٫٥, 12,5). */
      amperePrice?: (number | string) | null;
      box?: string | null;
      /** @example 2026-12-05 */
      dueDate?: string | null;
      isPaid?: boolean;
      name?: string;
      /**
       * @description Any Lebanese form (+961, 00961, spaces, Arabic-Indic digits); answered in E.164. Blank: none.
       * @example 03 123456
       */
      phone?: string | null;
    };
    UpdateKwhPricesDto: {
      /** @description Only these customers of the system; all when absent */
      ids?: string[];
      /** @description USD per kWh, > 0, up to 4 decimals (read by the one number reader); or pricePerKwhLbp */
      pricePerKwh?: number | string;
      /** @description LBP per kWh, whole pounds > 0, converted at the stored rate to USD (half away from zero, 4 decimals); or pricePerKwh */
      pricePerKwhLbp?: number | string;
    };
    UpdatePricesDto: {
      globalPrice: number;
      /** @description Re-price customers with a price of their own too (default: they keep it). */
      includeCustomPrices?: boolean;
      lowPrice: number;
    };
    UpdateUserDto: {
      active?: boolean;
      /** @description A collector who may also walk the reading round (docs/meter-reader.md); collectors only */
      meterReader?: boolean;
      role?: components['schemas']['UserRole'];
    };
    UserAccountResponse: {
      /** @description false: cannot sign in, has no session */
      active: boolean;
      /** Format: date-time */
      createdAt: string;
      email: string;
      firstName: string;
      /** Format: uuid */
      id: string;
      lastName: string;
      /** @description A collector who may also walk the reading round (docs/meter-reader.md); false otherwise */
      meterReader: boolean;
      role: components['schemas']['UserRole'];
    };
    UserResponse: {
      email: string;
      firstName: string;
      /** Format: uuid */
      id: string;
      lastName: string;
      /** @description A collector who may also walk the reading round (docs/meter-reader.md); false otherwise */
      meterReader: boolean;
      role: components['schemas']['UserRole'];
    };
    /** @enum {string} */
    UserRole: 'admin' | 'operator' | 'collector';
    VerifyPasscodeDto: {
      passcode: string;
      /** @enum {string} */
      scope: 'tables' | 'danger';
    };
    VoidPaymentDto: {
      /** @description Why the payment is voided (required) */
      reason?: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  CustomersController_listMeteredArchived: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivedKwhCustomerResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_restoreMetered: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhCustomerResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_searchMeteredArchived: {
    parameters: {
      query?: {
        /** @description Arabic-aware search over name, number, box and address */
        q?: string;
      };
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivedKwhCustomerResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_listMetered: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhCustomerResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_createMetered: {
    parameters: {
      query?: never;
      header: {
        'idempotency-key': string;
      };
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateKwhCustomerDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhCustomerResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A live customer of the system has the same name and box (send force: true to add anyway) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DuplicateCustomerResponse'];
        };
      };
    };
  };
  CustomersController_replace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['KwhCustomerFieldsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhCustomerResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_removeMetered: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhCustomerDeletedResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_updateMetered: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['KwhCustomerFieldsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhCustomerResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_cutOffMetered: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CutOffDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CutOffResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_meteredHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description docs/customer-history.md */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerHistoryResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  KwhInvoiceController_invoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhInvoiceResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_markPaid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhCustomerResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  MeteredPaymentsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every month, void ones too, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  MeteredPaymentsController_record: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordPaymentDto'];
      };
    };
    responses: {
      /** @description Recorded before under the same clientId: nothing written */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponse'];
        };
      };
      /** @description Recorded, with its receipt number */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  ReadingRoundController_record: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordMeterReadingDto'];
      };
    };
    responses: {
      /** @description Applied before under the same clientId */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MeterReadingAnswerResponse'];
        };
      };
      /** @description Applied, with the customer's new bill */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MeterReadingAnswerResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_reconnectMetered: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReconnectDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CutOffResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_archiveMetered: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchiveResultResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_bulkMetered: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['KwhBulkRecordsDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhImportSummaryResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  KwhReadingsController_bulkUpdateReadings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkUpdateReadingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadingsImportResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_pasteMeteredColumn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['KwhColumnPasteDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhColumnPasteResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  KwhReadingsController_exportForReadings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadingExportRowResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_groupPrice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GroupPriceResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_previewMeteredImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportPreviewDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhImportPreviewResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_meteredMonth: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiveMonthResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_newMeteredMonth: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['KwhNewMonthDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MonthCloseResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  ReadingRoundController_round: {
    parameters: {
      query?: {
        /** @description Comma-separated boxes whose customers to list (walking order); absent: progress only */
        boxes?: string;
      };
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadingRoundResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_restoreMeteredArchive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RestoreArchiveResultResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_searchMetered: {
    parameters: {
      query?: {
        /** @description Arabic-aware search over name, number, box and address */
        q?: string;
      };
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhCustomerResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_sortPermanently: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhSortResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_startNewMonthReadings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhMonthStartedResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhSummaryResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_describeMeteredLastBatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchDescriptionResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_undoMeteredLastBatch: {
    parameters: {
      query: {
        batchId: string;
      };
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UndoResultResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_updateMeteredPrices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, … */
        system: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateKwhPricesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhPriceChangeResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  SystemBoxesController_boxes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ampere or a metered system: mahmoud-kwh, baydawi-kwh, … */
        type: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description box numbers, numerically (no box left out) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  SystemBoxesController_closedMonths: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ampere or a metered system: mahmoud-kwh, baydawi-kwh, … */
        type: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the months the system closed, 'YYYY-MM', newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  ColumnDataController_deleteColumnData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteColumnDataDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ColumnClearedResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_list: {
    parameters: {
      query?: {
        /** @description Arabic-aware search over name, number, box and address */
        q?: string;
        sort?: components['schemas']['AmpereSort'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_create: {
    parameters: {
      query?: never;
      header: {
        'idempotency-key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAmpereRecordDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A live customer has the same name and box (send force: true to add anyway) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DuplicateCustomerResponse'];
        };
      };
    };
  };
  CustomersController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordDeletedResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAmpereRecordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_cutOffAmpere: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CutOffDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CutOffResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_ampereHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description docs/customer-history.md */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerHistoryResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_invoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereInvoiceResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PaymentsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every month, void ones too, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PaymentsController_record: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordPaymentDto'];
      };
    };
    responses: {
      /** @description Recorded before under the same clientId: nothing written */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponse'];
        };
      };
      /** @description Recorded, with its receipt number */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_reconnectAmpere: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReconnectDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CutOffResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_archive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchiveResultResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_boxes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereBoxResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_bulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkAmpereRecordsDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportSummaryResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_pasteColumn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ColumnPasteDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ColumnPasteResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_previewImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportPreviewDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportPreviewResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_invoices: {
    parameters: {
      query?: {
        /** @description Only the customers of these boxes (box=…&box=…) */
        box?: string[];
        /** @description Only these customers (id=…&id=…) */
        id?: string[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereInvoiceResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_markAllUnpaid: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarkAllUnpaidResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_month: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiveMonthResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_newMonth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewMonthDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MonthCloseResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_pricing: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmperePricingResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_restoreArchive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RestoreArchiveResultResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_search: {
    parameters: {
      query?: {
        /** @description Arabic-aware search over name, number, box and address */
        q?: string;
        sort?: components['schemas']['AmpereSort'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_describeLastBatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchDescriptionResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_undoLastBatch: {
    parameters: {
      query: {
        batchId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UndoResultResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_updateAllPrices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePricesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PriceChangeResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  AppConfigController_read: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppConfigResponse'];
        };
      };
    };
  };
  CustomersController_listArchived: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivedAmpereRecordResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_restore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomersController_searchArchived: {
    parameters: {
      query?: {
        /** @description Arabic-aware search over name, number, box and address */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivedAmpereRecordResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  AuditLogController_list: {
    parameters: {
      query?: {
        action?:
          | 'delete-record'
          | 'restore-record'
          | 'archive-live-records'
          | 'restore-manual-archive'
          | 'clear-column'
          | 'close-month'
          | 'undo-batch'
          | 'update-prices'
          | 'update-exchange-rate'
          | 'update-subscription-pricing'
          | 'migrate-lbp'
          | 'record-payment'
          | 'void-payment'
          | 'mark-all-unpaid'
          | 'change-passcode'
          | 'set-passcode'
          | 'passcode-failed'
          | 'portal-miss'
          | 'approve-registration'
          | 'decline-registration'
          | 'create-user'
          | 'update-user'
          | 'reset-password'
          | 'update-company-profile'
          | 'set-public-address'
          | 'update-table-config'
          | 'import-readings'
          | 'record-meter-reading'
          | 'take-backup'
          | 'restore-backup'
          | 'backup-failed'
          | 'add-generator'
          | 'edit-generator'
          | 'archive-generator'
          | 'record-generator-cost'
          | 'import-generator-costs'
          | 'void-generator-cost'
          | 'void-generator-cost-import'
          | 'record-handover'
          | 'start-reminder-run'
          | 'remind-customer'
          | 'set-official-tariff'
          | 'apply-official-tariff'
          | 'cut-off-customer'
          | 'reconnect-customer'
          | 'update-cut-off-settings';
        /** @description First day, YYYY-MM-DD */
        from?: string;
        /** @description From 1; 50 entries a page */
        page?: number;
        /** @description Last day, YYYY-MM-DD (included) */
        to?: string;
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditLogPageResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  AuthController_currentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  BackupsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BackupListResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  BackupsController_take: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TakenBackupResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  BackupsController_download: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The backup file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/gzip': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/gzip': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  BackupsController_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BackupStatusResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  'RecordTablesController_list[1]': {
    parameters: {
      query?: {
        /** @description Name, #number, box or address; Arabic-aware, every word must match. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  'RecordTablesController_markPaid[1]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  'RecordTablesController_paidAmount[1]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaidAmountDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  BillingSystemsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BillingSystemResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CollectController_customers: {
    parameters: {
      query: {
        /** @description ampere, or a metered system of billing_systems */
        system: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CollectRosterResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  SettingsController_companyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyProfileResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  SettingsController_updateCompanyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyProfileDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyProfileResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  OfficialTariffsController_compliance: {
    parameters: {
      query: {
        /** @description YYYY-MM */
        month: string;
        /** @description One billing system; every system when left out */
        system?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ComplianceResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  CustomerPortalController_search: {
    parameters: {
      query: {
        /** @description '1000', '#1000', 'INV-1000' or 'INV-1000-2026' */
        id: string;
        /** @description The name as on the invoice; it may be approximate. */
        name: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PortalInvoiceResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts: try again later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  SettingsController_cutOffSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CutOffSettingsResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  SettingsController_setCutOffSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CutOffSettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CutOffSettingsResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  DebtorsController_list: {
    parameters: {
      query?: {
        /** @description One box only */
        box?: string;
        /** @description Owing this many closed months or more (0–120; Arabic-Indic digits read) */
        minMonths?: string;
        /** @description One billing system only */
        system?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DebtorsResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  DebtorsController_csv: {
    parameters: {
      query?: {
        /** @description One box only */
        box?: string;
        /** @description Owing this many closed months or more (0–120; Arabic-Indic digits read) */
        minMonths?: string;
        /** @description One billing system only */
        system?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The debtors as CSV (UTF-8 with a byte-order mark): the customers, then the totals per age */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  DebtorsController_xlsx: {
    parameters: {
      query?: {
        /** @description One box only */
        box?: string;
        /** @description Owing this many closed months or more (0–120; Arabic-Indic digits read) */
        minMonths?: string;
        /** @description One billing system only */
        system?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The debtors as an Excel workbook, right to left: the customers, then the totals per age */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  SettingsController_exchangeRate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lebanese pounds per US dollar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': number;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PricingController_updateExchangeRate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExchangeRateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExchangeRateChangeResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_costs: {
    parameters: {
      query?: {
        /** @description YYYY-MM; this month by default */
        month?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeneratorCostListResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_record: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GeneratorCostDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeneratorCostResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_void: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The line taken back (archived, kept) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_import: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportGeneratorCostsDto'];
      };
    };
    responses: {
      /** @description Every row written, or none */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeneratorCostImportResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_voidImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every line of the import taken back (archived) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_economics: {
    parameters: {
      query?: {
        /** @description YYYY-MM; this month by default */
        month?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeneratorEconomicsResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_xlsx: {
    parameters: {
      query?: {
        /** @description YYYY-MM; this month by default */
        month?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The month's report and its log lines as an Excel workbook, right to left */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_history: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The last twelve months, this month last */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeneratorEconomicsResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The generators not archived, by name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeneratorResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_add: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GeneratorDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeneratorResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_archive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Archived; its log lines stay */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  GeneratorsController_edit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GeneratorChangesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeneratorResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  HandoversController_list: {
    parameters: {
      query?: {
        /** @description The business day, YYYY-MM-DD (today by default; a day to come is refused) */
        day?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every collector who took money that day or was counted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HandoverResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  HandoversController_record: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordHandoverDto'];
      };
    };
    responses: {
      /** @description The day with what was taken, counted and the difference */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HandoverResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  HandoversController_mine: {
    parameters: {
      query?: {
        /** @description The business day, YYYY-MM-DD (today by default; a day to come is refused) */
        day?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user's own day */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HandoverResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description How long the check waited for the database, in milliseconds: `database;dur=<ms>` (at most 2000) */
          'Server-Timing'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthResponse'];
        };
      };
      /** @description The database does not answer */
      503: {
        headers: {
          /** @description How long the check waited for the database, in milliseconds: `database;dur=<ms>` (at most 2000) */
          'Server-Timing'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PricingController_migrateLbp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KwhLbpMigrationResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  AuthController_showSignIn: {
    parameters: {
      query?: {
        /** @description The page to return to once signed in (a path of this site) */
        returnTo?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the sign-in page of the web app */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts: try again later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  AuthController_signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  'RecordTablesController_list[0]': {
    parameters: {
      query?: {
        /** @description Name, #number, box or address; Arabic-aware, every word must match. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  'RecordTablesController_markPaid[0]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  'RecordTablesController_paidAmount[0]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaidAmountDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmpereRecordResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  MonthlyArchivesController_list: {
    parameters: {
      query?: {
        /** @description One month, YYYY-MM; every month without it. */
        month?: string;
        page?: number;
        pageSize?: number;
        /** @description Name, #number, box or address; Arabic-aware, every word must match. */
        q?: string;
        /** @description One billing system; every system without it. */
        system?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MonthlyArchivePageResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  MonthlyArchivesController_months: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 'YYYY-MM', newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  OfficialTariffsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfficialTariffResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  OfficialTariffsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        month: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfficialTariffResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  OfficialTariffsController_set: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        month: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OfficialTariffDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfficialTariffResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  OfficialTariffsController_apply: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        month: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApplyOfficialTariffDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfficialTariffApplicationResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PasscodesController_change: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasscodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts: try again later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PasscodesController_set: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetPasscodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PasscodesController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyPasscodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasscodeVerifiedResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts: try again later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PaymentsController_find: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        paymentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PaymentsController_void: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        paymentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VoidPaymentDto'];
      };
    };
    responses: {
      /** @description The payment, void, with its record after the void */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PaymentsReportController_report: {
    parameters: {
      query?: {
        /** @description day by default */
        by?: 'day' | 'collector' | 'system' | 'method' | 'box';
        /** @description First day, YYYY-MM-DD (this month by default) */
        from?: string;
        /** @description One billing system only */
        system?: string;
        /** @description Last day, YYYY-MM-DD, included; at most 366 days */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentsReportResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PaymentsReportController_csv: {
    parameters: {
      query?: {
        /** @description day by default */
        by?: 'day' | 'collector' | 'system' | 'method' | 'box';
        /** @description First day, YYYY-MM-DD (this month by default) */
        from?: string;
        /** @description One billing system only */
        system?: string;
        /** @description Last day, YYYY-MM-DD, included; at most 366 days */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report as CSV (UTF-8 with a byte-order mark): the groups, then the boxes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PaymentsReportController_xlsx: {
    parameters: {
      query?: {
        /** @description day by default */
        by?: 'day' | 'collector' | 'system' | 'method' | 'box';
        /** @description First day, YYYY-MM-DD (this month by default) */
        from?: string;
        /** @description One billing system only */
        system?: string;
        /** @description Last day, YYYY-MM-DD, included; at most 366 days */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report as an Excel workbook, right to left: the groups, then the boxes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PendingCustomersController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingCustomerResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PendingCustomersController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterPendingCustomerDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegistrationReceiptResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts: try again later */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PendingCustomersController_approve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApprovePendingCustomerDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApprovedRegistrationResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PendingCustomersController_decline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeclinedRegistrationResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PrintingController_printInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PrintInvoicesDto'];
      };
    };
    responses: {
      /** @description in print order: box, then customer number */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrintInvoiceResponse'][];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PrintingController_createSelection: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePrintSelectionDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrintSelectionCreatedResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PrintingController_selection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrintSelectionResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  SettingsController_setPublicAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PublicAddressDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicAddressResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  ReminderRunsController_start: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StartReminderRunDto'];
      };
    };
    responses: {
      /** @description The run: each customer a link or a reason */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReminderRunResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  ReminderRunsController_find: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReminderRunResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  ReminderRunsController_opened: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        customerId: string;
        id: string;
        systemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The run, the customer reminded (the first opening counts) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReminderRunResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  LiveUpdatesController_follow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stream: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Server-Sent Events: first `{"type":"connected"}`, then `{"type":"{group}-customer-created|updated|deleted", "data":{"id","name","count?"}}` for each change (one per batch for bulk work); a comment every 25 s. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PricingController_subscriptionAmperages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionAmperageResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  SettingsController_subscriptionPricing: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Monthly price in dollars by amperage, e.g. {"5": 40} */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: number;
          };
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  PricingController_updateSubscriptionPricing: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubscriptionPricingDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionPricingChangeResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  SystemSummariesController_summaries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemSummariesResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  SettingsController_tableConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TableConfigResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  TableConfigController_save: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TableConfigDto'];
      };
    };
    responses: {
      /** @description The settings as saved (compact form) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TableConfigResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  TableCountsController_counts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TableCountsResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  TableViewController_view: {
    parameters: {
      query?: {
        /** @description Name, #number, box or address; Arabic-aware, every word must match. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TableViewResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  UsersController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserAccountResponse'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  UsersController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserAccountResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  UsersController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserAccountResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  UsersController_resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordResetResponse'];
        };
      };
      /** @description Refused input: the Arabic message names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
}
