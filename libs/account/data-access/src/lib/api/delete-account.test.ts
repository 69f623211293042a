import { describe, expect, it, vi } from 'vitest';
import { deleteAccount } from './delete-account';

const ORIGIN = 'https://site.example';
const answering = (status: number, body?: string) =>
  vi.fn(async () => new Response(body ?? null, { status, headers: { 'content-type': 'application/json' } }));

describe('deleteAccount (spec account §4, §7, §8)', () => {
  it('sends DELETE to the same-origin endpoint; 2xx is deleted', async () => {
    const fetch = answering(204);
    await expect(deleteAccount({ fetch, origin: ORIGIN })).resolves.toEqual({ kind: 'deleted' });
    const [url, init] = (fetch.mock.calls[0] ?? []) as unknown as [URL, RequestInit];
    expect(String(url)).toBe('https://site.example/api/delete-account');
    expect(init.method).toBe('DELETE');
  });

  it("spec account §7: a 409 is the conflict, whatever its body says (only the status code is read; the request link is the content's)", async () => {
    for (const body of ['{"requestLink":"https://service.example/request"}', '{}', '', 'not json']) {
      await expect(deleteAccount({ fetch: answering(409, body), origin: ORIGIN }), body).resolves.toEqual({ kind: 'conflict' });
    }
  });

  it('any other status fails with it; a network failure counts as 500', async () => {
    await expect(deleteAccount({ fetch: answering(502), origin: ORIGIN })).resolves.toEqual({ kind: 'failed', status: 502 });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(deleteAccount({ fetch: offline, origin: ORIGIN })).resolves.toEqual({ kind: 'failed', status: 500 });
  });

  it('403 ends the session', async () => {
    const onForbidden = vi.fn();
    await expect(deleteAccount({ fetch: answering(403, '{}'), origin: ORIGIN, onForbidden })).resolves.toEqual({
      kind: 'failed',
      status: 403,
    });
    expect(onForbidden).toHaveBeenCalledOnce();
  });
});
