// Preloaded with `node --require` (which, unlike `--import`, also runs in worker threads): moves the
// clock 26 hours ahead, so a build that runs with it happens on another calendar day wherever it runs.
const SHIFT_MS = 26 * 60 * 60 * 1000;
const RealDate = Date;
class AheadDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + SHIFT_MS);
    else super(...args);
  }
  static now() {
    return RealDate.now() + SHIFT_MS;
  }
}
globalThis.Date = AheadDate;
