import { describe, expect, it } from 'vitest';
import { listerRestriction } from './lister-restriction';
import { isRestrictedResult, restrictedDownloadsOf } from './restricted-downloads';

describe('restricted files in the downloads listers (spec discovery §6)', () => {
  it('excludes them for anonymous visitors, locks them for customers without the flag, opens them with it', () => {
    expect(restrictedDownloadsOf({ userName: null, canDownloadRestricted: false })).toBe('excluded');
    // A flag without a session does not open anything.
    expect(restrictedDownloadsOf({ userName: null, canDownloadRestricted: true })).toBe('excluded');
    expect(restrictedDownloadsOf({ userName: 'lea@example.com', canDownloadRestricted: false })).toBe('locked');
    expect(restrictedDownloadsOf({ userName: 'lea@example.com', canDownloadRestricted: true })).toBe('download');
  });

  it("adds '@isrestricted is false' to the query only when restricted files are excluded", () => {
    const scope = { tenant: 'technologies', source: 'kestrel-technologies', language: 'en', template: 'Download' };
    expect(listerRestriction({ ...scope, restrictedDownloads: 'excluded' })).toBe(
      '(@herotemplatename=="Download") AND (@tenant=="technologies") AND (@source=="kestrel-technologies") AND (@language=="en") AND (@isphasedout==false) AND (@isprelaunch==false) AND (@isrestricted=="false")',
    );
    expect(listerRestriction({ ...scope, restrictedDownloads: 'locked' })).not.toContain('isrestricted');
    expect(listerRestriction({ ...scope, restrictedDownloads: 'download' })).not.toContain('isrestricted');
  });

  it("counts every flag but 'false' as restricted", () => {
    expect(isRestrictedResult({ isrestricted: 'false' })).toBe(false);
    expect(isRestrictedResult({ isrestricted: 'False ' })).toBe(false);
    expect(isRestrictedResult({ isrestricted: ['false'] })).toBe(false);
    expect(isRestrictedResult({ isrestricted: 'true' })).toBe(true);
    expect(isRestrictedResult({ isrestricted: 'yes' })).toBe(true);
    expect(isRestrictedResult({})).toBe(true);
  });
});
