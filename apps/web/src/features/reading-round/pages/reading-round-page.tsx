import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { useMeteredSystems } from '../../../lib/billing-systems';
import { formatDateTime, formatQuantity } from '../../../lib/display-format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useLiveUpdates } from '../../../lib/live-updates/use-live-updates';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { readingRoundKeys, useReadingRound } from '../api/get-reading-round';
import { useDeviceReadingQueue, useReadingSync } from '../api/sync-readings';
import { ReadingForm, type ReadingDraft } from '../components/reading-form';
import {
  chosenRound,
  deviceReadingQueue,
  keepGroupNames,
  keptGroupNames,
  keptRounds,
  rememberRound,
  type RoundChoice,
  type RoundCustomer,
} from '../lib/reading-device-store';
import { readingOnFile } from '../lib/reading-on-file';
import { latestOnDevice } from '../lib/reading-queue';
import { readingRoundMessages as t } from '../messages';

export interface ReadingRoundPageProps {
  /** The signed-in user's id: a reading kept on the phone names who took it. */
  takerId?: string;
  /** Follow the office's live updates (operators; collectors have no stream). */
  live?: boolean;
}

/** /read, a reading round on the phone, offline like /collect (docs/meter-reader.md). */
export function ReadingRoundPage({ takerId, live = false }: ReadingRoundPageProps) {
  const [choice, setChoice] = useState<RoundChoice | null>(() => chosenRound());
  const [walking, setWalking] = useState(() => chosenRound() !== null);
  const choose = (next: RoundChoice | null) => {
    setChoice(next);
    rememberRound(next);
  };
  return (
    <PageLayout title={t.title} subtitle={t.subtitle}>
      <div className="mx-auto" style={{ maxWidth: 560 }}>
        <SyncBar />
        {walking && choice ? (
          <Walk choice={choice} takerId={takerId} onChangeBoxes={() => setWalking(false)} />
        ) : (
          <ChooseRound
            choice={choice}
            live={live}
            onStart={(next) => {
              choose(next);
              setWalking(true);
            }}
          />
        )}
      </div>
    </PageLayout>
  );
}

