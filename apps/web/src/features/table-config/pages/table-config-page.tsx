import { BoxRange, DEFAULT_BAYDAWI_BOXES, DEFAULT_MAHMOUD_BOXES } from '@kahraba/billing-domain';
import { useMemo, useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { FormField } from '../../../components/form-field';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { PendingButton } from '../../../components/pending-button';
import { useTableConfig, type TableConfig } from '../../../lib/table-config';
import { useSaveTableConfig } from '../api/save-table-config';
import { tableConfigMessages as t } from '../messages';

/** The box ranges of the two record tables, each with a live preview; save and reset. */
export function TableConfigPage() {
  const config = useTableConfig();
  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.home, label: t.backHome }}>
      {config.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : config.isError ? (
        <LoadFailedAlert onRetry={config.refetch}>{t.loadFailed}</LoadFailedAlert>
      ) : (
        <ConfigForm key={JSON.stringify(config.data)} initial={config.data} />
      )}
    </PageLayout>
  );
}

const GROUPS = [
  {
    key: 'baydawiBoxes',
    label: t.fields.baydawi,
    table: paths.baydawiTable,
    fallback: DEFAULT_BAYDAWI_BOXES,
  },
  // The Mahmoud preview shows the first 20 boxes and '+N more'.
  {
    key: 'mahmoudBoxes',
    label: t.fields.mahmoud,
    table: paths.mahmoudTable,
    fallback: DEFAULT_MAHMOUD_BOXES,
    limit: 20,
  },
] as const;

function ConfigForm({ initial }: { initial: TableConfig }) {
  const [values, setValues] = useState<TableConfig>(initial);
  const save = useSaveTableConfig();
  const ranges = useMemo(
    () => ({
      baydawiBoxes: BoxRange.parse(values.baydawiBoxes),
      mahmoudBoxes: BoxRange.parse(values.mahmoudBoxes),
    }),
    [values],
  );
  const readable = !ranges.baydawiBoxes.isEmpty() && !ranges.mahmoudBoxes.isEmpty();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readable) save.mutate(values);
  };

  return (
    <Card className="app-data-card" style={{ maxWidth: 820 }}>
      <Card.Body className="p-4">
        <p className="text-secondary">{t.help}</p>
        <Form onSubmit={submit} noValidate aria-label={t.title}>
          <fieldset disabled={save.isPending}>
            {GROUPS.map((group) => {
              const range = ranges[group.key];
              const preview = range.preview('limit' in group ? group.limit : range.boxes.length);
              const previewId = `${group.key}-preview`;
              return (
                <section key={group.key} className="mb-4">
                  <FormField
                    controlId={group.key}
                    label={group.label}
                    as="textarea"
                    rows={2}
                    kind="ltr"
                    value={values[group.key]}
                    isInvalid={range.isEmpty()}
                    invalidText={range.isEmpty() ? t.noBoxes : undefined}
                    onChange={(value) => setValues((current) => ({ ...current, [group.key]: value }))}
                  />
                  <div id={previewId} className="mt-2" aria-live="polite">
                    <div className="d-flex align-items-center gap-2 small text-secondary mb-1">
                      <span>{t.preview}:</span>
                      <span>{t.boxCount(range.boxes.length)}</span>
                      <Link to={group.table} className="ms-auto app-touch-link">
                        {t.openTable}
                      </Link>
                    </div>
                    <div className="d-flex flex-wrap gap-1" data-testid={previewId} dir="ltr">
                      {preview.shown.map((box) => (
                        <Badge key={box} bg="light" text="dark" className="border">
                          {box}
                        </Badge>
                      ))}
                      {preview.more > 0 && (
                        <Badge bg="secondary" dir="rtl">
                          {t.more(preview.more)}
                        </Badge>
                      )}
                    </div>
                  </div>
                </section>
              );
            })}
            <div className="d-flex flex-wrap gap-2">
              <PendingButton type="submit" variant="primary" disabled={!readable} pending={save.isPending}>
                {save.isPending ? t.saving : t.save}
              </PendingButton>
              <Button
                variant="outline-secondary"
                onClick={() =>
                  setValues({ baydawiBoxes: DEFAULT_BAYDAWI_BOXES, mahmoudBoxes: DEFAULT_MAHMOUD_BOXES })
                }
              >
                {t.reset}
              </Button>
            </div>
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}
