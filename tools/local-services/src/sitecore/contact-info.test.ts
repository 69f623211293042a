/** The contact pages' country defaults (issue 28): one item per country with a group company, and `default`. */
import { describe, expect, it } from 'vitest';
import { contactInfoRows } from './seed/contact-info.ts';

describe('contact info seed', () => {
  const rows = contactInfoRows(['en', 'de']);
  it('has a default and a Swiss item in every language, with the contact point fields', () => {
    for (const language of ['en', 'de']) {
      const ch = rows.find((row) => row.language === language && row.path === '/data/contact-info/ch');
      const fallback = rows.find((row) => row.language === language && row.path === '/data/contact-info/default');
      expect(ch?.fields).toMatchObject({ companyName: { value: expect.any(String) }, email: { value: expect.stringContaining('@') } });
      expect(fallback?.fields['pointId']).toEqual(ch?.fields['pointId']); // the headquarters are Swiss
    }
  });
  it('names each country once per language', () => {
    const paths = rows.filter((row) => row.language === 'en').map((row) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBeGreaterThan(5);
  });
});
