import { describe, expect, it } from 'vitest';
import { isNewsletterEmail, signUpHref } from './newsletter-email';

describe('isNewsletterEmail (spec discovery §5)', () => {
  it.each(['anna@example.com', 'a.b+c@sub.example.co', 'x@y.museum', ' anna@example.ch ', 'z@d.abcdefghijklmnopq'])('accepts %s', (value) =>
    expect(isNewsletterEmail(value)).toBe(true),
  );
  it.each([
    ['no @', 'anna.example.com'],
    ['two @', 'anna@b@example.com'],
    ['no dot after the domain', 'anna@example'],
    ['a one-letter top-level domain', 'anna@example.c'],
    ['an 18-letter top-level domain', 'anna@example.abcdefghijklmnopqr'],
    ['digits in the top-level domain', 'anna@example.c0m'],
    ['an empty local part', '@example.com'],
    ['a space inside', 'an na@example.com'],
    ['nothing', ''],
  ])('refuses %s', (_why, value) => expect(isNewsletterEmail(value)).toBe(false));
});

describe('signUpHref', () => {
  it('adds the e-mail as the email parameter, encoded', () => {
    expect(signUpHref('/en/newsletter', 'a+b@example.com')).toBe('/en/newsletter?email=a%2Bb%40example.com');
  });
  it("keeps the link's own query and fragment and replaces an email it carried", () => {
    expect(signUpHref('https://news.example.com/join?list=7&email=old#form', ' anna@example.com ')).toBe(
      'https://news.example.com/join?list=7&email=anna%40example.com#form',
    );
  });
});
