import type { Money } from '../money/money';

/**
 * One rule for every edit path
 * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent) (add form, edit
 * dialog, inline cell, column paste, import): a price counts as the customer's own only when the operator
 * typed one. Forms send every field, so a price equal to the one on file is not typed (the price keeps
 * following the amperes, or stays the customer's own), and a price equal to the automatic price is the
 * automatic price.
 *
 * Returns undefined when nothing was typed, null for "the automatic price" (a cleared price
 * included), or the customer's own price. Generic over the tariff: `automatic` is the price the
 * customer would have without a price of their own (the ampere threshold price, a kWh group's price).
 */
export function typedPrice(
  given: Money | null | undefined,
  context: {
    readonly stored?: Money;
    /** The automatic price for the quantity on file. */
    readonly automatic: Money;
    /** The automatic price for the quantity after the edit, when it changes (a re-import of 5 A at 15). */
    readonly automaticAfter?: Money;
  },
): Money | null | undefined {
  if (given === undefined) return undefined;
  if (given === null) return null;
  if (context.stored !== undefined && given.equals(context.stored)) return undefined;
  if (given.equals(context.automatic)) return null;
  if (context.automaticAfter !== undefined && given.equals(context.automaticAfter)) return null;
  return given;
}
