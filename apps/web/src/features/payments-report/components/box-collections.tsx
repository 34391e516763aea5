import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { usePhoneLayout } from '../../../components/phone-layout';
import { formatUsd } from '../../../lib/money';
import type { BoxCollection } from '../api/get-payments-report';
import { paymentsReportMessages as t } from '../messages';

const numberCell = { dir: 'ltr', style: { textAlign: 'right' } } as const;

export interface BoxCollectionsProps {
  boxes: readonly BoxCollection[];
  /** The Arabic name of a system id. */
  systemName: (system: string) => string;
}

/** Each box in its system's live month: this month's charges, what was paid of them, what is still owed. */
export function BoxCollections({ boxes, systemName }: BoxCollectionsProps) {
  const phone = usePhoneLayout();
  const boxName = (box: BoxCollection) => (box.box === null ? t.noBox : `${t.box} ${box.box}`);
  if (boxes.length === 0) return <p className="app-empty-cards">{t.boxesEmpty}</p>;
  if (phone) {
    return (
      <ul className="list-unstyled d-grid gap-3 mb-0" aria-label={t.boxesLabel}>
        {boxes.map((box) => (
          <li key={`${box.system}:${box.box ?? ''}`}>
            <article className="app-record-card">
              <header className="app-record-card-head">
                <h3 className="app-record-card-name">{boxName(box)}</h3>
                <span className="app-record-card-meta">{systemName(box.system)}</span>
              </header>
              <dl className="app-record-card-figures mb-0">
                <div>
                  <dt>{t.billed}</dt>
                  <dd dir="ltr">{formatUsd(box.billed)}</dd>
                </div>
                <div>
                  <dt>{t.collected}</dt>
                  <dd dir="ltr">{formatUsd(box.collected)}</dd>
                </div>
                <div>
                  <dt>{t.outstanding}</dt>
                  <dd dir="ltr">{formatUsd(box.outstanding)}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card className="app-data-card">
      <Table responsive hover className="mb-0 align-middle" aria-label={t.boxesLabel}>
        <thead>
          <tr>
            <th scope="col">{t.system}</th>
            <th scope="col">{t.box}</th>
            <th scope="col">{t.billed}</th>
            <th scope="col">{t.collected}</th>
            <th scope="col">{t.outstanding}</th>
          </tr>
        </thead>
        <tbody>
          {boxes.map((box) => (
            <tr key={`${box.system}:${box.box ?? ''}`}>
              <td>{systemName(box.system)}</td>
              <th scope="row">{box.box ?? t.noBox}</th>
              <td {...numberCell}>{formatUsd(box.billed)}</td>
              <td {...numberCell}>{formatUsd(box.collected)}</td>
              <td {...numberCell}>{formatUsd(box.outstanding)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
