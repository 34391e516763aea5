import Card from 'react-bootstrap/Card';
import { formatUnitPrice } from '../../../lib/money';
import { useGroupPrice } from '../api/get-group-price';
import { kwhMessages as t } from '../messages';

/** A metered group's current price per kWh, which its new customers start from
 * (docs/metered-group-price.md): in pounds when it was set in pounds, its dollars at today's rate. */
export function GroupPriceNote({ system }: { system: string }) {
  const price = useGroupPrice(system);
  const shown = price.data
    ? price.data.pricePerKwhLbp === null
      ? formatUnitPrice(price.data.pricePerKwh)
      : `${formatUnitPrice(price.data.pricePerKwhLbp, 'LBP')} (${formatUnitPrice(price.data.pricePerKwh)})`
    : '…';
  return (
    <Card as="section" aria-labelledby="group-price-title" className="app-data-card mb-3">
      <Card.Body className="py-2 d-flex flex-wrap align-items-baseline column-gap-2">
        <h2 id="group-price-title" className="h6 mb-0">
          {t.groupPrice}
        </h2>
        <p className="mb-0 fw-bold">{price.isError ? t.groupPriceUnknown : <bdi dir="ltr">{shown}</bdi>}</p>
        <p className="mb-0 small text-secondary w-100">{t.groupPriceHint}</p>
      </Card.Body>
    </Card>
  );
}
