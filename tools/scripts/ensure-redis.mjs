// The shared rate-limit tests start a real Redis (Debian's redis-server;
// apps/site/app/server/scale-out/scale-out.test.ts). Installs it with apt when it is missing, as
// ensure-chromium.mjs does for the browser. Unlike Chromium it is not required: where it cannot be
// installed, this says so and the tests that need it skip with the same message.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

if (!existsSync(REDIS_SERVER)) {
  console.log(`${REDIS_SERVER} is missing: installing Debian's redis-server package…`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = `${asRoot ? '' : 'sudo -n '}apt-get`;
  try {
    execSync(`${apt} update -qq || true`, { stdio: 'inherit' });
    // The tests start their own server on a free port; the package's service is not needed (and
    // without an init system it does not start).
    execSync(`DEBIAN_FRONTEND=noninteractive ${apt} install -y -qq --no-install-recommends redis-server`, { stdio: 'inherit' });
  } catch {
    // Not fatal: the Redis tests skip and say why.
  }
  if (!existsSync(REDIS_SERVER))
    console.warn(
      `Could not install redis-server: the shared rate-limit tests will be skipped. Install it (apt-get install -y redis-server) or set REDIS_SERVER_PATH.`,
    );
}
