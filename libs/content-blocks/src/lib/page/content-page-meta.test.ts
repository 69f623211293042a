import { describe, expect, it } from 'vitest';
import { contentPageMeta, isTestPagePath } from './content-page-meta';

const base = { route: null, fallbackTitle: 'Kestrel Sensor', siteName: 'Kestrel Sensor', origin: 'https://x.test', language: 'en' };

describe('isTestPagePath', () => {
  it('is true for /qa and everything under it, in any case', () => {
    expect(isTestPagePath('/qa')).toBe(true);
    expect(isTestPagePath('/qa/missing-content')).toBe(true);
    expect(isTestPagePath('/QA/sanitising')).toBe(true);
    expect(isTestPagePath('/quality')).toBe(false);
    expect(isTestPagePath('/company/qa')).toBe(false);
  });
});

describe('contentPageMeta', () => {
  it('marks test pages noindex (no canonical, no alternates in the head)', () => {
    expect(contentPageMeta({ ...base, itemPath: '/qa/missing-content' }).noindex).toBe(true);
    expect(contentPageMeta({ ...base, itemPath: '/company/history' })).not.toHaveProperty('noindex');
  });
});
