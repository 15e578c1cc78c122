// Completes pkg/ around the bundles: package.json (version from Cargo.toml),
// README, LICENSE, type declarations and the CLI.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';

const cargo = readFileSync('Cargo.toml', 'utf8');
const version = /^version\s*=\s*"([^"]+)"/m.exec(cargo)[1];
const manifest = JSON.parse(readFileSync('pkg-template/package.json', 'utf8'));
manifest.version = version;
writeFileSync('pkg/package.json', `${JSON.stringify(manifest, null, 2)}\n`);

copyFileSync('pkg-template/README.md', 'pkg/README.md');
copyFileSync('LICENSE', 'pkg/LICENSE');
copyFileSync('js/shogi64.d.mts', 'pkg/shogi64.d.mts');
copyFileSync('js/shogi64.d.cts', 'pkg/shogi64.d.cts');
copyFileSync('js/cli.cjs', 'pkg/cli.cjs');