function ChooseRound({
  choice,
  live,
  onStart,
}: {
  choice: RoundChoice | null;
  live: boolean;
  onStart: (choice: RoundChoice) => void;
}) {
  const systems = useMeteredSystems();
  const online = useOnlineStatus();
  useEffect(() => {
    if (systems.data) {
      keepGroupNames(Object.fromEntries(systems.data.map((group) => [group.id, group.arabicName])));
    }
  }, [systems.data]);
  const [system, setSystem] = useState<string | null>(choice?.system ?? null);
  const current = system ?? systems.data?.[0]?.id ?? null;
  const [boxes, setBoxes] = useState<string[]>(choice?.boxes ?? []);
  const progress = useReadingRound(current, null);
  const queryClient = useQueryClient();
  const updatesGroup = systems.data?.find((candidate) => candidate.id === current)?.updatesGroup;
  // The office sees each box's progress live.
  useLiveUpdates(live ? updatesGroup : null, () => {
    void queryClient.invalidateQueries({ queryKey: readingRoundKeys.all });
  });

  if (!online || systems.isError) return <OfflineStart onStart={onStart} />;
  if (systems.isPending) return <LoadingSpinner />;
  if (systems.data.length === 0) {
    return (
      <>
        <Alert variant="info">{t.noMetered}</Alert>
        <WayHome />
      </>
    );
  }
  const boxKey = (box: string | null) => box ?? '';
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (current && boxes.length > 0) onStart({ system: current, boxes });
      }}
    >
      <Form.Group className="mb-3" controlId="round-group">
        <Form.Label>{t.group}</Form.Label>
        <Form.Select
          size="lg"
          style={{ minHeight: 44 }}
          value={current ?? ''}
          onChange={(event) => {
            setSystem(event.target.value);
            setBoxes([]);
          }}
        >
          {systems.data.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.arabicName}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="fs-6">{t.chooseBoxes}</legend>
        {progress.isError ? (
          <LoadFailedAlert onRetry={() => void progress.refetch()}>{t.loadFailed}</LoadFailedAlert>
        ) : !progress.data ? (
          <LoadingSpinner />
        ) : (
          <ListGroup>
            {progress.data.round.boxes.map((box) => (
              <ListGroup.Item key={boxKey(box.box)} className="py-2">
                <Form.Check
                  id={`box-${boxKey(box.box)}`}
                  className="d-flex align-items-center gap-2"
                  style={{ minHeight: 44 }}
                  checked={boxes.includes(boxKey(box.box))}
                  onChange={(event) =>
                    setBoxes((chosen) =>
                      event.target.checked
                        ? [...chosen, boxKey(box.box)]
                        : chosen.filter((other) => other !== boxKey(box.box)),
                    )
                  }
                  label={
                    <span>
                      <strong>{t.box(box.box)}</strong>{' '}
                      <span className="text-body-secondary small">
                        {t.boxProgress(box.read, box.estimated + box.unread, box.left)}
                      </span>
                    </span>
                  }
                />
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </fieldset>
      <div className="d-grid">
        <Button type="submit" size="lg" disabled={boxes.length === 0} className="app-touch-button">
          {t.startRound}
        </Button>
      </div>
    </Form>
  );
}

function WayHome() {
  return (
    <div className="d-grid">
      <ButtonLink to={paths.home} variant="outline-secondary" size="lg" className="app-touch-button">
        {t.home}
      </ButtonLink>
    </div>
  );
}

/** No connection and no round chosen: say so, list the rounds kept on the phone, and the way home. */
function OfflineStart({ onStart }: { onStart: (choice: RoundChoice) => void }) {
  const rounds = keptRounds();
  const names = keptGroupNames();
  return (
    <>
      <Alert variant="warning">
        <h2 className="h5">{t.offlineHeading}</h2>
        <p className="mb-0">{t.offlineText}</p>
      </Alert>
      <h2 className="h6" id="kept-rounds">
        {t.keptHeading}
      </h2>
      {rounds.length === 0 ? (
        <p>{t.nothingKept}</p>
      ) : (
        <ListGroup as="ul" className="mb-3" aria-labelledby="kept-rounds">
          {rounds.map((kept) => {
            const group = names[kept.system] ?? kept.system;
            return (
              <ListGroup.Item as="li" key={`${kept.system}:${kept.boxes.join(',')}`} className="py-2">
                <p className="mb-2">
                  {t.keptRound(
                    group,
                    kept.boxes.map((box) => t.box(box === '' ? null : box)).join('، '),
                    t.customers(kept.round.customers.length),
                    formatDateTime(kept.savedAt),
                  )}
                </p>
                <Button
                  variant="primary"
                  className="app-touch-button"
                  onClick={() => onStart({ system: kept.system, boxes: kept.boxes })}
                >
                  {t.continueRound(group)}
                </Button>
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
      <WayHome />
    </>
  );
}

function Walk({
  choice,
  takerId,
  onChangeBoxes,
}: {
  choice: RoundChoice;
  takerId?: string;
  onChangeBoxes: () => void;
}) {
  const round = useReadingRound(choice.system, choice.boxes);
  const queue = useDeviceReadingQueue();
  const { syncNow, syncing } = useReadingSync();
  const [index, setIndex] = useState(0);
  const [saved, setSaved] = useState<{ clientId: string; name: string } | null>(null);
  const customers = useMemo(() => round.data?.round.customers ?? [], [round.data]);

  if (round.isError && !round.data) {
    return <LoadFailedAlert onRetry={() => void round.refetch()}>{t.loadFailed}</LoadFailedAlert>;
  }
  if (!round.data) return <LoadingSpinner />;
  const position = Math.min(index, Math.max(customers.length - 1, 0));
  const customer: RoundCustomer | undefined = customers[position];

  function save(draft: ReadingDraft) {
    if (!customer) return;
    const clientId = newIdempotencyKey();
    deviceReadingQueue.enqueue({
      clientId,
      system: choice.system,
      customerId: customer.id,
      customerNumber: customer.customerNumber,
      customerName: customer.name,
      box: customer.box,
      request: { ...draft, clientId, takenAt: new Date().toISOString() },
      ...(takerId !== undefined && { takenBy: takerId }),
    });
    setSaved({ clientId, name: customer.name });
    setIndex(position + 1);
    if (navigator.onLine) void syncNow();
  }

  // What the phone knows before the round is asked again: waiting to be sent, or applied (its kind).
  const statusOf = (candidate: RoundCustomer): string => {
    const onDevice = latestOnDevice(queue, choice.system, candidate.id);
    if (!onDevice || candidate.status !== 'left') return candidate.status;
    if ('request' in onDevice) return 'waiting';
    return onDevice.kind === 'actual' ? 'read' : onDevice.kind;
  };

  return (
    <>
      <div className="d-flex justify-content-between align-items-center mb-2">
        <span className="small text-body-secondary">
          {round.data.offline ? t.offlineRound(formatDateTime(round.data.savedAt)) : null}
        </span>
        <Button variant="link" className="app-touch-button" onClick={onChangeBoxes}>
          {t.changeBoxes}
        </Button>
      </div>
      <SavedReadingStatus saved={saved} syncing={syncing} />
      {customer && index < customers.length ? (
        <Card className="mb-3">
          <Card.Header>
            <div className="d-flex justify-content-between">
              <span className="small">{t.customerOf(position + 1, customers.length)}</span>
              <span className="small">{t.box(customer.box)}</span>
            </div>
            <h2 className="h5 mb-0">
              {customer.name} <span className="text-body-secondary app-num">#{customer.customerNumber}</span>
            </h2>
            {customer.address && <div className="small text-body-secondary">{customer.address}</div>}
            <Badge bg="secondary">{t.status[statusOf(customer)]}</Badge>
          </Card.Header>
          <Card.Body>
            <ReadingForm
              key={customer.id}
              customer={customer}
              onFile={readingOnFile(customer, queue.waiting, choice.system)}
              onSave={save}
            />
          </Card.Body>
          <Card.Footer className="d-flex justify-content-between">
            <Button
              variant="outline-secondary"
              className="app-touch-button"
              disabled={position === 0}
              onClick={() => setIndex(position - 1)}
            >
              {t.previous}
            </Button>
            <Button
              variant="outline-secondary"
              className="app-touch-button"
              onClick={() => setIndex(position + 1)}
            >
              {t.next}
            </Button>
          </Card.Footer>
        </Card>
      ) : (
        <Alert variant="info">{t.done}</Alert>
      )}
      <ListGroup as="ol" className="mb-3" aria-label={t.boxes}>
        {customers.map((candidate, at) => (
          <ListGroup.Item
            as="li"
            key={candidate.id}
            action
            active={at === position && index < customers.length}
            onClick={() => setIndex(at)}
            className="d-flex justify-content-between align-items-center"
            style={{ minHeight: 44 }}
          >
            <span>
              {candidate.name} <span className="small app-num">({t.box(candidate.box)})</span>
            </span>
            <span className="small">
              {candidate.reading !== null ? `${formatQuantity(candidate.reading)} · ` : ''}
              {t.status[statusOf(candidate)]}
            </span>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </>
  );
}

/** The last reading taken: queued only while it waits on the phone, sent once the office has it (a
 * refused one is shown by the sync bar). */
function SavedReadingStatus({
  saved,
  syncing,
}: {
  saved: { clientId: string; name: string } | null;
  syncing: boolean;
}) {
  const queue = useDeviceReadingQueue();
  if (!saved) return null;
  const mine = (reading: { clientId: string }) => reading.clientId === saved.clientId;
  const waiting = queue.waiting.some(mine);
  const text = waiting ? (syncing ? t.sending : t.queued) : queue.applied.some(mine) ? t.sent : null;
  if (!text) return null;
  return (
    <Alert variant={waiting ? 'warning' : 'success'} className="py-2" role="status">
      {`${saved.name}: ${text}`}
    </Alert>
  );
}

/** What waits on the phone, what the server refused (conflicts with the office included), and sync. */
function SyncBar() {
  const queue = useDeviceReadingQueue();
  const { syncNow, syncing, lastResult } = useReadingSync();
  if (queue.waiting.length === 0 && queue.refused.length === 0 && !lastResult?.signedOut) return null;
  return (
    <section className="mb-3" aria-label={t.syncNow}>
      {queue.waiting.length > 0 && (
        <div className="d-flex justify-content-between align-items-center mb-2" role="status">
          <span>{t.waiting(queue.waiting.length)}</span>
          <Button
            variant="outline-primary"
            className="app-touch-button"
            disabled={syncing}
            onClick={() => void syncNow()}
          >
            {syncing ? t.syncing : t.syncNow}
          </Button>
        </div>
      )}
      {lastResult?.signedOut && <Alert variant="warning">{t.signedOut}</Alert>}
      {queue.refused.length > 0 && (
        <Alert variant="danger">
          <h2 className="h6">{t.refusedHeading}</h2>
          <ul className="list-unstyled mb-0">
            {queue.refused.map((refused) => (
              <li
                key={refused.clientId}
                className="d-flex justify-content-between align-items-center gap-2 mb-1"
              >
                <span>
                  <strong>{refused.customerName}</strong>
                  {refused.status === 409 ? ` (${t.conflict})` : ''}: {refused.reason}
                </span>
                <Button
                  size="sm"
                  variant="outline-danger"
                  className="app-touch-button"
                  onClick={() => deviceReadingQueue.dismissRefused(refused.clientId)}
                >
                  {t.dismiss}
                </Button>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </section>
  );
}
