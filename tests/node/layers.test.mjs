// The toolkit's layers are listed once, in scripts/modules.mjs: the cargo
// features of the core (Cargo.toml) and of the binding (wasm/Cargo.toml), the
// modules' features and the crates' cfgs must agree with that list — the same
// layers in the same order, each standing on the same layers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../support.mjs';

const { layers, modules, bindingNeeds } = await import(join(root, 'scripts', 'modules.mjs'));
const names = layers.map((l) => l.name);

// The [features] table of a Cargo.toml, in declaration order: name → entries.
function features(path) {
  const text = readFileSync(join(root, path), 'utf8');
  const section = text.split(/^\[features\]$/m)[1].split(/^\[/m)[0];
  const table = new Map();
  for (const [, name, list] of section.matchAll(/^([\w-]+)\s*=\s*\[(.*)\]\s*$/gm)) {
    table.set(name, [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]));
  }
  return table;
}

// The layers a feature stands on, directly or through others, in layer order.
function closure(table, name) {
  const seen = new Set();
  const visit = (n) => {
    for (const entry of table.get(n) ?? []) {
      if (names.includes(entry) && !seen.has(entry)) {
        seen.add(entry);
        visit(entry);
      }
    }
  };
  visit(name);
  return names.filter((n) => seen.has(n));
}

// The same, from the list: `needs` of each layer (or what `needsOf` gives).
function listed(layer, needsOf) {
  const table = new Map(layers.map((l) => [l.name, needsOf(l)]));
  return closure(table, layer.name);
}

const core = features('Cargo.toml');
const binding = features('wasm/Cargo.toml');

test('the layers are listed once, bottom up, each above what it stands on', () => {
  assert.deepEqual(new Set(names).size, names.length);
  layers.forEach((layer, i) => {
    for (const need of bindingNeeds(layer)) {
      assert.ok(names.indexOf(need) < i, `${layer.name} stands on ${need}, listed after it`);
    }
  });
});

test("the core's features are the layers, in order, standing on the same layers", () => {
  assert.deepEqual([...core.keys()].filter((n) => names.includes(n)), names);
  assert.deepEqual(core.get('default').filter((n) => names.includes(n)), names);
  for (const layer of layers) {
    assert.deepEqual(closure(core, layer.name), listed(layer, (l) => l.needs), `core feature ${layer.name}`);
  }
});

test("the binding's features are the layers, in order, each with its core layer", () => {
  assert.deepEqual([...binding.keys()].filter((n) => names.includes(n)), names);
  for (const layer of layers) {
    assert.deepEqual(closure(binding, layer.name), listed(layer, bindingNeeds), `binding feature ${layer.name}`);
    assert.ok(binding.get(layer.name).includes(`shogi64/${layer.name}`), `binding feature ${layer.name}`);
  }
});

test('the modules are built from layers, and each crate has a module per layer', () => {
  for (const m of modules) for (const f of m.features) assert.ok(names.includes(f), `${m.name}: ${f}`);
  const coreLib = readFileSync(join(root, 'src', 'lib.rs'), 'utf8');
  const bindingLib = readFileSync(join(root, 'wasm', 'src', 'lib.rs'), 'utf8');
  for (const name of names) {
    assert.ok(coreLib.includes(`#[cfg(feature = "${name}")]\npub mod ${name};`), `src/lib.rs: ${name}`);
    assert.ok(bindingLib.includes(`#[cfg(feature = "${name}")]\nmod ${name};`), `wasm/src/lib.rs: ${name}`);
  }
});
