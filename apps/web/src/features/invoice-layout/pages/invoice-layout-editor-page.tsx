import {
  DEFAULT_INVOICE_LAYOUT,
  FILL_PAGE_LAYOUT,
  layoutCss,
  THREE_EQUAL_LAYOUT,
  type InvoiceLayout,
} from '@kahraba/billing-domain';
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { paths } from '../../../config/route-paths';
import { writeToClipboard } from '../../../components/copy-column-button';
import { PageLayout } from '../../../components/page-layout';
import { clearInvoiceLayout, loadInvoiceLayout, saveInvoiceLayout } from '../../../components/print-sheet';
import { toast } from '../../../components/toast';
import { LayoutPreview } from '../components/layout-preview';
import '../components/layout-preview.css';
import { formatMm } from '../lib/move-layout-box';
import { invoiceLayoutMessages as t } from '../messages';

const QUICK_LAYOUTS: { label: string; layout: InvoiceLayout }[] = [
  { label: t.defaultLayout, layout: DEFAULT_INVOICE_LAYOUT },
  { label: t.threeEqual, layout: THREE_EQUAL_LAYOUT },
  { label: t.fillPage, layout: FILL_PAGE_LAYOUT },
];

/** Whether the print sheets use what the editor shows. */
const STATUS = {
  none: { label: t.nothingSaved, bg: 'secondary', text: undefined },
  saved: { label: t.saved, bg: 'success', text: undefined },
  changed: { label: t.unsaved, bg: 'warning', text: 'dark' },
} as const;

const sameLayout = (a: InvoiceLayout | null, b: InvoiceLayout) => JSON.stringify(a) === JSON.stringify(b);

/** /invoice-layout-editor: the three invoice boxes of an A4 page, dragged (pointer or
 * keyboard) within x 0–30 mm and y 0–217 mm, quick layouts, positions in mm; saved in this browser's
 * storage, which every print sheet reads; the CSS copied to the clipboard. */
export function InvoiceLayoutEditorPage() {
  const [saved, setSaved] = useState<InvoiceLayout | null>(() => loadInvoiceLayout());
  const [layout, setLayout] = useState<InvoiceLayout>(() => saved ?? DEFAULT_INVOICE_LAYOUT);
  const css = useMemo(() => layoutCss(layout), [layout]);
  const status = saved === null ? 'none' : sameLayout(saved, layout) ? 'saved' : 'changed';

  const save = () => {
    try {
      saveInvoiceLayout(layout);
    } catch {
      toast({ variant: 'destructive', title: t.saveFailed, description: t.saveFailedText });
      return;
    }
    setSaved(loadInvoiceLayout());
    toast({ variant: 'success', title: t.layoutSaved, description: t.layoutSavedText });
  };

  /** Back to the print sheets' own default (nothing saved). */
  const forget = () => {
    try {
      clearInvoiceLayout();
    } catch {
      toast({ variant: 'destructive', title: t.saveFailed, description: t.saveFailedText });
      return;
    }
    setSaved(null);
    setLayout(DEFAULT_INVOICE_LAYOUT);
    toast({ variant: 'success', title: t.forgotten, description: t.forgottenText });
  };

  const copy = async () => {
    try {
      await writeToClipboard(css);
      toast({ variant: 'success', title: t.cssCopied });
    } catch {
      toast({ variant: 'destructive', title: t.copyFailed, description: t.copyFailedText });
    }
  };

  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.kwhHome, label: t.backToKwhHome }}>
      <Row className="g-4">
        <Col xs={12} lg={6}>
          <LayoutPreview layout={layout} onChange={setLayout} />
          <p id="layout-drag-hint" className="small text-secondary text-center mt-2 mb-0">
            {t.dragHint}
          </p>
        </Col>
        <Col xs={12} lg={6} className="d-flex flex-column gap-3">
          <Card as="section" className="app-data-card" aria-labelledby="quick-layouts">
            <Card.Body>
              <h2 id="quick-layouts" className="h6 fw-bold">
                {t.quickLayouts}
              </h2>
              <div className="d-flex flex-wrap gap-2">
                {QUICK_LAYOUTS.map((quick) => (
                  <Button
                    key={quick.label}
                    variant="outline-primary"
                    size="sm"
                    aria-pressed={sameLayout(layout, quick.layout)}
                    onClick={() => setLayout(quick.layout)}
                  >
                    {quick.label}
                  </Button>
                ))}
              </div>
            </Card.Body>
          </Card>

          <Card as="section" className="app-data-card" aria-labelledby="layout-positions">
            <Card.Body>
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <h2 id="layout-positions" className="h6 fw-bold mb-0 flex-grow-1">
                  {t.positions}
                </h2>
                <Badge bg={STATUS[status].bg} text={STATUS[status].text} aria-live="polite">
                  {STATUS[status].label}
                </Badge>
              </div>
              <Table size="sm" className="mb-2" aria-labelledby="layout-positions">
                <thead>
                  <tr>
                    <th scope="col">{t.columns.box}</th>
                    <th scope="col">{t.columns.x}</th>
                    <th scope="col">{t.columns.y}</th>
                    <th scope="col">{t.columns.size}</th>
                  </tr>
                </thead>
                <tbody>
                  {layout.map((box, index) => (
                    <tr key={index}>
                      <th scope="row">{t.box(index)}</th>
                      <td className="text-nowrap">{t.mm(formatMm(box.x))}</td>
                      <td className="text-nowrap">{t.mm(formatMm(box.y))}</td>
                      <td className="text-nowrap">{t.size(formatMm(box.width), formatMm(box.height))}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <p className="small text-secondary mb-3">{t.limits}</p>
              <div className="d-flex flex-wrap gap-2">
                <Button variant="primary" onClick={save}>
                  {t.save}
                </Button>
                <Button variant="outline-secondary" onClick={() => void copy()}>
                  {t.copyCss}
                </Button>
                {saved !== null && (
                  <Button variant="outline-danger" onClick={forget}>
                    {t.forget}
                  </Button>
                )}
              </div>
            </Card.Body>
          </Card>

          <Card as="section" className="app-data-card" aria-labelledby="layout-css">
            <Card.Body>
              <h2 id="layout-css" className="h6 fw-bold">
                {t.css}
              </h2>
              {/* It scrolls sideways: focusable, so a keyboard can scroll it too. */}
              <pre className="ile-css mb-0" aria-labelledby="layout-css" tabIndex={0}>
                {css}
              </pre>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </PageLayout>
  );
}
