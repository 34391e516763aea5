import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useConfirm } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toast';
import { formatLbp, formatUsd } from '../../../lib/money';
import { notifyFailure } from '../../../lib/notify-failure';
import { useVoidGeneratorCost, useVoidGeneratorCostImport, type GeneratorCost } from '../api/generator-costs';
import { generatorLogMessages as t } from '../messages';

const quantity = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The month's lines as cards, one under the other on a phone; a wrong one is taken back. */
export function CostCards({ lines }: { lines: readonly GeneratorCost[] }) {
  const confirm = useConfirm();
  const voidLine = useVoidGeneratorCost();
  const voidImport = useVoidGeneratorCostImport();
  const askToVoid = async (line: GeneratorCost) => {
    if (
      !(await confirm({
        title: t.voidTitle,
        message: t.voidMessage,
        variant: 'danger',
        confirmLabel: t.void,
      }))
    )
      return;
    voidLine.mutate(line.id, {
      onSuccess: () => toast({ title: t.voided }),
      onError: (error) => notifyFailure(error, t.voidFailed),
    });
  };
  const askToVoidImport = async (importId: string) => {
    if (!(await confirm({ title: t.voidImportTitle, variant: 'danger', confirmLabel: t.voidImport }))) return;
    voidImport.mutate(importId, {
      onSuccess: (answer) => toast({ title: answer.message }),
      onError: (error) => notifyFailure(error, t.voidFailed),
    });
  };

  if (lines.length === 0) return <p className="text-secondary">{t.noLines}</p>;
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-0">
      {lines.map((line) => (
        <li key={line.id} className="col">
          <Card
            as="article"
            className="h-100 shadow-sm border-0"
            aria-label={`${t.kinds[line.kind]} ${line.day}`}
          >
            <Card.Body>
              <div className="d-flex justify-content-between align-items-baseline gap-2">
                <span className="fw-semibold">{t.kinds[line.kind]}</span>
                <span dir="ltr" className="text-secondary small">
                  {line.day}
                </span>
              </div>
              <p className="fs-5 fw-semibold mb-1">
                {line.amountUsd !== null ? formatUsd(line.amountUsd) : formatLbp(line.amountLbp)}
              </p>
              <p className="mb-1 small">
                {[
                  line.litres !== null && t.litresValue(quantity(line.litres)),
                  line.hours !== null && t.hoursValue(quantity(line.hours)),
                  line.generatorName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {line.note && <p className="mb-2 small text-secondary">{line.note}</p>}
              <div className="d-flex flex-wrap gap-2">
                <Button
                  variant="outline-danger"
                  size="sm"
                  className="app-touch-button"
                  onClick={() => void askToVoid(line)}
                >
                  {t.void}
                </Button>
                {line.importId && (
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    className="app-touch-button"
                    onClick={() => void askToVoidImport(line.importId!)}
                  >
                    {t.voidImport}
                  </Button>
                )}
              </div>
            </Card.Body>
          </Card>
        </li>
      ))}
    </ul>
  );
}
