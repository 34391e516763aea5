import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { columnDataCatalog } from '@kahraba/billing-domain';
import { paths } from '../../../config/route-paths';
import { PageLayout } from '../../../components/page-layout';
import { PasscodeLockScreen } from '../../../components/passcode-lock';
import { PendingButton } from '../../../components/pending-button';
import { billingSystemsQueryOptions, systemsInOrder } from '../../../lib/billing-systems';
import { useDeleteColumnData } from '../api/delete-column-data';
import { columnDataMessages as t } from '../messages';

export interface ColumnDataPageProps {
  currentUser: { role: string };
}

/** Behind the danger passcode; choose a table and a column, type the phrase, tick the
 * checkbox — only then the delete button shows. The server checks everything again
 * (docs/screens.md#administration-screens). */
export function ColumnDataPage({ currentUser }: ColumnDataPageProps) {
  const [unlocked, setUnlocked] = useState(false);
  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.home, label: t.backHome }}>
      {currentUser.role !== 'admin' ? (
        <Alert variant="warning">{t.adminOnly}</Alert>
      ) : !unlocked ? (
        <PasscodeLockScreen
          scope="danger"
          title={t.lockTitle}
          text={t.lockText}
          unlockLabel={t.unlock}
          onUnlocked={() => setUnlocked(true)}
        />
      ) : (
        <ColumnClearForm />
      )}
    </PageLayout>
  );
}

function ColumnClearForm() {
  const [table, setTable] = useState('');
  const [column, setColumn] = useState('');
  const [phrase, setPhrase] = useState('');
  const [understood, setUnderstood] = useState(false);
  const reset = () => {
    setPhrase('');
    setUnderstood(false);
  };
  const remove = useDeleteColumnData({ onSuccess: reset });
  // One table per billing system, named as its billing_systems row names it (docs/metered-groups.md).
  const systems = systemsInOrder(useQuery(billingSystemsQueryOptions()).data ?? []);
  const catalog = columnDataCatalog(systems);
  const systemName = (id: string) => systems.find((system) => system.id === id)?.arabicName ?? id;
  const columns = catalog.find((entry) => entry.table === table)?.columns ?? [];
  const chosen = table !== '' && column !== '';
  const phraseRight = phrase.trim() === t.phrase;

  return (
    <Card className="app-data-card mx-auto" style={{ maxWidth: 560 }}>
      <Card.Body className="d-flex flex-column gap-3">
        <Form.Group controlId="column-data-table">
          <Form.Label>{t.table}</Form.Label>
          <Form.Select
            value={table}
            onChange={(event) => {
              setTable(event.target.value);
              setColumn('');
            }}
          >
            <option value="">{t.choose}</option>
            {catalog.map((entry) => (
              <option key={entry.table} value={entry.table}>
                {systemName(entry.system)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="column-data-column">
          <Form.Label>{t.column}</Form.Label>
          <Form.Select value={column} disabled={!table} onChange={(event) => setColumn(event.target.value)}>
            <option value="">{t.choose}</option>
            {columns.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {t.columns[entry.name] ?? entry.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {!chosen && <Alert variant="info">{t.chooseFirst}</Alert>}
        <Form.Group controlId="column-data-phrase">
          <Form.Label>{t.phraseLabel(t.phrase)}</Form.Label>
          <Form.Control
            value={phrase}
            autoComplete="off"
            onChange={(event) => setPhrase(event.target.value)}
          />
        </Form.Group>
        {phrase !== '' && !phraseRight && <Alert variant="danger">{t.phraseWrong}</Alert>}
        <Form.Check
          id="column-data-understood"
          type="checkbox"
          label={t.understand}
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        {chosen && phraseRight && understood && (
          <PendingButton
            variant="danger"
            pending={remove.isPending}
            onClick={() => remove.mutate({ table, column })}
          >
            {t.delete}
          </PendingButton>
        )}
      </Card.Body>
    </Card>
  );
}
