import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, type Viewer } from '@mbw/account-data-access';
import { downloadDecision, forbiddenDownload } from './download-access.server';

const customer: Viewer = {
  userName: 'anna.keller@example.com',
  lastName: 'Keller',
  canAccessPreLaunchProducts: false,
  canDownloadRestricted: false,
};
const withFlag: Viewer = { ...customer, userName: 'lea.fischer@example.com', lastName: 'Fischer', canDownloadRestricted: true };
const file = '/-/media/downloads/calora-s3-service-manuals-en.pdf';

describe('who gets a download', () => {
  it('gives a file the media library does not mark to everyone, as it is', () => {
    for (const viewer of [ANONYMOUS_VIEWER, customer, withFlag]) expect(downloadDecision(null, viewer, file)).toEqual({ kind: 'public' });
  });

  it('sends an anonymous visitor to sign in and back to the file, for a restricted file or one of a phased-out product', () => {
    for (const mark of ['restricted', 'signed-in']) {
      expect(downloadDecision(mark, ANONYMOUS_VIEWER, `${file}?v=2`)).toEqual({
        kind: 'sign-in',
        location: `/login?return_to=${encodeURIComponent(`${file}?v=2`)}`,
      });
    }
  });

  it('gives a restricted file only to a customer with the flag, privately; a phased-out product file to any signed-in customer', () => {
    expect(downloadDecision('restricted', withFlag, file)).toEqual({ kind: 'private' });
    expect(downloadDecision('restricted', customer, file)).toEqual({ kind: 'forbidden' });
    expect(downloadDecision('signed-in', customer, file)).toEqual({ kind: 'private' });
  });

  it('treats a mark it does not know as restricted', () => {
    expect(downloadDecision('partners-only', customer, file)).toEqual({ kind: 'forbidden' });
    expect(downloadDecision('partners-only', withFlag, file)).toEqual({ kind: 'private' });
  });

  it('answers the customer without access with a small private 403 page that leads home', async () => {
    const response = forbiddenDownload(setupI18n({ locale: 'en', messages: { en: {} } }), 'en', '/en/');
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<h1>No access to this file</h1>');
    expect(html).toContain('<a href="/en/">Go to the home page</a>');
  });
});
