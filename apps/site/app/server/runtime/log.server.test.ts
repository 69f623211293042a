import { afterEach, describe, expect, it, vi } from 'vitest';
import { data } from 'react-router';
import { describeError, formatLogLine, logEvent } from './log.server';

const NOW = new Date('2026-11-23T12:00:00.000Z');

describe('log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['an Error', new TypeError('fetch failed'), /TypeError: fetch failed/],
    ['a Response', new Response('nope', { status: 502, statusText: 'Bad Gateway' }), /Response 502 Bad Gateway/],
    ['a plain object', { code: 'ECONNRESET', attempt: 2 }, /\{"code":"ECONNRESET","attempt":2\}/],
    ['a string', 'the layout service timed out', /the layout service timed out/],
  ])('describes %s readably, never as [object Object]', (_, value, expected) => {
    const text = describeError(value);
    expect(text).toMatch(expected);
    expect(text).not.toContain('[object Object]');
    const line = formatLogLine('error', 'request.failed', { error: value }, NOW);
    expect(line).not.toContain('[object Object]');
    expect(JSON.parse(line)).toMatchObject({ time: NOW.toISOString(), level: 'error', event: 'request.failed' });
  });

  it('describes a React Router error response (a 405) by its status', () => {
    let thrown: unknown;
    try {
      // What React Router throws for a method a route does not take.
      throw Object.assign(Object.create(null), {
        status: 405,
        statusText: 'Method Not Allowed',
        data: 'Error: No action found',
        internal: true,
      });
    } catch (error) {
      thrown = error;
    }
    expect(describeError(thrown)).toBe('405 Method Not Allowed: Error: No action found');
  });

  it('keeps the structure of plain detail values (JSON, not text)', () => {
    expect(JSON.parse(formatLogLine('info', 'x', { nested: { a: 1 } }, NOW))).toMatchObject({ nested: { a: 1 } });
  });

  it('survives a circular detail value', () => {
    const circular: Record<string, unknown> = { name: 'loop' };
    circular['self'] = circular;
    const line = formatLogLine('warn', 'x', { circular }, NOW);
    expect(JSON.parse(line)['circular']).toBe('{name, self} (circular)');
  });

  it('writes errors to stderr and info to stdout', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    logEvent('error', 'a', { error: new Error('boom') });
    logEvent('info', 'b');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Error: boom'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"event":"b"'));
  });

  it('a data() response thrown by a loader is described by its status', () => {
    const response = data('gone', { status: 410 });
    expect(describeError(response)).not.toContain('[object Object]');
  });
});
