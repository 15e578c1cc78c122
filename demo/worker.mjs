// The long searches off the page's thread. The page posts
//   { id, type: 'mate', position, options }  → { id, result, moves, nodes }
//     (the type may be left out: a message without one is a mate search)
//   { id, type: 'tsume', options }           → { id, position, moves }
// or gets back { id, error, code }. Each is one synchronous call that
// nothing interrupts from outside: to stop a long one, the page calls
// terminate() on the worker and starts a new one for the next request.
import { solveMate, generateMate } from 'shogi64';

self.onmessage = ({ data: { id, type, position, options } }) => {
  try {
    const answer = type === 'tsume' ? generateMate(options) : solveMate(position, options);
    self.postMessage({ id, ...answer });
  } catch (e) {
    self.postMessage({ id, error: e.message, code: e.code });
  }
};
