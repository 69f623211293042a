import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { E2E_UPSTREAM_TIMEOUT_MS } from '../../support/brands';

/**
 * The production server and its configuration (issue 13 §8): a bad value stops it at start with
 * the list of what is wrong, never on a visitor's first request; /healthz says what it loaded. @flow
 */
const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

function startServer(brand: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/site/server/serve.ts', `apps/${brand}/build`], {
      cwd: workspaceRoot,
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server was still running after 20 s: ${stderr}`));
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

test('a bad configuration stops the server at start, listing every bad value', async ({ brand }) => {
  const { code, stderr } = await startServer(brand.id, { SITECORE_API_URL: 'not a url', UPSTREAM_TIMEOUT_MS: '99999' });
  expect(code).toBe(1);
  expect(stderr).toContain('Invalid environment for the site server');
  expect(stderr).toContain('SITECORE_API_URL: must be an absolute URL');
  expect(stderr).toContain('UPSTREAM_TIMEOUT_MS: must be at most 3000');
  expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  // Issue 23: the README's shop test key is refused with a real shop check, as the local session secret is with a real provider.
  const shop = await startServer(brand.id, { SHOP_ACCESS_API_URL: 'https://shop-check.example.com' });
  expect(shop.code).toBe(1);
  expect(shop.stderr).toContain('SHOP_TEST_ACCESS_KEY: must be set when the shop check or the store is not local-services');
});

test('/healthz says which configuration the server loaded, without hosts or keys; /readyz that it is ready', async ({ request, brand }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = await response.json();
  expect(body).toMatchObject({
    status: 'ok',
    brand: brand.id,
    services: { sitecore: 'configured' },
    publicOrigin: 'brand domain',
    upstreamTimeoutMs: E2E_UPSTREAM_TIMEOUT_MS,
    rateLimits: 'in-process',
  });
  expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|api-key/);
  // Issue 29: readiness, beside liveness: local-services answers, so the server is ready.
  const ready = await request.get('/readyz');
  expect([ready.status(), ready.headers()['cache-control'], await ready.json()]).toEqual([200, 'no-store', { status: 'ready' }]);
});
