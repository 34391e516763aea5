import { InvalidInputError } from '../errors/invalid-input.error';
import { type ExchangeRate, Lbp } from '../money/lbp';
import { UnitPrice, unitPriceFromLbp } from './unit-price';

/** A customer's price per kWh as the bill keeps it: the dollars, and the pounds when typed in pounds. */
export interface KwhPrice {
  readonly pricePerKwh: UnitPrice;
  /** The source the bill is exact in (docs/metered-group-price.md); null when the price is in dollars. */
  readonly pricePerKwhLbp: Lbp | null;
}

/**
 * docs/metered-group-price.md: the price per kWh a metered group's new customers start from (the add
 * form, an approved registration, an import row without a price), set by the group's price change.
 * It stays in the currency it was typed in: in dollars, or in whole pounds whose dollars follow the
 * rate in force when a customer takes it.
 */
/** How the group's price was typed: in dollars, or in whole pounds. */
export type TypedGroupPrice =
  | { readonly currency: 'usd'; readonly price: UnitPrice }
  | { readonly currency: 'lbp'; readonly pounds: Lbp };

export class MeteredGroupPrice {
  /**
   * A group whose price was never set starts at 1 dollar per kWh
   * (docs/business-rules.md#constants-and-limits).
   */
  static readonly initial = new MeteredGroupPrice({ currency: 'usd', price: UnitPrice.one });

  private constructor(readonly typed: TypedGroupPrice) {
    Object.freeze(this);
  }

  static inDollars(price: UnitPrice): MeteredGroupPrice {
    return new MeteredGroupPrice({ currency: 'usd', price });
  }

  /** Whole pounds above zero; anything else is refused with 'يرجى إدخال سعر صحيح'. */
  static inPounds(pounds: Lbp): MeteredGroupPrice {
    if (pounds.pounds <= 0) throw new InvalidInputError('يرجى إدخال سعر صحيح', 'INVALID_LBP_PRICE');
    return new MeteredGroupPrice({ currency: 'lbp', pounds });
  }

  /** The price a group's price change set (bulkKwhPriceOf): in pounds when it was typed in pounds. */
  static of(price: KwhPrice): MeteredGroupPrice {
    return price.pricePerKwhLbp === null
      ? MeteredGroupPrice.inDollars(price.pricePerKwh)
      : MeteredGroupPrice.inPounds(price.pricePerKwhLbp);
  }

  /**
   * The price a customer takes from the group at `rate`: the dollars as typed, or the pounds as typed
   * with their dollars at the rate (half away from zero to the ten-thousandth, as a price change).
   */
  priceAt(rate: ExchangeRate): KwhPrice {
    const { typed } = this;
    if (typed.currency === 'usd') return { pricePerKwh: typed.price, pricePerKwhLbp: null };
    return { pricePerKwh: unitPriceFromLbp(typed.pounds, rate), pricePerKwhLbp: typed.pounds };
  }

  equals(other: MeteredGroupPrice): boolean {
    const [a, b] = [this.typed, other.typed];
    if (a.currency === 'usd') return b.currency === 'usd' && a.price.equals(b.price);
    return b.currency === 'lbp' && a.pounds.equals(b.pounds);
  }
}
