import { handleStopSignals } from '../../src/shutdown.ts';

// A graceful stop that waits on a promise nothing will settle, and nothing else alive once it has
// started (as a database call that never returns after the server's sockets are closed): the
// process must still end at the deadline, 1 and naming it, not with 0 when its event loop empties.
const alive = setInterval(() => {}, 1_000);
handleStopSignals({
  deadlineMs: 1_000,
  log: { info: (_obj, msg) => console.log(msg), error: (_obj, msg) => console.log(msg) },
  pending: () => ({}),
  stop: () => {
    clearInterval(alive);
    return new Promise(() => {});
  },
  release: () => {},
});
console.log('ready');
