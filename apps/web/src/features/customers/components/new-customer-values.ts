import { useGroupPrice } from '../api/get-group-price';
import type { AnyTariffKind, CustomerFormValues } from './tariff-kinds';

/** The values a new customer's form starts from: the kind's empty form and, in a metered group, the
 * group's current price per kWh (docs/metered-group-price.md); null while that price loads. A price
 * that could not be read leaves the field blank, which the server reads as the group's price. */
export function useNewCustomerValues(system: string, kind: AnyTariffKind): CustomerFormValues | null {
  const metered = kind.tariff === 'metered-per-kwh';
  const groupPrice = useGroupPrice(system, { enabled: metered });
  if (!metered) return kind.empty();
  if (groupPrice.isPending) return null;
  return kind.empty({ pricePerKwh: groupPrice.data ? String(groupPrice.data.pricePerKwh) : '' });
}
