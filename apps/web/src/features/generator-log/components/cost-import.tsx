import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { PendingButton } from '../../../components/pending-button';
import { SheetFilePicker, type SheetFile } from '../../../components/sheet-file-picker';
import { toast } from '../../../components/toast';
import { notifyFailure } from '../../../lib/notify-failure';
import { useImportGeneratorCosts, type GeneratorCostSheetRow } from '../api/generator-costs';
import { generatorLogMessages as t } from '../messages';

const COLUMNS = ['day', 'kind', 'litres', 'hours', 'amount', 'currency', 'note'] as const;

/** A sheet's rows under its header row, by the header's column names (any order, any case). */
function rowsOf(sheet: SheetFile): GeneratorCostSheetRow[] {
  const [header = [], ...rows] = sheet.grid;
  const at = COLUMNS.map((column) => header.findIndex((cell) => cell.trim().toLowerCase() === column));
  return rows
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row) =>
      Object.fromEntries(
        COLUMNS.flatMap((column, index) =>
          at[index] >= 0 && row[at[index]] ? [[column, row[at[index]]]] : [],
        ),
      ),
    );
}

/**
 * The log from a sheet (docs/generator-economics.md#importing-and-exporting): read by the one sheet
 * reader, shown first, then written all or nothing by the server.
 */
export function CostImport() {
  const [rows, setRows] = useState<GeneratorCostSheetRow[] | null>(null);
  const save = useImportGeneratorCosts();
  const read = (sheet: SheetFile) => {
    const found = rowsOf(sheet);
    if (found.length === 0) toast({ variant: 'destructive', title: t.importEmpty });
    setRows(found.length === 0 ? null : found);
  };
  const send = () => {
    if (!rows) return;
    save.mutate(rows, {
      onSuccess: (answer) => {
        toast({ title: t.imported(answer.count) });
        setRows(null);
      },
      onError: (error) => notifyFailure(error, t.importFailed),
    });
  };
  return (
    <Card className="app-data-card">
      <Card.Body>
        <h2 className="h5" id="cost-import-heading">
          {t.importHeading}
        </h2>
        <p className="small text-secondary">{t.importHint}</p>
        <SheetFilePicker id="cost-import-file" onRead={read} disabled={save.isPending} />
        {rows && (
          <section aria-labelledby="cost-import-preview" className="mt-3">
            <p id="cost-import-preview">{t.importPreview(rows.length)}</p>
            <div className="table-responsive">
              <Table size="sm" bordered>
                <thead>
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" dir="ltr">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.slice(0, 50).map((row, index) => (
                    <tr key={index}>
                      {COLUMNS.map((column) => (
                        <td key={column}>{String(row[column] ?? '')}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
            <div className="d-flex gap-2">
              <PendingButton pending={save.isPending} className="app-touch-button" onClick={send}>
                {t.importSave}
              </PendingButton>
              <Button variant="outline-secondary" className="app-touch-button" onClick={() => setRows(null)}>
                {t.importCancel}
              </Button>
            </div>
          </section>
        )}
      </Card.Body>
    </Card>
  );
}
