import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetDebtorsHandler } from './get-debtors.handler';
import { GetReminderRunHandler } from './get-reminder-run.handler';
import { MarkReminderOpenedHandler } from './mark-reminder-opened.handler';
import { REMINDER_SENDER } from './reminder-sender.port';
import { StartReminderRunHandler } from './start-reminder-run.handler';
import { WhatsAppLinkSender } from './whatsapp-link.sender';

/**
 * The debtors context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors):
 * the debtors by age and the reminder runs, whose provider is bound here (docs/debtors.md#the-sending-provider).
 */
@Module({
  imports: [CqrsModule],
  providers: [
    GetDebtorsHandler,
    GetReminderRunHandler,
    MarkReminderOpenedHandler,
    StartReminderRunHandler,
    { provide: REMINDER_SENDER, useClass: WhatsAppLinkSender },
  ],
})
export class DebtorsModule {}
