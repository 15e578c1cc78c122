// TypeScript 5.2 and later (the package's `types@>=5.2` condition): a
// record is disposable, as ESM users import it.
import { Record } from 'shogi64';

const record = new Record();
record.play('7g7f');
record[Symbol.dispose]();
const disposer: () => void = Record.fromUsi('startpos')[Symbol.dispose];
console.log(disposer);
