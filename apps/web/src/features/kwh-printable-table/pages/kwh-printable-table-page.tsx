import { compareBoxes } from '@kahraba/billing-domain';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { PrintIcon } from '../../../components/icons';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { useMeteredSystems } from '../../../lib/billing-systems';
import { useExchangeRate } from '../api/get-exchange-rate';
import { useLiveMonth } from '../api/get-live-month';
import { useSystemCustomers } from '../api/get-system-customers';
import { PrintableKwhTable } from '../components/printable-kwh-table';
import '../components/printable-kwh-table.css';
import { printableTableMessages as t } from '../messages';

/** The 'all boxes' choice of the box list (a box is never an empty string: no box is null). */
const ALL_BOXES = '';
/** A customer without a box, as a choice of the box list. */
const NO_BOX = '-';

/** The kWh printable table prints on A4 landscape. Mounted with this screen only, so the
 * invoice sheets and single invoices keep their own page settings. */
const LANDSCAPE_PAGE = '@page { size: A4 landscape; margin: 8mm; }';

/** /kwh-printable-table: choose the metered system and a box (or all), refresh, and
 * print the table on A4 landscape; `?system=mahmoud-kwh&box=5` keeps the choice in the address. */
export function KwhPrintableTablePage() {
  const [params, setParams] = useSearchParams();
  const systems = useMeteredSystems();
  const choices = systems.data ?? [];
  const asked = params.get('system');
  const system = choices.find((entry) => entry.id === asked) ?? choices[0];
  const systemId = system?.id ?? '';
  const box = params.get('box') ?? ALL_BOXES;

  const customers = useSystemCustomers(systemId);
  const month = useLiveMonth(systemId);
  const rate = useExchangeRate();

  const all = useMemo(() => customers.data ?? [], [customers.data]);
  const boxes = useMemo(
    () => [...new Set(all.map((customer) => customer.box ?? NO_BOX))].sort(compareBoxes),
    [all],
  );
  const shown = useMemo(
    () => (box === ALL_BOXES ? all : all.filter((customer) => (customer.box ?? NO_BOX) === box)),
    [all, box],
  );

  const choose = (next: { system?: string; box?: string }) => {
    const nextParams = new URLSearchParams();
    nextParams.set('system', next.system ?? systemId);
    const nextBox = next.system !== undefined ? ALL_BOXES : (next.box ?? box);
    if (nextBox !== ALL_BOXES) nextParams.set('box', nextBox);
    setParams(nextParams, { replace: true });
  };

  const refresh = () => {
    void customers.refetch();
    void month.refetch();
    void rate.refetch();
  };

  const ready = customers.isSuccess && month.isSuccess && rate.isSuccess;
  const failed = customers.isError || month.isError || rate.isError;
  const boxLabel = (entry: string) => (entry === NO_BOX ? t.noBox : t.boxOption(entry));

  return (
    <PageLayout
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: paths.kwhHome, label: t.backToKwhHome }}
      width="fluid"
    >
      <style>{LANDSCAPE_PAGE}</style>
      <Card className="app-data-card mb-4 d-print-none">
        <Card.Body>
          {systems.isError ? (
            <LoadFailedAlert onRetry={() => void systems.refetch()}>{t.systemsFailed}</LoadFailedAlert>
          ) : systems.isSuccess && choices.length === 0 ? (
            <p className="text-secondary mb-0">{t.noGroups}</p>
          ) : (
            <Row className="g-3 align-items-end">
              <Form.Group as={Col} xs={12} sm={6} lg={3} controlId="printable-system">
                <Form.Label>{t.system}</Form.Label>
                <Form.Select value={systemId} onChange={(event) => choose({ system: event.target.value })}>
                  {choices.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.arabicName}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group as={Col} xs={12} sm={6} lg={3} controlId="printable-box">
                <Form.Label>{t.box}</Form.Label>
                <Form.Select value={box} onChange={(event) => choose({ box: event.target.value })}>
                  <option value={ALL_BOXES}>{t.allBoxes}</option>
                  {boxes.map((entry) => (
                    <option key={entry} value={entry}>
                      {boxLabel(entry)}
                    </option>
                  ))}
                  {box !== ALL_BOXES && !boxes.includes(box) && <option value={box}>{boxLabel(box)}</option>}
                </Form.Select>
              </Form.Group>
              <Col xs={12} lg={6} className="d-flex flex-wrap gap-2 justify-content-lg-end">
                <Button variant="outline-secondary" onClick={refresh} disabled={!system}>
                  {t.refresh}
                </Button>
                <Button
                  variant="primary"
                  className="app-icon-button"
                  onClick={() => window.print()}
                  disabled={!ready || shown.length === 0}
                >
                  <PrintIcon size={18} /> {t.print}
                </Button>
              </Col>
            </Row>
          )}
        </Card.Body>
      </Card>

      {failed ? (
        <LoadFailedAlert onRetry={refresh} className="d-print-none">
          {t.loadFailed}
        </LoadFailedAlert>
      ) : !system || !ready ? (
        systems.isSuccess && choices.length === 0 ? null : (
          <LoadingSpinner label={t.loading} />
        )
      ) : shown.length === 0 ? (
        <p className="text-secondary text-center my-4">{t.noRecords}</p>
      ) : (
        // The wide sheet scrolls inside its frame on a phone: focusable, so the keyboard scrolls it.
        <section className="kpt-sheet" aria-label={t.title} tabIndex={0}>
          <PrintableKwhTable
            caption={t.tableCaption(system.arabicName, box === ALL_BOXES ? null : boxLabel(box))}
            customers={shown}
            monthLabel={month.data?.invoiceLabel ?? ''}
            exchangeRate={rate.data ?? 0}
          />
        </section>
      )}
    </PageLayout>
  );
}
