import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router-dom';
import { customerHistoryPath, paths, receiptPath } from '../../../config/route-paths';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { SearchField } from '../../../components/search-field';
import { formatDateTime } from '../../../lib/display-format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCollectRoster } from '../api/get-collect-roster';
import { useCollectSystems } from '../api/get-collect-systems';
import { syncDevicePayments, useDevicePaymentQueue, usePaymentSync } from '../api/sync-payments';
import { useQueryClient } from '@tanstack/react-query';
import { CustomerResults } from '../components/customer-results';
import { DayTotals } from '../components/day-totals';
import { DevicePayments } from '../components/device-payments';
import { PaymentConfirm } from '../components/payment-confirm';
import { PaymentForm, type PaymentDraft } from '../components/payment-form';
import { SyncStatus } from '../components/sync-status';
import {
  chosenSystem,
  devicePaymentQueue,
  rememberChosenSystem,
  signedInUserOnDevice,
} from '../lib/collect-device-store';
import { queueOf, waitingFor, waitingForOthers, type QueuedPayment } from '../lib/payment-queue';
import { indexRoster, searchRoster, type CollectCustomer } from '../lib/roster-search';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { collectMessages as t } from '../messages';
import { componentMessages } from '../../../components/messages';

/** How many matches the list shows (more: keep typing). */
const SHOWN_MATCHES = 25;

type Step =
  | { kind: 'search' }
  | { kind: 'pay'; customerId: string }
  | { kind: 'confirm'; customerId: string; draft: PaymentDraft };

/**
 * /collect (docs/screens.md#payments-receipts-and-collection): the collector's screen, for a phone held in
 * one hand. Pick the system, type a few letters of the name (or the number, or the box), take the full
 * balance or an amount in dollars or pounds, confirm, and the receipt opens. Without a connection the roster
 * kept on the device is searched and the payment waits on the device until the connection returns.
 */
