// Preloaded into a test server (NODE_OPTIONS=--import=…) so a test can move the server's clock
// forward instead of waiting: each SIGUSR2 adds TEST_CLOCK_STEP_MS to what `Date` says, then
// writes the new offset to the file TEST_CLOCK_ACK, which the test waits for. Never loaded by
// the app itself; without both variables it changes nothing.
import { writeFileSync } from 'node:fs';

const step = Number(process.env.TEST_CLOCK_STEP_MS);
const ack = process.env.TEST_CLOCK_ACK;

if (step > 0 && ack) {
  const RealDate = globalThis.Date;
  const realNow = RealDate.now.bind(RealDate);
  let offset = 0;
  RealDate.now = () => realNow() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [realNow() + offset], newTarget),
    apply: (target, thisArg, args) => (args.length ? Reflect.apply(target, thisArg, args) : new RealDate(realNow() + offset).toString()),
  });
  process.on('SIGUSR2', () => {
    offset += step;
    writeFileSync(ack, String(offset));
  });
}
