// A Web Worker that solves mates off the page's main thread: the page posts
// { id, position, options } and gets back { id, result, moves, nodes }, or
// { id, error, code }. A search is one synchronous call that nothing can
// interrupt from outside: to stop a long one, the page calls terminate() on
// the worker and starts a new one.
import { solveMate } from '../../pkg/shogi64.mjs';

self.onmessage = ({ data: { id, position, options } }) => {
  try {
    self.postMessage({ id, ...solveMate(position, options) });
  } catch (e) {
    self.postMessage({ id, error: e.message, code: e.code });
  }
};
