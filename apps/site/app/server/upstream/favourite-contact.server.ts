import { fetchUpstream } from '@mbw/api-clients';
import { isSignedIn, type Viewer } from '@mbw/account-data-access';
import type { Credentials } from '@mbw/account/server';

/**
 * The signed-in customer's favourite contact on the server (issue 23 item 10; spec product §2:
 * 'get a quote' instead of 'find a dealer'), read from the account API
 * (GET /api/FavouriteContact/getFavouriteContact, spec account §7: the contact id as text, ''
 * without one) with the customer's bearer token, as the account proxy sends it. Only for a
 * signed-in viewer (an anonymous page never asks); any failure (no session, the identity
 * provider or the account API down, slow, another status) is "no favourite": the page shows
 * 'find a dealer' and never fails because of it. A refreshed session comes back as `setCookie`
 * for the page's answer.
 */
export interface FavouriteContact {
  id: string | null;
  setCookie?: string;
}

export interface FavouriteContactOptions {
  viewer: Viewer;
  /** ACCOUNT_API_URL (no trailing slash). */
  baseUrl: string;
  timeoutMs: number;
  signal?: AbortSignal;
  credentials: () => Promise<Credentials & { setCookie?: string }>;
  onFailure?: (error: unknown) => void;
  fetch?: typeof fetch;
}

export async function favouriteContactOf(options: FavouriteContactOptions): Promise<FavouriteContact> {
  if (!isSignedIn(options.viewer, { editorActive: false })) return { id: null };
  try {
    const credentials = await options.credentials();
    if (credentials.kind !== 'ok') return { id: null };
    const setCookie = credentials.setCookie ? { setCookie: credentials.setCookie } : {};
    const response = await fetchUpstream(
      `${options.baseUrl}/api/FavouriteContact/getFavouriteContact`,
      {
        headers: {
          accept: 'text/plain, application/json',
          authorization: `Bearer ${credentials.accessToken}`,
        },
      },
      {
        service: 'account',
        timeoutMs: options.timeoutMs,
        signal: options.signal,
        fetch: options.fetch,
      },
    );
    if (!response.ok) {
      await response.body?.cancel();
      options.onFailure?.(new Error(`getFavouriteContact answered ${response.status}`));
      return { id: null, ...setCookie };
    }
    // Some hosts send a JSON string ("…"); either way the id is the text inside.
    const id = (await response.text())
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    return { id: id === '' ? null : id, ...setCookie };
  } catch (error) {
    options.onFailure?.(error);
    return { id: null };
  }
}
