#!/usr/bin/env node
/**
 * The browser engines the tests drive, from Debian's packages (Playwright's own builds cannot be
 * downloaded on the project's machines): Chromium, Firefox ESR, and WebKitGTK with the virtual display
 * it runs in. `npm test` runs this first. What is missing is installed with apt-get when this process may
 * (root, apt-get present); otherwise it stops at once and prints the one command that installs it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const engines = [
  {
    name: 'Chromium',
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    packages: ['chromium', 'fonts-liberation'],
  },
  {
    name: 'Firefox ESR',
    path: process.env.RAILKIT_FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    packages: ['firefox-esr'],
  },
  { name: "WebKitGTK's WebDriver", path: '/usr/bin/WebKitWebDriver', packages: ['webkit2gtk-driver'] },
  { name: 'a virtual X display (for WebKitGTK)', path: '/usr/bin/xvfb-run', packages: ['xvfb', 'xauth'] },
];

const missing = engines.filter((engine) => !existsSync(engine.path));
if (missing.length === 0) process.exit(0);

const packages = missing.flatMap((engine) => engine.packages);
const install = `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
console.log(`browsers: missing ${missing.map((engine) => engine.name).join(', ')}`);

const mayInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!mayInstall) {
  console.error(
    `browsers: install them first, then run the tests again:\n\n  sudo apt-get update && sudo ${install}\n`,
  );
  process.exit(1);
}

const apt = (args) =>
  spawnSync('apt-get', ['-q', '-o', 'DPkg::Lock::Timeout=300', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status;
console.log(`browsers: ${install}`);
if (apt(['update']) !== 0 || apt(['install', '-y', '--no-install-recommends', ...packages]) !== 0) {
  console.error(`browsers: apt-get could not install ${packages.join(' ')}`);
  process.exit(1);
}
const stillMissing = missing.filter((engine) => !existsSync(engine.path));
if (stillMissing.length) {
  console.error(
    `browsers: still missing after the install: ${stillMissing.map((engine) => engine.path).join(', ')}`,
  );
  process.exit(1);
}
