import '../components/kwh-bulk-print.css';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { paths } from '../../../config/route-paths';
import { ColumnsIcon, PrintIcon } from '../../../components/icons';
import { PageLayout } from '../../../components/page-layout';
import { PrintedMonthSelect } from '../../../components/print-sheet';
import { SearchableTableCard, useTableSearch } from '../../../components/searchable-table-card';
import { useLiveUpdates } from '../../../lib/live-updates/use-live-updates';
import { formatUsd } from '../../../lib/money';
import { usePrintInvoices, type PrintInvoicesRequest } from '../../../lib/print/print-invoices';
import { toggleMember } from '../../../lib/toggle-member';
import type { BillingSystem } from '../../../types/kwh';
import { useKwhPrintCustomers } from '../api/get-kwh-print-customers';
import { defaultInvoiceMonth, readInvoiceYear } from '../components/invoice-month-choice';
import { InvoiceMonthPicker } from '../components/invoice-month-picker';
import { KwhLbpPriceForm } from '../components/kwh-lbp-price-form';
import { KwhPrintCustomerList, type KwhPrintListView } from '../components/kwh-print-customer-list';
import { KwhPrintPreview } from '../components/kwh-print-preview';
import {
  customersShown,
  deselectShown,
  listedFromInvoice,
  selectShown,
  summariseSelection,
} from '../components/kwh-print-selection';
import { loadPrintMargins, savePrintMargins, type PrintMargins } from '../components/print-margins';
import { kwhBulkPrintMessages as t } from '../messages';

export interface KwhBulkPrintPageProps {
  system: BillingSystem;
  /** Where 'back' leads: the group's own page. */
  groupPath: string;
}

/** The bulk print page of a metered group, /mahmoud-kwh-bulk-print, /baydawi-kwh-bulk-print and any
 * group added as data (docs/screens.md#print-windows-and-sheets): choose customers, the invoice month and
 * year, optionally a new LBP price for them, then preview and print three invoices to an A4 page. Both
 * groups have every feature, the layout-editor link and the margin handles included. A month the group
 * closed prints again as it was at the close: its customers and figures come from the monthly archive
 * (docs/printing.md), and nothing of the live month (its label, its prices) applies. */
