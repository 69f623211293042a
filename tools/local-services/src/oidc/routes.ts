/**
 * The identity vendor (issue 14): an OpenID Connect provider under /oidc. Its issuer is the
 * stand-in's own address as the request names it (http://127.0.0.1:{port}/oidc), so the same
 * database serves dev, e2e and the quality gates on their different ports.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Mount } from '../http/types.ts';
import { IDENTITY_MOUNT, IDENTITY_SERVICE, createIdentity } from './provider.ts';

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

export function identityMount(db: DatabaseSync): Mount {
  const identityFor = createIdentity(db);
  return {
    prefix: IDENTITY_MOUNT,
    service: IDENTITY_SERVICE,
    async handle(req, res) {
      const host = req.headers.host ?? '';
      if (!LOOPBACK_HOST.test(host)) {
        res
          .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
          .end('The identity stand-in answers on a loopback address only.\n');
        return;
      }
      const identity = await identityFor(`http://${host}${IDENTITY_MOUNT}`);
      await identity.handle(req, res);
    },
  };
}
