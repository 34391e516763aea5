import type { FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { NumberField, useNumberField } from '../../../components/number-field';
import { formatLbp, formatUsd } from '../../../lib/money';
import type { Handover } from '../api/get-handovers';
import { useRecordHandover } from '../api/record-handover';
import { handoverMessages as t } from '../messages';

/** What was counted of a collector's day, in dollars and in pounds (the one number reader reads both;
 * the server reads them again and keeps the difference). */
export function CountDialog({ handover, onClose }: { handover: Handover; onClose: () => void }) {
  const usd = useNumberField(t.countedUsd, handover.countedUsd === null ? '' : String(handover.countedUsd));
  const lbp = useNumberField(t.countedLbp, handover.countedLbp === null ? '' : String(handover.countedLbp), {
    integer: true,
  });
  const record = useRecordHandover({ onSuccess: onClose });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    const [dollars, pounds] = [usd.read(), lbp.read()];
    if (!dollars || !pounds) return;
    record.mutate({
      collectorId: handover.collectorId,
      day: handover.day,
      countedUsd: usd.text.trim(),
      countedLbp: lbp.text.trim(),
    });
  };
  return (
    <Modal show onHide={record.isPending ? () => undefined : onClose} centered aria-labelledby="count-title">
      <Form onSubmit={submit} noValidate>
        <DialogHeader titleId="count-title" pending={record.isPending}>
          {t.countTitle(handover.collectorName)}
        </DialogHeader>
        <Modal.Body>
          <p className="text-secondary small">{t.countHelp}</p>
          <NumberField
            controlId="counted-usd"
            hint={`${t.takenUsd}: ${formatUsd(handover.takenUsd)}`}
            groupClassName="mb-3"
            {...usd.field}
          />
          <NumberField
            controlId="counted-lbp"
            hint={`${t.takenLbp}: ${formatLbp(handover.takenLbp)}`}
            {...lbp.field}
          />
        </Modal.Body>
        <DialogFooter confirmLabel={t.save} onCancel={onClose} pending={record.isPending} />
      </Form>
    </Modal>
  );
}