export function KwhBulkPrintPage({ system, groupPath }: KwhBulkPrintPageProps) {
  const id = system.id;
  const [closedMonth, setClosedMonth] = useState('');
  const live = useKwhPrintCustomers(id);
  const closed = usePrintInvoices({ type: id, closedMonth }, { enabled: closedMonth !== '' });
  const closedCustomers = useMemo(() => closed.data?.map(listedFromInvoice), [closed.data]);
  const customers = closedMonth ? { ...closed, data: closedCustomers } : live;
  const search = useTableSearch();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [view, setView] = useState<KwhPrintListView>('line');
  const [month, setMonth] = useState(() => defaultInvoiceMonth(new Date()).month);
  const [yearText, setYearText] = useState(() => String(defaultInvoiceMonth(new Date()).year));
  const [yearError, setYearError] = useState<string | null>(null);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [printing, setPrinting] = useState<PrintInvoicesRequest | null>(null);
  const [margins, setMargins] = useState<PrintMargins>(() => loadPrintMargins(id));
  // While choosing, another operator's change refetches the list; not under a print, nor
  // for a closed month (the archive does not change).
  useLiveUpdates(printing || closedMonth ? null : system.updatesGroup);

  const all = useMemo(() => customers.data ?? [], [customers.data]);
  const shown = useMemo(() => customersShown(all, search.query), [all, search.query]);
  const summary = useMemo(() => summariseSelection(all, selected), [all, selected]);
  const selectedIds = useMemo(() => summary.customers.map((customer) => customer.id), [summary]);

  const choose = (next: ReadonlySet<string>) => {
    setSelected(next);
    setSelectionError(null);
  };

  const openPreview = () => {
    const year = readInvoiceYear(yearText);
    if (!year.ok && !closedMonth) setYearError(year.message);
    // Printing requires at least one selection.
    if (summary.count === 0) setSelectionError(t.chooseCustomersFirst);
    if (summary.count === 0) return;
    if (closedMonth) {
      setPrinting({ type: id, ids: selectedIds, closedMonth });
      return;
    }
    if (!year.ok) return;
    setPrinting({ type: id, ids: selectedIds, month, year: year.year });
  };

  const chooseMonth = (next: string) => {
    setClosedMonth(next);
    choose(new Set());
  };

  const changeMargins = (next: PrintMargins) => {
    setMargins(next);
    savePrintMargins(id, next);
  };

  const layoutEditorLink = (
    <a
      className="btn btn-outline-secondary app-icon-button"
      href={paths.invoiceLayoutEditor}
      target="_blank"
      rel="noopener"
    >
      <ColumnsIcon size={18} />
      {t.layoutEditor}
      <span className="visually-hidden"> ({t.layoutEditorHint})</span>
    </a>
  );

  return (
    <PageLayout
      title={t.title(system.arabicName)}
      subtitle={t.subtitle}
      titleActions={layoutEditorLink}
      back={{ to: groupPath, label: t.backToGroup(system.arabicName) }}
    >
      {printing ? (
        <KwhPrintPreview
          request={printing}
          margins={margins}
          onMarginsChange={changeMargins}
          onBack={() => setPrinting(null)}
        />
      ) : (
        <Row className="g-3 g-lg-4">
          <Col lg={4} className="order-lg-last">
            <div className="kbp-side d-flex flex-column gap-3">
              <Card as="section" className="app-data-card" aria-labelledby="kbp-summary-title">
                <Card.Body className="d-flex flex-column gap-3">
                  <h2 id="kbp-summary-title" className="h6 fw-bold mb-0">
                    {t.summary}
                  </h2>
                  <dl className="kbp-summary mb-0">
                    <div>
                      <dt>{t.selectedCount}</dt>
                      <dd>{summary.count}</dd>
                    </div>
                    <div>
                      <dt>{t.pagesNeeded}</dt>
                      <dd>{summary.pages}</dd>
                    </div>
                    <div>
                      <dt>{t.totalAmount}</dt>
                      <dd dir="ltr">{formatUsd(summary.total.toNumber())}</dd>
                    </div>
                  </dl>
                  <PrintedMonthSelect
                    type={id}
                    value={closedMonth}
                    onChange={chooseMonth}
                    controlId="kbp-printed-month"
                  />
                  {!closedMonth && (
                    <InvoiceMonthPicker
                      month={month}
                      onMonthChange={setMonth}
                      yearText={yearText}
                      onYearTextChange={(text) => {
                        setYearText(text);
                        setYearError(null);
                      }}
                      yearError={yearError}
                    />
                  )}
                  <Button
                    variant="primary"
                    size="lg"
                    className="app-icon-button justify-content-center"
                    onClick={openPreview}
                  >
                    <PrintIcon size={20} />
                    {t.preview(summary.count)}
                  </Button>
                  {selectionError && (
                    <p className="text-danger small mb-0" role="alert">
                      {selectionError}
                    </p>
                  )}
                </Card.Body>
              </Card>
              {/* A new price changes the live month only: not offered while a closed month is chosen. */}
              {!closedMonth && (
                <Card className="app-data-card">
                  <Card.Body>
                    <KwhLbpPriceForm system={id} ids={selectedIds} />
                  </Card.Body>
                </Card>
              )}
            </div>
          </Col>
          <Col lg={8}>
            <SearchableTableCard
              search={search}
              records={{ ...customers, data: customers.data ? shown : undefined }}
              texts={t}
              actions={
                <div className="d-flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={shown.length === 0}
                    onClick={() => choose(selectShown(selected, shown))}
                  >
                    {t.selectAll}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={shown.length === 0}
                    onClick={() => choose(deselectShown(selected, shown))}
                  >
                    {t.deselectAll}
                  </Button>
                  <ButtonGroup size="sm" aria-label={t.view}>
                    <Button
                      variant={view === 'line' ? 'secondary' : 'outline-secondary'}
                      aria-pressed={view === 'line'}
                      onClick={() => setView('line')}
                    >
                      {t.viewLine}
                    </Button>
                    <Button
                      variant={view === 'amounts' ? 'secondary' : 'outline-secondary'}
                      aria-pressed={view === 'amounts'}
                      onClick={() => setView('amounts')}
                    >
                      {t.viewAmounts}
                    </Button>
                  </ButtonGroup>
                </div>
              }
            >
              <KwhPrintCustomerList
                customers={shown}
                selected={selected}
                onToggle={(customer) => choose(toggleMember(selected, customer))}
                view={view}
                emptyText={search.searching ? t.noResults : t.noCustomers}
              />
            </SearchableTableCard>
          </Col>
        </Row>
      )}
    </PageLayout>
  );
}
