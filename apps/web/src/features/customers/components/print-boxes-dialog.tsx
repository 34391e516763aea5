import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PrintWindowBlockedAlert } from '../../../components/print-sheet';
import { toast } from '../../../components/toast';
import { openPrintWindow } from '../../../lib/print';
import { toggleMember } from '../../../lib/toggle-member';
import { useAmpereBoxes } from '../api/get-boxes';
import { ampereMessages as t } from '../messages';

export interface PrintBoxesDialogProps {
  show: boolean;
  onClose: () => void;
}

/** The printable-invoices page for these boxes, printing by itself once loaded. */
function printUrlOf(boxes: readonly string[]): string {
  const query = new URLSearchParams(boxes.map((box) => ['box', box]));
  query.set('autoprint', '1');
  return `${paths.amperePrintableTable}?${query.toString()}`;
}

/** Boxes with their customer counts, select all, counts, and a print button that opens
 * the invoices in a new window. */
export function PrintBoxesDialog({ show, onClose }: PrintBoxesDialogProps) {
  const boxes = useAmpereBoxes({ enabled: show });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const navigate = useNavigate();
  const list = boxes.data ?? [];
  const customers = list
    .filter((entry) => selected.has(entry.box))
    .reduce((sum, entry) => sum + entry.customers, 0);
  const allSelected = list.length > 0 && list.every((entry) => selected.has(entry.box));

  const toggle = (box: string) => setSelected((current) => toggleMember(current, box));

  const print = () => {
    if (customers === 0) {
      toast({ variant: 'destructive', title: t.noRecordsTitle, description: t.chooseBoxes });
      return;
    }
    const chosen = list.filter((entry) => selected.has(entry.box)).map((entry) => entry.box);
    // A blocked window is said, with printing in this tab (docs/screens.md#print-windows-and-sheets).
    const url = printUrlOf(chosen);
    if (!openPrintWindow(url)) {
      setBlockedUrl(url);
      return;
    }
    setBlockedUrl(null);
    toast({ variant: 'success', title: t.printReady, description: t.printReadyText });
    onClose();
  };

  return (
    <Modal show={show} onHide={onClose} centered scrollable aria-labelledby="print-boxes-title">
      <DialogHeader titleId="print-boxes-title">{t.printBoxesTitle}</DialogHeader>
      <Modal.Body>
        {blockedUrl && (
          <PrintWindowBlockedAlert
            onPrintHere={() => navigate(blockedUrl)}
            onClose={() => setBlockedUrl(null)}
          />
        )}
        {boxes.isPending && <LoadingSpinner label={t.loadingBoxes} />}
        {boxes.isError && <Alert variant="danger">{t.boxesFailed}</Alert>}
        {boxes.isSuccess && (
          <>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <Form.Check
                type="checkbox"
                id="print-boxes-all"
                label={t.selectAll}
                checked={allSelected}
                disabled={list.length === 0}
                onChange={() =>
                  setSelected(allSelected ? new Set() : new Set(list.map((entry) => entry.box)))
                }
              />
              <span className="ms-auto small text-secondary" aria-live="polite">
                {t.selectedBoxes(selected.size)} · {t.selectedCustomers(customers)}
              </span>
            </div>
            {list.length === 0 ? (
              <p className="text-secondary text-center my-4">{t.noRecords}</p>
            ) : (
              <fieldset>
                <legend className="visually-hidden">{t.boxesList}</legend>
                <div className="app-box-grid">
                  {list.map((entry) => (
                    <Form.Check
                      key={entry.box}
                      type="checkbox"
                      id={`print-box-${entry.box || 'none'}`}
                      className="app-box-option"
                      checked={selected.has(entry.box)}
                      onChange={() => toggle(entry.box)}
                      label={
                        <span className="d-inline-flex align-items-center gap-2">
                          {entry.box ? t.boxLabel(entry.box) : t.noBox}
                          <Badge bg="secondary" pill>
                            {t.boxCustomers(entry.customers)}
                          </Badge>
                        </span>
                      }
                    />
                  ))}
                </div>
              </fieldset>
            )}
          </>
        )}
      </Modal.Body>
      <DialogFooter
        confirmLabel={t.printCount(customers)}
        onConfirm={print}
        confirmDisabled={!boxes.isSuccess}
        onCancel={onClose}
        pending={false}
      />
    </Modal>
  );
}
