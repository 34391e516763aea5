import { Injectable } from '@nestjs/common';
import { whatsAppLink } from '@kahraba/billing-domain';
import type { PreparedReminder, ReminderMessage, ReminderSender } from './reminder-sender.port';

/** The link provider: a wa.me link with the text typed; the operator's WhatsApp sends it. */
@Injectable()
export class WhatsAppLinkSender implements ReminderSender {
  readonly provider = 'whatsapp-link';

  prepare(message: ReminderMessage): Promise<PreparedReminder> {
    return Promise.resolve({ link: whatsAppLink(message.phone, message.text) });
  }
}
