import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { E2E_UPSTREAM_TIMEOUT_MS, LOCAL_SERVICES_URL } from '../../support/brands';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * What an operator sees (issue 29): a server of its own with its log captured. A page request is
 * traced (traceresponse, Server-Timing, one access-log line); a script error in the browser reaches
 * the server log as `client.error` with the trace id of the report's request, without the e-mail
 * or the query the error text held. The rules (traceparent, scrubbing, limits) are unit tests in
 * apps/site and @mbw/util. @flow
 */
const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The brand's production server on a free port, its stdout collected as JSON log lines. */
async function loggingServer(brand: string): Promise<{ url: string; lines: Array<Record<string, unknown>>; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/site/server/serve.ts', `apps/${brand}/build`], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITECORE_API_URL: LOCAL_SERVICES_URL,
      UPSTREAM_TIMEOUT_MS: String(E2E_UPSTREAM_TIMEOUT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  let pending = '';
  const collect = (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  await expect(async () => expect((await fetch(`${url}/healthz`)).status).toBe(200)).toPass({ timeout: 20_000 });
  return { url, lines, process: child };
}

test('a page request is traced and logged; a browser error reaches the server log with its trace id, scrubbed @flow', async ({
  browser,
  brand,
}) => {
  const server = await loggingServer(brand.id);
  const context = await browser.newContext({ baseURL: server.url });
  try {
    await chooseNecessaryCookies(context, server.url);
    const page = await context.newPage();
    const document = page.waitForResponse((response) => new URL(response.url()).pathname === '/en/company');
    await gotoHydrated(page, '/en/company');
    const headers = (await document).headers();
    const pageTrace = /^00-([0-9a-f]{32})-[0-9a-f]{16}-01$/.exec(headers['traceresponse'] ?? '')?.[1];
    expect(pageTrace, 'traceresponse').toBeTruthy();
    expect(headers['server-timing']).toMatch(/(^|, )total;dur=\d+\.\d$/);
    await expect
      .poll(() => server.lines.find((line) => line['event'] === 'request' && line['trace_id'] === pageTrace))
      .toMatchObject({ method: 'GET', path: '/en/company', status: 200, cache: expect.stringMatching(/^(public|private|no-store|none)$/) });

    // A script error with an e-mail and a query in its text.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('No profile for anna.muster@example.com at /en/Search?q=anna');
      }, 0);
    });
    const request = await sent;
    const report = request.postDataJSON() as Record<string, string>;
    expect(report).toMatchObject({ kind: 'window', path: '/en/company' });
    expect(report['message']).toContain('No profile for [email] at /en/Search?[query]');
    const answer = await request.response();
    expect(answer?.status()).toBe(204);
    const reportTrace = /^00-([0-9a-f]{32})-/.exec((await answer?.headerValue('traceresponse')) ?? '')?.[1];
    await expect
      .poll(() => server.lines.find((line) => line['event'] === 'client.error'))
      .toMatchObject({
        level: 'error',
        trace_id: reportTrace,
        kind: 'window',
        path: '/en/company',
      });
    expect(JSON.stringify(server.lines)).not.toContain('anna.muster@example.com');
  } finally {
    await context.close();
    server.process.kill('SIGTERM');
  }
});
