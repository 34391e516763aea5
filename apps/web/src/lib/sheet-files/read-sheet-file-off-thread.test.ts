import { SheetFileTooLargeError } from '@kahraba/billing-domain';
import { answerSheetFileRequest, type SheetFileRequest } from './answer-sheet-file-request';
import { readSheetFileOffThread, type SheetFileWorker } from './read-sheet-file-off-thread';

/** A worker that runs the worker's own answer on a later task, as a browser's would. */
class InProcessWorker implements SheetFileWorker {
  onmessage: SheetFileWorker['onmessage'] = null;
  onerror: SheetFileWorker['onerror'] = null;
  terminated = false;

  postMessage(request: SheetFileRequest): void {
    setTimeout(() => {
      void answerSheetFileRequest(request).then((answer) => {
        if (!this.terminated) this.onmessage?.({ data: answer } as MessageEvent);
      });
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe('reading a chosen sheet off the page thread (docs/sheet-files.md)', () => {
  let started: InProcessWorker[];
  const startWorker = async () => {
    const worker = new InProcessWorker();
    started.push(worker);
    return worker;
  };
  beforeEach(() => {
    started = [];
  });

  it('reads the rows in a worker, and stops the worker when it has answered', async () => {
    const file = new File(['customerNumber,newCurrentKwh\n1000,150\n'], 'readings.csv');
    await expect(readSheetFileOffThread(file, startWorker)).resolves.toEqual([
      ['customerNumber', 'newCurrentKwh'],
      ['1000', '150'],
      [''],
    ]);
    expect(started.map((worker) => worker.terminated)).toEqual([true]);
  });

  it("gives the reader's refusal back as the domain's Arabic error", async () => {
    const file = new File(['not a workbook'], 'readings.xlsx');
    await expect(readSheetFileOffThread(file, startWorker)).rejects.toMatchObject({
      code: 'UNREADABLE_SHEET',
      message: 'الملف ليس ملف xlsx صالحاً أو أنه تالف',
    });
  });

  it('refuses a 30 MB file by its size before a worker starts or a byte is read', async () => {
    const file = new File([new Uint8Array(30 * 1024 * 1024)], 'big.csv');
    const refusal = readSheetFileOffThread(file, startWorker);
    await expect(refusal).rejects.toBeInstanceOf(SheetFileTooLargeError);
    await expect(refusal).rejects.toThrow('الملف أكبر من الحد: حجمه 30 ميغابايت والحد الأقصى 25 ميغابايت');
    expect(started).toEqual([]);
  });

  it('reads on its own thread where there is no Worker (jsdom), through the same answer', async () => {
    const file = new File(['a\tnewCurrentKwh\n'], 'readings.tsv');
    await expect(readSheetFileOffThread(file, null)).resolves.toEqual([['a', 'newCurrentKwh'], ['']]);
  });
});
