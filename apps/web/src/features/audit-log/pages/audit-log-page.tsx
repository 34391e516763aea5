import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Pager } from '../../../components/pager';
import { PageLayout } from '../../../components/page-layout';
import { usePhoneLayout } from '../../../components/phone-layout';
import { billingSystemsQueryOptions } from '../../../lib/billing-systems';
import { formatDateTime } from '../../../lib/display-format';
import { failureText } from '../../../lib/notify-failure';
import { useAuditLog, type AuditEntry, type AuditLogFilter } from '../api/get-audit-log';
import { useAuditUsers } from '../api/get-audit-users';
import { describeAuditEntry } from '../lib/describe-audit-entry';
import { auditLogMessages as t } from '../messages';

export interface AuditLogPageProps {
  currentUser: { role: string };
}

const FILTER_KEYS = ['action', 'userId', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** Who did what destructive or money-changing thing (docs/operator-guide.md#users-and-the-audit-log), when,
 * on which system and how many rows; filtered by action, user and days (kept in the address, so a filtered
 * view can be shared). */
export function AuditLogPage({ currentUser }: AuditLogPageProps) {
  return (
    <PageLayout
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: paths.home, label: t.backHome }}
      width="fluid"
    >
      {currentUser.role === 'admin' ? <AuditLog /> : <Alert variant="warning">{t.adminOnly}</Alert>}
    </PageLayout>
  );
}

function filterOf(params: URLSearchParams): AuditLogFilter {
  const page = Number(params.get('page') ?? '1');
  return {
    ...Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined])),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const log = useAuditLog(filter);
  const show = (next: AuditLogFilter) => {
    const query = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) query.set(key, next[key]);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <>
      <Filters key={params.toString()} filter={filter} onApply={(next) => show({ ...next, page: 1 })} />
      {log.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : log.isError ? (
        <LoadFailedAlert onRetry={log.refetch}>
          {failureText(log.error, t.loadFailed) ?? t.loadFailed}
        </LoadFailedAlert>
      ) : (
        <>
          <Entries entries={log.data.entries} />
          <Pager
            label={t.pager}
            page={log.data.page}
            pages={Math.max(1, Math.ceil(log.data.total / log.data.pageSize))}
            status={t.total(log.data.total)}
            onPage={(page) => show({ ...filter, page })}
          />
        </>
      )}
    </>
  );
}

function Filters({ filter, onApply }: { filter: AuditLogFilter; onApply: (filter: AuditLogFilter) => void }) {
  const [values, setValues] = useState<Record<FilterKey, string>>({
    action: filter.action ?? '',
    userId: filter.userId ?? '',
    from: filter.from ?? '',
    to: filter.to ?? '',
  });
  const users = useAuditUsers();
  const set = (key: FilterKey) => (value: string) => setValues({ ...values, [key]: value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <Card className="app-data-card mb-3">
      <Card.Body>
        <Form onSubmit={submit} noValidate aria-label={t.filters}>
          <Row className="g-2 align-items-end">
            <Form.Group as={Col} xs={12} md={3} controlId="audit-action">
              <Form.Label>{t.action}</Form.Label>
              <Form.Select value={values.action} onChange={(event) => set('action')(event.target.value)}>
                <option value="">{t.all}</option>
                {Object.entries(t.actions).map(([action, label]) => (
                  <option key={action} value={action}>
                    {label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group as={Col} xs={12} md={3} controlId="audit-user">
              <Form.Label>{t.user}</Form.Label>
              <Form.Select value={values.userId} onChange={(event) => set('userId')(event.target.value)}>
                <option value="">{t.all}</option>
                {(users.data ?? []).map((user) => (
                  <option key={user.id} value={user.id}>
                    {user.firstName} {user.lastName} ({user.email})
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group as={Col} xs={6} md={2} controlId="audit-from">
              <Form.Label>{t.from}</Form.Label>
              <Form.Control
                type="date"
                dir="ltr"
                value={values.from}
                onChange={(event) => set('from')(event.target.value)}
              />
            </Form.Group>
            <Form.Group as={Col} xs={6} md={2} controlId="audit-to">
              <Form.Label>{t.to}</Form.Label>
              <Form.Control
                type="date"
                dir="ltr"
                value={values.to}
                onChange={(event) => set('to')(event.target.value)}
              />
            </Form.Group>
            <Col xs={12} md={2} className="d-flex gap-2">
              <Button type="submit" variant="primary" className="flex-grow-1">
                {t.apply}
              </Button>
              <Button variant="outline-secondary" onClick={() => onApply({})}>
                {t.clear}
              </Button>
            </Col>
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}

const actionName = (entry: AuditEntry) => t.actions[entry.action] ?? entry.action;
/** Every system by the name its billing_systems row gives it (a group added as a row included). */
function useSystemName(): (entry: AuditEntry) => string {
  const systems = useQuery(billingSystemsQueryOptions());
  return (entry) =>
    entry.system
      ? (systems.data?.find((system) => system.id === entry.system)?.arabicName ?? entry.system)
      : t.noSystem;
}
const actorNames: Record<string, string> = { system: t.systemActor, portal: t.portalActor };
const actorName = (entry: AuditEntry) => actorNames[entry.userEmail] ?? entry.userEmail;
const countText = (entry: AuditEntry) => (entry.count === null ? t.noSystem : String(entry.count));

function Entries({ entries }: { entries: AuditEntry[] }) {
  const phone = usePhoneLayout();
  const systemName = useSystemName();
  if (entries.length === 0) return <p className="app-empty-cards">{t.empty}</p>;
  if (phone) {
    return (
      <ul className="list-unstyled d-grid gap-3" aria-label={t.tableLabel}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <article className="app-record-card" aria-labelledby={`audit-${entry.id}`}>
              <header className="app-record-card-head">
                <h2 id={`audit-${entry.id}`} className="app-record-card-name">
                  {actionName(entry)}
                </h2>
                <span className="app-record-card-meta text-nowrap" dir="ltr">
                  {formatDateTime(entry.at)}
                </span>
              </header>
              <dl className="app-record-card-figures">
                <div>
                  <dt>{t.columns.system}</dt>
                  <dd>{systemName(entry)}</dd>
                </div>
                <div>
                  <dt>{t.columns.count}</dt>
                  <dd>{countText(entry)}</dd>
                </div>
              </dl>
              <p className="app-record-card-line mb-1" dir="ltr" style={{ textAlign: 'right' }}>
                {actorName(entry)}
              </p>
              {describeAuditEntry(entry) && (
                <p className="app-record-card-line mb-0">{describeAuditEntry(entry)}</p>
              )}
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card className="app-data-card">
      <Table responsive hover className="mb-0 align-middle" aria-label={t.tableLabel}>
        <thead>
          <tr>
            <th scope="col">{t.columns.at}</th>
            <th scope="col">{t.columns.user}</th>
            <th scope="col">{t.columns.action}</th>
            <th scope="col">{t.columns.system}</th>
            <th scope="col">{t.columns.count}</th>
            <th scope="col">{t.columns.details}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="text-nowrap" dir="ltr" style={{ textAlign: 'right' }}>
                {formatDateTime(entry.at)}
              </td>
              <td dir="ltr" style={{ textAlign: 'right' }}>
                {actorName(entry)}
              </td>
              <td className="fw-semibold">{actionName(entry)}</td>
              <td>{systemName(entry)}</td>
              <td>{countText(entry)}</td>
              <td className="small text-secondary">{describeAuditEntry(entry)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