export function CollectPage({
  takerId = signedInUserOnDevice(),
  withHistory = false,
}: {
  /** The signed-in user's id (the payments taken here are theirs); offline, the last known. */
  takerId?: string | null;
  /** The office's staff open the chosen customer's history from the card (docs/customer-history.md). */
  withHistory?: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const deviceQueue = useDevicePaymentQueue();
  // Another user's payments on this phone are neither shown nor sent, only counted.
  const queue = useMemo(() => queueOf(deviceQueue, takerId), [deviceQueue, takerId]);
  const othersWaiting = waitingForOthers(deviceQueue, takerId);
  const sync = usePaymentSync(takerId);
  const systems = useCollectSystems();
  const [system, setSystem] = useState<string | null>(() => chosenSystem());
  const roster = useCollectRoster(system);
  const [query, setQuery] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'search' });
  const [taking, setTaking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);

  // The first system until the collector picks one (or the one picked last time on this device).
  const systemList = systems.data ?? [];
  useEffect(() => {
    if (systemList.length > 0 && !systemList.some((candidate) => candidate.id === system)) {
      setSystem(systemList[0].id);
    }
  }, [systemList, system]);

  // "Kept on the device" is stale once nothing waits any more (sent, or refused and listed below).
  const nothingWaits = queue.waiting.length === 0;
  useEffect(() => {
    if (nothingWaits) setNotice((shown) => (shown?.text === t.savedOnDevice ? null : shown));
  }, [nothingWaits]);

  const customers = roster.data?.roster.customers;
  const index = useMemo(() => indexRoster(customers ?? []), [customers]);
  const matches = useMemo(() => searchRoster(index, query, SHOWN_MATCHES), [index, query]);
  const chosen: CollectCustomer | undefined =
    step.kind === 'search' ? undefined : customers?.find((customer) => customer.id === step.customerId);

  const chooseSystem = (id: string) => {
    rememberChosenSystem(id);
    setSystem(id);
    setStep({ kind: 'search' });
    setQuery('');
  };

  const take = async (customer: CollectCustomer, draft: PaymentDraft) => {
    if (!system) return;
    const clientId = newIdempotencyKey();
    const payment: QueuedPayment = {
      clientId,
      system,
      recordId: customer.id,
      customerNumber: customer.customerNumber,
      customerName: customer.name,
      request: {
        amount: draft.amountText,
        currency: draft.currency,
        method: draft.method,
        note: draft.note,
        clientId,
        ...(takerId !== null && { takenBy: takerId }),
      },
      amount: draft.amount,
      takenAt: new Date().toISOString(),
      ...(takerId !== null && { takenBy: takerId }),
    };
    // Kept on the device before it is sent: a lost connection mid-way loses nothing.
    try {
      devicePaymentQueue.enqueue(payment);
    } catch {
      setNotice({ variant: 'danger', text: t.notKept });
      return;
    }
    setTaking(true);
    try {
      await syncDevicePayments(queryClient, takerId);
    } finally {
      setTaking(false);
    }
    const after = devicePaymentQueue.read();
    const recorded = after.recorded.find((done) => done.clientId === clientId);
    if (recorded) {
      navigate(receiptPath(recorded.paymentId));
      return;
    }
    const refused = after.refused.find((kept) => kept.clientId === clientId);
    if (refused) {
      // Refused while the collector is here: said on the spot, so it need not wait in the refused list.
      devicePaymentQueue.dismissRefused(clientId);
      setRefusal(refused.reason);
      setStep({ kind: 'pay', customerId: customer.id });
      return;
    }
    setNotice({ variant: 'success', text: t.savedOnDevice });
    setStep({ kind: 'search' });
    setQuery('');
  };

  const body = () => {
    if (!system) {
      if (systems.isPending) return <LoadingSpinner />;
      if (systems.isError)
        return <LoadFailedAlert onRetry={() => void systems.refetch()}>{t.systemsFailed}</LoadFailedAlert>;
    }
    if (roster.isPending) return <LoadingSpinner label={t.loadingRoster} />;
    if (roster.isError) {
      return online ? (
        <LoadFailedAlert onRetry={() => void roster.refetch()}>{t.rosterFailed}</LoadFailedAlert>
      ) : (
        <Alert variant="secondary">{t.noRosterOffline}</Alert>
      );
    }
    if (chosen && step.kind === 'confirm') {
      return (
        <PaymentConfirm
          customer={chosen}
          draft={step.draft}
          exchangeRate={roster.data.roster.exchangeRate}
          pending={taking}
          onConfirm={() => void take(chosen, step.draft)}
          onBack={() => setStep({ kind: 'pay', customerId: chosen.id })}
        />
      );
    }
    if (chosen) {
      return (
        <PaymentForm
          key={chosen.id}
          customer={chosen}
          historyHref={withHistory && system ? customerHistoryPath(system, chosen.id) : undefined}
          exchangeRate={roster.data.roster.exchangeRate}
          waiting={waitingFor(queue, system ?? '', chosen.id)}
          refusal={refusal}
          onReview={(draft) => {
            setRefusal(null);
            setStep({ kind: 'confirm', customerId: chosen.id, draft });
          }}
          onOtherCustomer={() => {
            setRefusal(null);
            setStep({ kind: 'search' });
          }}
        />
      );
    }
    return (
      <>
        <SearchField value={query} onChange={setQuery} label={t.search} placeholder={t.searchHint} />
        {query.trim() !== '' && (
          <div className="mt-3">
            <CustomerResults
              matches={matches}
              onChoose={(customer) => {
                setNotice(null);
                setRefusal(null);
                setStep({ kind: 'pay', customerId: customer.id });
              }}
            />
          </div>
        )}
      </>
    );
  };

  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.home, label: t.backHome }}>
      <div className="app-collect mx-auto">
        <SyncStatus
          online={online}
          waiting={queue.waiting.length}
          syncing={sync.syncing || taking}
          lastResult={sync.lastResult}
          onSync={() => void sync.syncNow()}
        />
        {systemList.length > 0 && (
          <Form.Group controlId="collect-system" className="mb-3">
            <Form.Label className="small text-secondary mb-1">{t.system}</Form.Label>
            <Form.Select
              size="lg"
              value={system ?? ''}
              onChange={(event) => chooseSystem(event.target.value)}
            >
              {systemList.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.arabicName}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        {roster.data?.offline && (
          <p className="small text-secondary">{t.offlineRoster(formatDateTime(roster.data.savedAt))}</p>
        )}
        {othersWaiting > 0 && (
          <p className="small text-secondary" role="note">
            {t.othersWaiting(othersWaiting)}
          </p>
        )}
        {notice && (
          <Alert
            variant={notice.variant}
            dismissible
            closeLabel={componentMessages.close}
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        )}
        {body()}
        <DevicePayments
          queue={queue}
          onDismissRefused={(clientId) => devicePaymentQueue.dismissRefused(clientId)}
        />
        <DayTotals enabled={online && takerId !== null} />
      </div>
    </PageLayout>
  );
}
