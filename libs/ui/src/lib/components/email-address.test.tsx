import { describe, expect, it } from 'vitest';
import { emailSegments } from './email-address';

describe('emailSegments', () => {
  it.each([
    ['jonas.weber@example.com', ['jonas', '.weber', '@example', '.com']],
    ['info@kestrel.example', ['info', '@kestrel', '.example']],
    ['plain', ['plain']],
    ['', []],
  ])('%j wraps only before @ and dots', (address, segments) => {
    expect(emailSegments(address)).toEqual(segments);
    expect(emailSegments(address).join('')).toBe(address);
  });
});
