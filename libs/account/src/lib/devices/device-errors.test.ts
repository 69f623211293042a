import { UpstreamError } from '@mbw/api-clients';
import { AccountCallError } from '@mbw/account-data-access';
import { describe, expect, it } from 'vitest';
import { deviceErrorCode, deviceErrorKind } from './device-errors';

describe('deviceErrorKind (spec account §8, device add)', () => {
  it('maps each status to its message', () => {
    expect(deviceErrorKind(418)).toBe('already-mine');
    expect(deviceErrorKind(419)).toBe('other-account');
    expect(deviceErrorKind(404)).toBe('not-found');
    expect(deviceErrorKind(500)).toBe('try-later');
    expect(deviceErrorKind(503)).toBe('try-later');
    expect(deviceErrorKind(400)).toBe('generic');
  });
});

describe('deviceErrorCode', () => {
  it('keeps the status of an account answer; a network failure or timeout counts as 500', () => {
    expect(deviceErrorCode(new AccountCallError('GET', '/api/Devices/checkDevice', 419, {}))).toBe(419);
    expect(deviceErrorCode(new UpstreamError('account', 'timeout', 'slow'))).toBe(500);
    expect(deviceErrorCode(new TypeError('Failed to fetch'))).toBe(500);
  });
});
