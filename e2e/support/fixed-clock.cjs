// Preloaded into the app's Node processes by the browser tests (NODE_OPTIONS=--require): the app
// believes today is E2E_TODAY ('YYYY-MM-DD', from 10:00 local time) and its clock runs on from there,
// so what the tests expect (the invoice month, the 25th rule) never depends on the day they run.
'use strict';

const today = process.env.E2E_TODAY;
if (today) {
  const RealDate = Date;
  const [year, month, day] = today.split('-').map(Number);
  const offset = new RealDate(year, month - 1, day, 10).getTime() - RealDate.now();

  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }

    static now() {
      return RealDate.now() + offset;
    }
  }

  globalThis.Date = ShiftedDate;
}
