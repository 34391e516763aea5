/** What the CLI uses: the application layer and its commands, without HTTP. */
export * from './application.module';
export * from './users/create-user.command';
export * from './users/list-users.query';
export * from './users/user.mapper';
export * from './passcodes/passcode-scope';
export * from './passcodes/set-passcode.command';
export * from './month-close/close-month.command';
export * from './clock/clock';
export * from './clock/business-time-zone';
export * from './kwh/readings/export-readings.query';
export * from './kwh/readings/import-readings.command';
export * from './audit/list-audit-log.query';
export * from './archive/archive-live-records.command';
export * from './payments-report/get-payments-report.query';
export * from './payments-report/payments-report.mapper';
export * from './exports/xlsx-workbook';
