// The mate search off the page's thread: the page posts { id, position,
// options } and gets back { id, result, moves, nodes }, or { id, error,
// code }. A search is one synchronous call that nothing interrupts from
// outside: to stop a long one, the page calls terminate() on the worker and
// starts a new one for the next search.
import { solveMate } from 'shogi64';

self.onmessage = ({ data: { id, position, options } }) => {
  try {
    self.postMessage({ id, ...solveMate(position, options) });
  } catch (e) {
    self.postMessage({ id, error: e.message, code: e.code });
  }
};
