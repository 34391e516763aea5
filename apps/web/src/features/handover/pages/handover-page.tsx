import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { businessToday } from '../../../lib/app-settings';
import { failureText } from '../../../lib/notify-failure';
import { useHandovers, type Handover } from '../api/get-handovers';
import { CountDialog } from '../components/count-dialog';
import { HandoverCard } from '../components/handover-card';
import { handoverMessages as t } from '../messages';

interface HandoverPageProps {
  currentUser: { role: string };
  /** Today, for the default day; the clock by default. */
  today?: Date;
}

/** /handover (administrators, docs/handover.md): a card per collector for a business day (in the address,
 * today by default) with what they took, what was counted and the difference; counting in a dialog. */
export function HandoverPage({ currentUser, today }: HandoverPageProps) {
  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.home, label: t.backHome }}>
      {currentUser.role === 'admin' ? (
        <Handovers today={businessToday(today)} />
      ) : (
        <Alert variant="warning">{t.adminOnly}</Alert>
      )}
    </PageLayout>
  );
}

function Handovers({ today }: { today: string }) {
  const [params, setParams] = useSearchParams();
  const day = params.get('day') || today;
  const handovers = useHandovers(day);
  const [counting, setCounting] = useState<Handover | null>(null);
  const show = (next: string) => setParams(next === today ? {} : { day: next }, { replace: true });
  return (
    <>
      <DayForm key={day} day={day} onShow={show} onToday={() => show(today)} />
      {handovers.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : handovers.isError ? (
        <LoadFailedAlert onRetry={handovers.refetch}>
          {failureText(handovers.error, t.loadFailed) ?? t.loadFailed}
        </LoadFailedAlert>
      ) : handovers.data.length === 0 ? (
        <p className="app-empty-cards">{t.empty}</p>
      ) : (
        <ul
          className="list-unstyled d-grid gap-3 mb-0"
          style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' }}
          aria-label={t.collectorsLabel}
        >
          {handovers.data.map((handover) => (
            <li key={handover.collectorId}>
              <HandoverCard handover={handover} onCount={() => setCounting(handover)} />
            </li>
          ))}
        </ul>
      )}
      {counting && <CountDialog handover={counting} onClose={() => setCounting(null)} />}
    </>
  );
}

function DayForm({
  day,
  onShow,
  onToday,
}: {
  day: string;
  onShow: (day: string) => void;
  onToday: () => void;
}) {
  const [typed, setTyped] = useState(day);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed) onShow(typed);
  };
  return (
    <Form
      onSubmit={submit}
      noValidate
      aria-label={t.dayForm}
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
    >
      <Form.Group controlId="handover-day">
        <Form.Label>{t.dayLabel}</Form.Label>
        <Form.Control
          type="date"
          dir="ltr"
          required
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Form.Group>
      <Button type="submit" variant="primary" className="app-touch-button">
        {t.show}
      </Button>
      <Button variant="outline-secondary" className="app-touch-button" onClick={onToday}>
        {t.today}
      </Button>
    </Form>
  );
}
