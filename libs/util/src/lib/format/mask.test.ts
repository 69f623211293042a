import { describe, expect, it } from 'vitest';
import { ARTICLE_NUMBER_MASK, SERIAL_NUMBER_MASK, applyMask, isMaskComplete } from './mask';

describe('applyMask', () => {
  it('lays digits into the mask and shows dashes where none were typed', () => {
    expect(applyMask('', ARTICLE_NUMBER_MASK)).toBe('---.---');
    expect(applyMask('1234', ARTICLE_NUMBER_MASK)).toBe('123.4--');
    expect(applyMask('123.456', ARTICLE_NUMBER_MASK)).toBe('123.456');
    expect(applyMask('12a3 45b6789', ARTICLE_NUMBER_MASK)).toBe('123.456');
  });
});

describe('isMaskComplete (spec account §5)', () => {
  it('accepts a filled article number (7 characters, no dash) and serial number (10)', () => {
    expect(isMaskComplete('141.228', ARTICLE_NUMBER_MASK)).toBe(true);
    expect(isMaskComplete('1234567890', SERIAL_NUMBER_MASK)).toBe(true);
  });

  it.each([
    ['123.4--', ARTICLE_NUMBER_MASK],
    ['123456', ARTICLE_NUMBER_MASK],
    ['1234567', ARTICLE_NUMBER_MASK],
    ['123-456', ARTICLE_NUMBER_MASK],
    ['abc.def', ARTICLE_NUMBER_MASK],
    ['123456789', SERIAL_NUMBER_MASK],
    ['12345678901', SERIAL_NUMBER_MASK],
    ['12345-7890', SERIAL_NUMBER_MASK],
  ])('rejects %j', (value, mask) => {
    expect(isMaskComplete(value, mask)).toBe(false);
  });
});
