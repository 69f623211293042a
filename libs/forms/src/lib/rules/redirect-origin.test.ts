import { describe, expect, it } from 'vitest';
import { ownRedirectTarget } from './redirect-origin';

describe('redirect-origin check (ARCHITECTURE §6)', () => {
  const page = 'https://www.leister.example';
  it('follows relative paths and own origins', () => {
    expect(ownRedirectTarget('/en/thank-you?x=1#top', page)).toBe('/en/thank-you?x=1#top');
    expect(ownRedirectTarget('thanks', `${page}/en/contact/`)).toBe('https://www.leister.example/en/contact/thanks');
    expect(ownRedirectTarget('https://www.leister.example/en/thanks', page)).toBe('https://www.leister.example/en/thanks');
    expect(ownRedirectTarget('https://shop.leister.example/x', page, ['https://shop.leister.example'])).toBe(
      'https://shop.leister.example/x',
    );
  });
  it('refuses other origins and tricks', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://www.leister.example/x',
      'https://www.leister.example.evil.example/',
      'https://www.leister.example:444/',
      '',
      ' ',
      42,
      undefined,
    ])
      expect(ownRedirectTarget(bad, page)).toBeUndefined();
  });
});
