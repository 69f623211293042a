import { readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '@mbw/testing';

/**
 * What the gates need of the account area (issue 14): the account endpoints as the wire contract
 * lists them (read from CONTRACT.md, so an endpoint added there is probed too). Sign-in, session
 * cookies and the restricted download are `@mbw/testing`'s (the e2e suite uses them too).
 */
export interface AccountEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The browser path, /api/…, with a sample id where the contract has {id}. */
  path: string;
  /** Needs no session (the contract's row says **no session**: the shared wishlist, read by its token). */
  public?: true;
}

/** Every endpoint row of the contract's table. */
export function contractEndpoints(
  contract = readFileSync(path.join(workspaceRoot, 'libs/account/data-access/src/lib/api/CONTRACT.md'), 'utf8'),
): AccountEndpoint[] {
  return [...contract.matchAll(/^\| (GET|POST|PUT|DELETE) \| (\/api\/\S+)(.*)$/gm)].map(([, method, route, rest]) => ({
    method: method as AccountEndpoint['method'],
    path: route!.replace('{id}', 'probe-id'),
    ...(/\*\*no session\*\*/.test(rest ?? '') ? { public: true as const } : {}),
  }));
}
