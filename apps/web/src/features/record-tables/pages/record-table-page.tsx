import { BillingSystem } from '@kahraba/billing-domain';
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { paths } from '../../../config/route-paths';
import { useConfirmOverpayment } from '../../../components/confirm-dialog';
import { PrintIcon } from '../../../components/icons';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { PasscodeLockScreen } from '../../../components/passcode-lock';
import { SearchField } from '../../../components/search-field';
import { useTableSearch } from '../../../components/searchable-table-card';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useLiveUpdates } from '../../../lib/live-updates/use-live-updates';
import { failureText } from '../../../lib/notify-failure';
import { useTableConfig } from '../../../lib/table-config';
import type { AmpereRecord } from '../../../types/ampere';
import { groupRecordsKeys, useGroupRecords, type RecordTableGroup } from '../api/get-group-records';
import { useUpdatePaidAmount } from '../api/update-paid-amount';
import { GroupRecordsTable } from '../components/group-records-table';
import { recordTablesMessages as t } from '../messages';

const NO_RECORDS: readonly AmpereRecord[] = [];

/** The printable invoices of these boxes (the shared print sheet), printing by itself once loaded. */
function printUrlOf(boxes: readonly string[]): string {
  const query = new URLSearchParams(boxes.map((box) => ['box', box]));
  query.set('autoprint', '1');
  return `${paths.amperePrintableTable}?${query.toString()}`;
}

/** A record table of one box group (`/mahmoud-table`, `/baydawi-table`;
 * docs/screens.md#passcode-locked-screens), locked until the tables passcode is verified by the server, then
 * open until the page is left. */
export function RecordTablePage({ group }: { group: RecordTableGroup }) {
  const [unlocked, setUnlocked] = useState(false);
  const [relockNotice, setRelockNotice] = useState<string>();
  const queryClient = useQueryClient();
  const config = useTableConfig();
  const boxes = config.data?.[group === 'mahmoud' ? 'mahmoudBoxes' : 'baydawiBoxes'];

  // The server forgot the verification (session ended, passcode changed elsewhere): lock again.
  const relock = useCallback(() => {
    setUnlocked(false);
    setRelockNotice(t.relocked);
  }, []);

  return (
    <PageLayout
      title={t.title(group)}
      subtitle={unlocked && boxes ? t.subtitle(boxes) : undefined}
      back={{ to: paths.home, label: t.backHome }}
      width="fluid"
    >
      {!unlocked ? (
        <PasscodeLockScreen
          title={t.lockedTitle(group)}
          text={t.lockedText}
          unlockLabel={t.unlock}
          notice={relockNotice}
          onUnlocked={() => {
            // Start from a clean slate: an earlier refusal must not lock the table again.
            queryClient.removeQueries({ queryKey: groupRecordsKeys.all });
            setRelockNotice(undefined);
            setUnlocked(true);
          }}
        />
      ) : (
        <UnlockedGroupTable key={group} group={group} onForbidden={relock} />
      )}
    </PageLayout>
  );
}

function UnlockedGroupTable({ group, onForbidden }: { group: RecordTableGroup; onForbidden: () => void }) {
  const search = useTableSearch();
  const found = useGroupRecords(group, search.query);
  // Every invoice of the group prints, whatever the search shows.
  const everyone = useGroupRecords(group, '');
  // Changes made elsewhere (another operator, the table settings) refresh the table.
  useLiveUpdates(BillingSystem.ampere.updatesGroup);
  const { mutateAsync: savePaid } = useUpdatePaidAmount();
  const confirmOverpayment = useConfirmOverpayment();
  const [blockedUrl, setBlockedUrl] = useState<string>();
  const records = found.data ?? NO_RECORDS;
  const total = everyone.data?.length ?? records.length;

  const forbidden = [found.error, everyone.error].some(
    (error) => error instanceof ApiError && error.status === 403,
  );
  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);

  const onSavePaid = useCallback(
    async (record: AmpereRecord, amountPaid: number): Promise<boolean> => {
      if (!(await confirmOverpayment(record.name, record.amount, amountPaid))) return false;
      // The failure toast comes from the mutation itself.
      return savePaid({ group, record, amountPaid }).then(
        () => true,
        () => false,
      );
    },
    [group, savePaid, confirmOverpayment],
  );

  const print = () => {
    const customers = everyone.data ?? [];
    const boxes = [...new Set(customers.map((record) => record.box ?? ''))].filter(Boolean);
    if (boxes.length === 0) {
      toast({ variant: 'destructive', title: t.printNothing });
      return;
    }
    const url = printUrlOf(boxes);
    if (!window.open(url, '_blank')) {
      setBlockedUrl(url);
      return;
    }
    setBlockedUrl(undefined);
    toast({ variant: 'success', title: t.printReady, description: t.printReadyText(customers.length) });
  };

  const table = found.isPending ? (
    <LoadingSpinner label={t.loading} />
  ) : found.isError && !found.data ? (
    <LoadFailedAlert className="m-3" onRetry={found.refetch}>
      {t.loadFailed}: {failureText(found.error, found.error.message)}
    </LoadFailedAlert>
  ) : (
    <GroupRecordsTable
      group={group}
      records={records}
      emptyText={search.searching ? t.noMatches : t.empty}
      onSavePaid={onSavePaid}
    />
  );

  return (
    <Card className="app-data-card">
      <Card.Body className="d-flex flex-wrap align-items-center gap-2">
        <SearchField
          value={search.text}
          onChange={search.setText}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          status={
            found.isFetching && !found.isPending ? (
              <Spinner animation="border" size="sm" variant="secondary" aria-hidden="true" />
            ) : undefined
          }
        />
        {found.data && (
          <span className="text-secondary small" aria-live="polite">
            {t.shown(records.length, total)}
          </span>
        )}
        <Button
          variant="primary"
          className="app-icon-button ms-auto"
          onClick={print}
          disabled={!everyone.data}
        >
          <PrintIcon size={18} />
          {t.printAll}
        </Button>
      </Card.Body>
      {blockedUrl && (
        <Alert variant="warning" className="mx-3 d-flex flex-wrap align-items-center gap-2" role="alert">
          {t.printBlocked}
          <Button size="sm" variant="outline-dark" href={blockedUrl}>
            {t.printHere}
          </Button>
        </Alert>
      )}
      {table}
    </Card>
  );
}
