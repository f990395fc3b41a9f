// Makes sure Debian's Chromium is there for the end-to-end tests: installs it when running as
// root, otherwise says the one command to run. Playwright never downloads a browser of its own.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(path)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}. Install it with:\n  sudo apt-get install -y chromium`);
    return false;
  }
  console.log("Chromium is missing: installing Debian's chromium package (apt-get)...");
  const run = (args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0;
  if (!run(['update', '-qq']) || !run(['install', '-y', '-qq', 'chromium'])) {
    console.error('Could not install chromium with apt-get.');
    return false;
  }
  return existsSync(path);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
