import {
  decideMeterReading,
  meterReplacementOf,
  Quantity,
  type MeterOnFile,
  type MeterReadingEntry,
  type ReadingWarning,
} from '@kahraba/billing-domain';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatQuantity } from '../../../lib/display-format';
import { readNumberEntry } from '../../../lib/number-entry';
import type { RoundCustomer } from '../lib/reading-device-store';
import type { ReadingOnFile } from '../lib/reading-on-file';
import type { ReadingRequest } from '../lib/reading-queue';
import { readingRoundMessages as t } from '../messages';

/** What the form hands the page to keep: the request less its client id and time. */
export type ReadingDraft = Omit<ReadingRequest, 'clientId' | 'takenAt'>;

type Mode = 'read' | 'replaced' | 'unread';

/**
 * One meter of the round: one big number field, the previous reading, this month's reading when
 * there is one, and the last months beside it, "meter replaced" and "could not read". The domain's
 * rule (decideMeterReading, the server's) is asked on the phone, offline too: a refusal is said at
 * once, a warning (a second reading of the month among them, docs/readings-in-a-month.md) is
 * confirmed before it is kept.
 */
export function ReadingForm({
  customer,
  onFile,
  onSave,
}: {
  customer: RoundCustomer;
  /** This month's reading as the phone knows it (readingOnFile), or null. */
  onFile: ReadingOnFile | null;
  onSave: (draft: ReadingDraft) => void;
}) {
  const [mode, setMode] = useState<Mode>('read');
  const [reading, setReading] = useState('');
  const [finalReading, setFinalReading] = useState('');
  const [newStart, setNewStart] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<{ warning: ReadingWarning; draft: ReadingDraft } | null>(null);

  const previousReading = customer.previousReading;

  function decide(): { draft: ReadingDraft; warning: ReadingWarning | null } | null {
    const meter: MeterOnFile = {
      previousKwh: Quantity.parse(previousReading),
      currentKwh: onFile ? Quantity.parse(onFile.reading) : Quantity.zero,
      previousEstimated: customer.followsEstimate,
      currentEstimated: onFile?.estimated ?? false,
      lastClosedMonths: customer.lastMonths.map((month) => Quantity.parse(month)),
      replacement: onFile?.replacedMeter ? meterReplacementOf(onFile.replacedMeter) : null,
    };
    if (mode === 'unread') {
      try {
        decideMeterReading(meter, { kind: 'unread', reason });
      } catch (refusal) {
        setError((refusal as Error).message);
        return null;
      }
      return { draft: { unreadReason: reason.trim(), previousReading }, warning: null };
    }
    const entry = readNumberEntry(reading, t.reading);
    if (!entry.ok || entry.value === null) {
      setError(entry.ok ? `${t.reading} مطلوبة` : entry.message);
      return null;
    }
    let replacedMeter: ReadingDraft['replacedMeter'];
    if (mode === 'replaced') {
      const final = readNumberEntry(finalReading, t.finalReading);
      const start = readNumberEntry(newStart, t.newStartReading);
      if (!final.ok || final.value === null || !start.ok || start.value === null) {
        setError(!final.ok ? final.message : !start.ok ? start.message : 'أدخل قراءتي العدادين');
        return null;
      }
      replacedMeter = { finalReading: String(final.value), newStartReading: String(start.value) };
    }
    const read: MeterReadingEntry = {
      kind: 'read',
      reading: Quantity.parse(entry.value),
      replacement: replacedMeter ? meterReplacementOf(replacedMeter) : null,
    };
    try {
      const outcome = decideMeterReading(meter, read);
      return {
        draft: { reading: String(entry.value), ...(replacedMeter && { replacedMeter }), previousReading },
        warning: outcome.warning,
      };
    } catch (refusal) {
      setError((refusal as Error).message);
      return null;
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setWarning(null);
    const decided = decide();
    if (!decided) return;
    if (decided.warning) {
      setWarning({ warning: decided.warning, draft: decided.draft });
      return;
    }
    onSave(decided.draft);
  }

  return (
    <Form onSubmit={save} noValidate aria-label={customer.name}>
      <dl className="row g-1 mb-2 small">
        <dt className="col-6">{t.previousReading}</dt>
        <dd className="col-6 mb-0 app-num fs-5">{formatQuantity(previousReading)}</dd>
        {onFile && !onFile.estimated && (
          <>
            <dt className="col-6">{t.readThisMonth}</dt>
            <dd className="col-6 mb-0 app-num">{formatQuantity(onFile.reading)}</dd>
          </>
        )}
        <dt className="col-6">{t.lastMonths}</dt>
        <dd className="col-6 mb-0 app-num">
          {customer.lastMonths.length === 0
            ? t.noHistory
            : customer.lastMonths.map(formatQuantity).join(' · ')}
        </dd>
      </dl>
      {mode !== 'unread' && (
        <Form.Group className="mb-2" controlId={`reading-${customer.id}`}>
          <Form.Label>{t.reading}</Form.Label>
          <Form.Control
            value={reading}
            onChange={(event) => setReading(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            className="app-num text-center fs-1 py-2"
            dir="ltr"
          />
        </Form.Group>
      )}
      {mode === 'replaced' && (
        <>
          <Form.Group className="mb-2" controlId={`final-${customer.id}`}>
            <Form.Label>{t.finalReading}</Form.Label>
            <Form.Control
              value={finalReading}
              onChange={(event) => setFinalReading(event.target.value)}
              inputMode="decimal"
              dir="ltr"
              className="app-num"
            />
          </Form.Group>
          <Form.Group className="mb-2" controlId={`start-${customer.id}`}>
            <Form.Label>{t.newStartReading}</Form.Label>
            <Form.Control
              value={newStart}
              onChange={(event) => setNewStart(event.target.value)}
              inputMode="decimal"
              dir="ltr"
              className="app-num"
            />
          </Form.Group>
        </>
      )}
      {mode === 'unread' && (
        <Form.Group className="mb-2" controlId={`reason-${customer.id}`}>
          <Form.Label>{t.unreadReason}</Form.Label>
          <Form.Control value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} />
        </Form.Group>
      )}
      {error && (
        <Alert variant="danger" className="py-2" role="alert">
          {error}
        </Alert>
      )}
      {warning ? (
        <Alert variant="warning" className="py-2" role="alert">
          <p className="mb-2">{warning.warning.message}</p>
          <div className="d-flex gap-2">
            <Button
              variant="warning"
              className="app-touch-button"
              onClick={() => {
                onSave({ ...warning.draft, confirmed: true });
                setWarning(null);
              }}
            >
              {t.confirmWarning}
            </Button>
            <Button variant="outline-secondary" className="app-touch-button" onClick={() => setWarning(null)}>
              {t.cancel}
            </Button>
          </div>
        </Alert>
      ) : (
        <div className="d-grid gap-2">
          <Button type="submit" size="lg" className="app-touch-button">
            {mode === 'unread' ? t.saveUnread : t.save}
          </Button>
          <div className="d-flex gap-2">
            <Button
              variant={mode === 'replaced' ? 'secondary' : 'outline-secondary'}
              className="app-touch-button flex-fill"
              aria-pressed={mode === 'replaced'}
              onClick={() => setMode(mode === 'replaced' ? 'read' : 'replaced')}
            >
              {t.meterReplaced}
            </Button>
            <Button
              variant={mode === 'unread' ? 'secondary' : 'outline-secondary'}
              className="app-touch-button flex-fill"
              aria-pressed={mode === 'unread'}
              onClick={() => setMode(mode === 'unread' ? 'read' : 'unread')}
            >
              {t.couldNotRead}
            </Button>
          </div>
        </div>
      )}
    </Form>
  );
}
