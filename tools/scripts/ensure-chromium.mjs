// Browser tests use Debian's Chromium (Playwright cannot download its own browser here).
// Installs it with apt when it is missing; fails with a clear message when that is impossible.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = `${asRoot ? '' : 'sudo '}apt-get`;
  try {
    execSync(`${apt} update -qq || true`, { stdio: 'inherit' });
    execSync(`DEBIAN_FRONTEND=noninteractive ${apt} install -y -qq chromium`, { stdio: 'inherit' });
  } catch {
    console.error(`Could not install chromium. Install it yourself (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`chromium was installed but ${CHROMIUM} does not exist; set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
