/** A reminder for one customer, as a provider is given it. */
export interface ReminderMessage {
  /** E.164, a mobile (the run has already skipped landlines and missing phones). */
  readonly phone: string;
  /** The Arabic text: the statement's amount due, the months, how to pay. */
  readonly text: string;
}

/** What a provider answers for a message: the link the operator opens to send it. */
export interface PreparedReminder {
  readonly link: string;
}

/**
 * How reminders leave the office (docs/debtors.md#the-sending-provider): the run asks the provider to
 * prepare each message; a provider that sends by itself (an SMS or WhatsApp gateway) is another
 * implementation bound to this token, and nothing else changes.
 */
export interface ReminderSender {
  /** Kept with the run ('whatsapp-link'). */
  readonly provider: string;
  prepare(message: ReminderMessage): Promise<PreparedReminder>;
}

export const REMINDER_SENDER = Symbol('ReminderSender');
