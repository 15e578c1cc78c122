// The conformance check the browser pages share: every line of the vectors in
// tests/vectors/ (see its README) run against the shogi64 API a page loaded,
// plus checks of the API's shape that the vectors cannot express.
//
// A classic script, so that module pages, classic pages and bundled apps can all
// load it: it defines the global `shogi64Conformance` (and `module.exports`
// under CommonJS). A page calls `shogi64Conformance.report(scenario, api,
// unbound, options)`; the result goes to `window.shogi64Report` (the function
// the Node runner exposes) or, without a runner, to the console.
(function (root) {
  'use strict';

  var ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  var INITIAL = 'poUAACMaqtYhwHgAAAAPQdTnd3vMgAA';
  var FUNCTIONS = ['encode', 'decode', 'encodePositionToBits', 'encodeBitsToShogi64', 'decodeShogi64ToBits',
    'decodeBitsToPosition'];
  var MEMBERS = ['table'].concat(FUNCTIONS);
  var BOARD = 'board is invalid.';
  var TEXT = 'shogi64 string is invalid.';
  var BITS = 'bits string is invalid.';
  var FILES = ['encode.jsonl', 'decode.jsonl', 'bits.jsonl'];
  var MAX_FAILURES = 5;

  // --- helpers ---------------------------------------------------------------

  function show(v) {
    var s;
    if (v === undefined) return 'undefined';
    if (typeof v === 'function') return 'a function';
    if (typeof v === 'bigint') return v + 'n';
    try {
      s = JSON.stringify(v);
    } catch (e) {
      s = String(v);
    }
    if (s === undefined) s = String(v);
    return s.length > 120 ? s.slice(0, 117) + '...' : s;
  }

  function showError(e) {
    if (e instanceof Error) return e.name + ': ' + JSON.stringify(e.message);
    return 'the non-Error ' + show(e);
  }

  function attempt(f) {
    try {
      return { ok: true, value: f() };
    } catch (e) {
      return { ok: false, error: e };
    }
  }

  function deepEqual(a, b) {
    if (a === b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    var ka = Object.keys(a), kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (var i = 0; i < ka.length; i++) {
      if (!Object.prototype.hasOwnProperty.call(b, ka[i]) || !deepEqual(a[ka[i]], b[ka[i]])) return false;
    }
    return true;
  }

  // A problem with an outcome that should have thrown `message`, or null.
  function thrown(outcome, message) {
    if (outcome.ok) return 'returned ' + show(outcome.value) + ', expected to throw ' + JSON.stringify(message);
    var e = outcome.error;
    if (!(e instanceof Error)) return 'threw ' + showError(e) + ', expected an Error';
    if (e.message !== message) return 'threw ' + showError(e) + ', expected ' + JSON.stringify(message);
    if (!(e.cause instanceof Error)) return 'threw an Error whose cause is ' + show(e.cause) + ', not an Error';
    if (typeof e.cause.message !== 'string' || e.cause.message === '') return 'threw an Error whose cause has no message';
    return null;
  }

  // A problem with an outcome that should have returned `expected`, or null.
  // `how`: 'same' (===), 'json' (JSON.stringify equal: values and key order)
  // or 'deep' (deep-equal).
  function returned(outcome, expected, how) {
    if (!outcome.ok) return 'threw ' + showError(outcome.error) + ', expected ' + show(expected);
    var v = outcome.value, good;
    if (how === 'same') good = v === expected;
    else if (how === 'json') good = JSON.stringify(v) === JSON.stringify(expected);
    else good = deepEqual(v, expected);
    return good ? null : 'returned ' + show(v) + ', expected ' + show(expected);
  }

  function padBits(bits) {
    while (bits.length % 6) bits += '0';
    return bits;
  }

  // --- the API variants --------------------------------------------------------

  // Each line is checked through the API object (method calls) and through
  // the unbound functions (named imports, or members taken off the object).
  function variants(api, unbound) {
    return [
      { label: '', call: function (name, arg) { return api[name](arg); } },
      { label: 'unbound ', call: function (name, arg) { var f = unbound[name]; return f(arg); } },
    ];
  }

  // --- the vector files ------------------------------------------------------------

  function checkEncodeLine(line, call) {
    var p = line.position;
    var before = JSON.stringify(p);
    var problem;
    if (typeof line.error === 'string') {
      problem = thrown(attempt(function () { return call('encode', p); }), line.error);
      if (problem) return 'encode: ' + problem;
      problem = thrown(attempt(function () { return call('encodePositionToBits', p); }), line.error);
      if (problem) return 'encodePositionToBits: ' + problem;
    } else {
      problem = returned(attempt(function () { return call('encode', p); }), line.shogi64, 'same');
      if (problem) return 'encode: ' + problem;
      problem = returned(attempt(function () { return call('encodePositionToBits', p); }), line.bits, 'same');
      if (problem) return 'encodePositionToBits: ' + problem;
      problem = returned(attempt(function () { return call('decode', line.shogi64); }), p, 'deep');
      if (problem) return 'decode(shogi64): ' + problem;
      // The lower-level steps agree with the whole.
      problem = returned(attempt(function () { return call('encodeBitsToShogi64', line.bits); }), line.shogi64, 'same');
      if (problem) return 'encodeBitsToShogi64(bits): ' + problem;
      problem = returned(attempt(function () { return call('decodeShogi64ToBits', line.shogi64); }), padBits(line.bits), 'same');
      if (problem) return 'decodeShogi64ToBits(shogi64): ' + problem;
      problem = returned(attempt(function () { return call('decodeBitsToPosition', line.bits); }), p, 'deep');
      if (problem) return 'decodeBitsToPosition(bits): ' + problem;
    }
    if (JSON.stringify(p) !== before) return 'the position given to encode was modified';
    return null;
  }

  function checkDecodeLine(line, call) {
    var outcome = attempt(function () { return call('decode', line.shogi64); });
    var problem = typeof line.error === 'string' ? thrown(outcome, line.error) : returned(outcome, line.position, 'json');
    return problem && 'decode: ' + problem;
  }

  function checkBitsLine(line, call) {
    if (FUNCTIONS.indexOf(line.op) < 0) return 'unknown op ' + show(line.op);
    var outcome = attempt(function () { return call(line.op, line.input); });
    var problem;
    if (typeof line.error === 'string') problem = thrown(outcome, line.error);
    else problem = returned(outcome, line.output, typeof line.output === 'string' ? 'same' : 'json');
    return problem && line.op + ': ' + problem;
  }

  var CHECKERS = { 'encode.jsonl': checkEncodeLine, 'decode.jsonl': checkDecodeLine, 'bits.jsonl': checkBitsLine };

  function loadLines(base, file) {
    return fetch(base + file, { cache: 'no-store' }).then(function (response) {
      if (!response.ok) throw new Error('GET ' + base + file + ': HTTP ' + response.status);
      return response.text();
    }).then(function (text) {
      var lines = [];
      text.split('\n').forEach(function (raw, i) {
        if (raw.trim() !== '') lines.push({ number: i + 1, value: JSON.parse(raw) });
      });
      return lines;
    });
  }

  // --- checks beyond the vectors ------------------------------------------------------

  function apiChecks(api, unbound, options) {
    var checks = [];
    function check(name, f) {
      checks.push({ name: name, run: f });
    }
    var initial = attempt(function () { return api.decode(INITIAL); }).value;

    check('members', function () {
      if (api === null || typeof api !== 'object') return 'the API is ' + show(api) + ', not an object';
      for (var i = 0; i < FUNCTIONS.length; i++) {
        if (typeof api[FUNCTIONS[i]] !== 'function') return FUNCTIONS[i] + ' is ' + show(api[FUNCTIONS[i]]);
      }
      if (api.table !== ALPHABET) return 'table is ' + show(api.table);
      return null;
    });
    if (options.exact) {
      check('the original members and no others', function () {
        var keys = Object.keys(api);
        return keys.join() === MEMBERS.join() ? null : 'the API has ' + show(keys) + ', expected ' + show(MEMBERS);
      });
    }
    check('named exports are the members', function () {
      for (var i = 0; i < MEMBERS.length; i++) {
        var f = unbound[MEMBERS[i]];
        if (f !== api[MEMBERS[i]]) {
          return MEMBERS[i] + ' differs from the object\'s member';
        }
      }
      return null;
    });
    check('initial position', function () {
      if (!initial) return 'decode(' + JSON.stringify(INITIAL) + ') failed';
      return returned(attempt(function () { return unbound.encode(initial); }), INITIAL, 'same');
    });
    check('decode returns fresh objects', function () {
      var a = api.decode(INITIAL), b = api.decode(INITIAL);
      if (a === b || a.board === b.board || a.hands === b.hands || a.hands.black === b.hands.black) {
        return 'two calls share objects';
      }
      a.board[0] = 7;
      a.hands.black.FU = 3;
      a.turn = false;
      return returned(attempt(function () { return api.decode(INITIAL); }), b, 'json');
    });
    // The kifu layer, where the API has it: a KIF file's Shift_JIS bytes,
    // decoded by the browser's TextDecoder('shift_jis'), read as its text.
    if (typeof api.parseKifu === 'function') {
      check('parseKifu of Shift_JIS bytes', function () {
        var hex = '8ee88d878a84814695bd8ee80a8ee890942d2d2d2d8e778ee82d2d2d2d2d2d2d2d2d8fc194ef8e9e8ad42d2d0a20202031208256985a95e02837372920202820303a30312f30303a30303a3031290a202020322082528e6c95e02833332920202820303a30322f30303a30303a3032290a2020203320825193f18a7090ac28383829202820303a30332f30303a30303a3034290a202020342093af81408be22833312920202820303a30342f30303a30303a3036290a';
        var bytes = new Uint8Array(hex.length / 2);
        for (var i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.substr(2 * i, 2), 16);
        var text = api.parseKifu("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)  ( 0:01/00:00:01)\n   2 ３四歩(33)  ( 0:02/00:00:02)\n   3 ２二角成(88) ( 0:03/00:00:04)\n   4 同　銀(31)  ( 0:04/00:00:06)\n");
        return returned(attempt(function () { return api.parseKifu(bytes); }), text, 'json');
      });
    }
    check('unbound calls with this undefined', function () {
      var encode = unbound.encode, decode = unbound.decode;
      var text = encode.call(undefined, decode.call(undefined, INITIAL));
      return text === INITIAL ? null : 'returned ' + show(text);
    });

    // Inputs of the wrong type to each function, with the message each gives.
    var notStrings = [undefined, null, 42, 101010, true, ['101010'], {}, function () { return INITIAL; }];
    var byFunction = [
      ['decode', TEXT], ['decodeShogi64ToBits', TEXT], ['decodeBitsToPosition', TEXT], ['encodeBitsToShogi64', BITS],
    ];
    byFunction.forEach(function (pair) {
      check(pair[0] + ' of non-strings', function () {
        for (var i = 0; i < notStrings.length; i++) {
          var problem = thrown(attempt(function () { return unbound[pair[0]](notStrings[i]); }), pair[1]);
          if (problem) return pair[0] + '(' + show(notStrings[i]) + ') ' + problem;
        }
        return null;
      });
    });
    check('encode of non-positions', function () {
      var values = [undefined, null, 42, 'position', [], true];
      for (var i = 0; i < values.length; i++) {
        var problem = thrown(attempt(function () { return unbound.encode(values[i]); }), BOARD) ||
          thrown(attempt(function () { return unbound.encodePositionToBits(values[i]); }), BOARD);
        if (problem) return 'encode(' + show(values[i]) + ') ' + problem;
      }
      return null;
    });
    // An error's cause describes the call's own input, whatever came before it.
    check('causes do not depend on earlier calls', function () {
      var bad = [42, true, 'position', { turn: 'x' }, { turn: true, board: 'b', hands: {} }];
      var before = [
        function () { return unbound.encode(initial); },
        function () { return unbound.encode({ turn: true, board: [1, 2, 3], hands: {} }); },
        function () { return unbound.encode({ turn: false, board: [], hands: null }); },
        function () { return unbound.decode('!'); },
      ];
      for (var i = 0; i < bad.length; i++) {
        var causes = [];
        for (var j = 0; j < before.length; j++) {
          attempt(before[j]);
          var outcome = attempt(function () { return unbound.encode(bad[i]); });
          var problem = thrown(outcome, BOARD);
          if (problem) return 'encode(' + show(bad[i]) + ') ' + problem;
          causes.push(outcome.error.cause.message);
        }
        for (j = 1; j < causes.length; j++) {
          if (causes[j] !== causes[0]) {
            return 'the cause of encode(' + show(bad[i]) + ') is ' + JSON.stringify(causes[0]) + ' or ' +
              JSON.stringify(causes[j]) + ', depending on the call before';
          }
        }
      }
      return null;
    });
    check('extra keys on the position are ignored', function () {
      var p = api.decode(INITIAL);
      p.comment = 'extra';
      return returned(attempt(function () { return unbound.encode(p); }), INITIAL, 'same');
    });

    // Units past ASCII never pass as the letter or digit of their low byte.
    check('characters past ASCII', function () {
      var cases = [
        ['decode', INITIAL + '\u0141', TEXT], ['decode', INITIAL + '\u3042', TEXT], ['decode', INITIAL + '\ud83d\ude00', TEXT],
        ['decodeShogi64ToBits', '\u0141\u0141', TEXT], ['encodeBitsToShogi64', '\u0130' + '00000', BITS],
        ['decodeBitsToPosition', api.encodePositionToBits(initial) + '\u0131', TEXT],
        ['decode', INITIAL + '=', TEXT], ['decode', INITIAL + '\n', TEXT],
      ];
      for (var i = 0; i < cases.length; i++) {
        var c = cases[i];
        var problem = thrown(attempt(function () { return unbound[c[0]](c[1]); }), c[2]);
        if (problem) return c[0] + '(' + show(c[1]) + ') ' + problem;
      }
      return null;
    });

    // Long inputs (the package streams them through the core in pieces).
    check('long inputs', function () {
      var tail = '', bits = '', letters = '', i;
      for (i = 0; i < 10007; i++) tail += ALPHABET.charAt((i * 7) % 64);
      var problem = returned(attempt(function () { return unbound.decode(INITIAL + tail); }), initial, 'json');
      if (problem) return 'decode(initial + 10007 letters) ' + problem;
      problem = thrown(attempt(function () { return unbound.decode(INITIAL + tail + '='); }), TEXT);
      if (problem) return 'decode(initial + 10007 letters + "=") ' + problem;
      var cause = attempt(function () { return unbound.decode(INITIAL + tail + '='); }).error.cause.message;
      if (cause.indexOf(String(INITIAL.length + tail.length)) < 0) {
        return 'the cause does not give the offset ' + (INITIAL.length + tail.length) + ': ' + JSON.stringify(cause);
      }
      for (i = 0; i < 30001; i++) bits += ((i * 5 + (i >> 2)) % 7) < 3 ? '1' : '0';
      var padded = padBits(bits);
      for (i = 0; i < padded.length; i += 6) letters += ALPHABET.charAt(parseInt(padded.slice(i, i + 6), 2));
      problem = returned(attempt(function () { return unbound.encodeBitsToShogi64(bits); }), letters, 'same');
      if (problem) return 'encodeBitsToShogi64(30001 bits) ' + problem;
      problem = returned(attempt(function () { return unbound.decodeShogi64ToBits(letters); }), padded, 'same');
      if (problem) return 'decodeShogi64ToBits(5001 letters) ' + problem;
      problem = thrown(attempt(function () { return unbound.encodeBitsToShogi64(bits.slice(0, 20000) + '2' + bits); }), BITS);
      if (problem) return 'encodeBitsToShogi64 with a "2" at offset 20000 ' + problem;
      var initialBits = api.encodePositionToBits(initial);
      var zeros = new Array(12001).join('0');
      problem = returned(attempt(function () { return unbound.decodeBitsToPosition(initialBits + zeros); }), initial, 'json');
      if (problem) return 'decodeBitsToPosition(bits + 12000 zeros) ' + problem;
      problem = thrown(attempt(function () { return unbound.decodeBitsToPosition(initialBits + zeros + '2'); }), TEXT);
      if (problem) return 'decodeBitsToPosition(bits + 12000 zeros + "2") ' + problem;
      return returned(attempt(function () { return unbound.decode(INITIAL); }), initial, 'json');
    });

    if (options.app) {
      check('the bundled app', function () {
        var app = options.app;
        if (app.text !== INITIAL) return 'the app encoded the initial position as ' + show(app.text);
        if (JSON.stringify(app.back) !== JSON.stringify(initial)) return 'the app decoded ' + show(app.back);
        return null;
      });
    }
    if (options.globalsBefore) {
      check('globals defined by the script', function () {
        var before = {}, added = [];
        options.globalsBefore.forEach(function (name) { before[name] = true; });
        Object.getOwnPropertyNames(root).forEach(function (name) {
          if (!before[name]) added.push(name);
        });
        return added.join() === 'shogi64' ? null : 'the script defined ' + show(added) + ', expected ["shogi64"]';
      });
    }

    var failures = [];
    checks.forEach(function (c) {
      var outcome = attempt(c.run);
      var problem = outcome.ok ? outcome.value : 'threw ' + showError(outcome.error);
      if (problem) failures.push('API check "' + c.name + '": ' + problem);
    });
    return { checked: checks.length, failures: failures };
  }

  // --- running -------------------------------------------------------------------

  // Checks every vector line and the API; resolves to
  // { scenario, checked, failed, failures, apiChecked, apiFailed, files }.
  function run(scenario, api, unbound, options) {
    options = options || {};
    var base = options.vectors || '/vectors/';
    var result = { scenario: scenario, checked: 0, failed: 0, failures: [], apiChecked: 0, apiFailed: 0, files: {} };
    function fail(text) {
      if (result.failures.length < MAX_FAILURES) result.failures.push(text);
    }
    return Promise.all(FILES.map(function (file) { return loadLines(base, file); })).then(function (contents) {
      var ways = variants(api, unbound || api);
      contents.forEach(function (lines, f) {
        var file = FILES[f], checker = CHECKERS[file];
        result.files[file] = lines.length;
        lines.forEach(function (line) {
          var problem = null;
          for (var v = 0; v < ways.length && !problem; v++) {
            var outcome = attempt(function () { return checker(line.value, ways[v].call); });
            problem = outcome.ok ? outcome.value : 'the check threw ' + showError(outcome.error);
            if (problem) problem = ways[v].label + problem;
          }
          result.checked++;
          if (problem) {
            result.failed++;
            var label = line.value.what || line.value.op || '';
            fail(file + ':' + line.number + ' (' + label + '): ' + problem);
          }
        });
      });
      var extra = apiChecks(api, unbound || api, options);
      result.apiChecked = extra.checked;
      result.apiFailed = extra.failures.length;
      extra.failures.forEach(fail);
      return result;
    });
  }

  function deliver(result) {
    if (typeof root.shogi64Report === 'function') return root.shogi64Report(result);
    (root.console || { log: function () {} }).log(JSON.stringify(result, null, 2));
    return undefined;
  }

  // Runs and delivers the result, or the error that stopped the run.
  function report(scenario, api, unbound, options) {
    var started = Date.now();
    return Promise.resolve().then(function () {
      return run(scenario, api, unbound, options);
    }).then(function (result) {
      result.ms = Date.now() - started;
      return result;
    }, function (e) {
      return { scenario: scenario, checked: 0, failed: 1, apiChecked: 0, apiFailed: 0,
        failures: ['the run stopped: ' + (e && e.stack ? e.stack : showError(e))] };
    }).then(deliver);
  }

  // For bundled apps: waits for the app to publish `globalThis.shogi64App`
  // ({ api, named, text, back }), then reports.
  function reportApp(scenario, options) {
    options = options || {};
    var waited = 0;
    (function poll() {
      var app = root.shogi64App;
      if (!app) {
        waited += 10;
        if (waited < 20000) return setTimeout(poll, 10);
        return deliver({ scenario: scenario, checked: 0, failed: 1, apiChecked: 0, apiFailed: 0,
          failures: ['the app never defined globalThis.shogi64App'] });
      }
      var unbound = {};
      MEMBERS.forEach(function (m) { unbound[m] = app.api && app.api[m]; });
      Object.keys(app.named || {}).forEach(function (m) { unbound[m] = app.named[m]; });
      var opts = {};
      Object.keys(options).forEach(function (k) { opts[k] = options[k]; });
      opts.app = app;
      return report(scenario, app.api, unbound, opts);
    })();
  }

  var exported = { run: run, report: report, reportApp: reportApp };
  root.shogi64Conformance = exported;
  if (typeof module === 'object' && module && module.exports) module.exports = exported;
})(typeof globalThis !== 'undefined' ? globalThis : this);
