// TypeScript 5.2 and later: a record is disposable, as CommonJS users
// require it (and, under node10, through `typesVersions`).
import shogi64 = require('shogi64');

const record: shogi64.Record = new shogi64.Record();
record[Symbol.dispose]();
