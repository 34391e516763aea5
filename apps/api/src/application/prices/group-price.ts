/** A metered group's current price per kWh, which its new customers start from (docs/metered-group-price.md). */
export interface GroupPrice {
  /** USD per kWh, up to 4 decimals; a pound price at the stored rate. */
  pricePerKwh: number;
  /** Whole pounds per kWh when the price was set in pounds, else null. */
  pricePerKwhLbp: number | null;
}
