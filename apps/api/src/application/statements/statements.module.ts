import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetKwhInvoiceHandler } from './get-kwh-invoice.handler';
import { GetStatementsOfAccountHandler } from './get-statements-of-account.handler';
import { GetStatementsHandler } from './get-statements.handler';

/** The statements context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [GetKwhInvoiceHandler, GetStatementsOfAccountHandler, GetStatementsHandler],
})
export class StatementsModule {}
