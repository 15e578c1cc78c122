// Headless Chromium for the browser tests (run.mjs, mate.mjs, demo.mjs):
// Debian's chromium (CHROMIUM overrides the path), driven by playwright-core,
// with the switches that keep it off the network and quiet.
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Starts the browser; `timeout` (ms) bounds the start-up, playwright's own
// default when left out. A browser that cannot start throws.
export async function launchChromium(timeout) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true, timeout });
}
