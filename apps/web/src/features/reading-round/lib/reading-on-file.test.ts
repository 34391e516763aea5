import { roundCustomer } from '../../../test/reading-round-fixtures';
import type { RoundCustomer } from './reading-device-store';
import type { QueuedReading } from './reading-queue';
import { readingOnFile } from './reading-on-file';

const customer = (fields: Partial<RoundCustomer> = {}): RoundCustomer =>
  roundCustomer({ id: 'c-1', name: 'سمير', previousReading: 100, lastMonths: [], ...fields });
const waiting = (request: Partial<QueuedReading['request']>, customerId = 'c-1'): QueuedReading => ({
  clientId: `${customerId}-${request.reading ?? 'unread'}`,
  system: 'mahmoud-kwh',
  customerId,
  customerNumber: 1000,
  customerName: 'سمير',
  box: '5',
  request: { clientId: 'x', takenAt: '2026-11-26T08:00:00.000Z', previousReading: 100, ...request },
});

describe("this month's reading as the phone knows it", () => {
  it('is the round’s reading when the meter was read or estimated, none when it was not', () => {
    expect(readingOnFile(customer(), [], 'mahmoud-kwh')).toBeNull();
    expect(readingOnFile(customer({ status: 'read', reading: 200 }), [], 'mahmoud-kwh')).toEqual({
      reading: 200,
      estimated: false,
      replacedMeter: null,
    });
    expect(readingOnFile(customer({ status: 'estimated', reading: 210 }), [], 'mahmoud-kwh')).toMatchObject({
      estimated: true,
    });
  });

  it('is the latest reading waiting on the phone for this customer, keeping a replacement recorded before', () => {
    const replaced = customer({
      status: 'read',
      reading: 30,
      replacedMeter: { finalReading: 260, newStartReading: 0 },
    });
    expect(
      readingOnFile(
        replaced,
        [waiting({ reading: '40' }), waiting({ reading: '999' }, 'c-2'), waiting({ unreadReason: 'مقفل' })],
        'mahmoud-kwh',
      ),
    ).toEqual({ reading: 40, estimated: false, replacedMeter: { finalReading: 260, newStartReading: 0 } });
    expect(
      readingOnFile(
        customer(),
        [waiting({ reading: '30', replacedMeter: { finalReading: '260', newStartReading: '0' } })],
        'mahmoud-kwh',
      ),
    ).toEqual({ reading: 30, estimated: false, replacedMeter: { finalReading: 260, newStartReading: 0 } });
    expect(readingOnFile(customer(), [waiting({ reading: '200' })], 'baydawi-kwh')).toBeNull();
  });
});
