import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { handleError } from './entry.server';

function request(method: string, path: string) {
  return new Request(`http://localhost${path}`, { method });
}

describe('handleError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a method not allowed at info with method and path, not as an error', () => {
    const info = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new ErrorResponseImpl(405, 'Method Not Allowed', new Error('No action found for [/en/]'), true);
    handleError(refusal, { request: request('PUT', '/en/?x=1'), params: {}, context: undefined as never });
    expect(error).not.toHaveBeenCalled();
    const line = JSON.parse(String(info.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: 'info', event: 'request.refused', status: 405, method: 'PUT', path: '/en/' });
    expect(JSON.stringify(line)).not.toContain('[object Object]');
  });

  it('logs a thrown Error at error with its stack', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handleError(new Error('layout exploded'), { request: request('GET', '/en/'), params: {}, context: undefined as never });
    const line = JSON.parse(String(error.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: 'error', event: 'request.failed', method: 'GET' });
    expect(line.error).toContain('Error: layout exploded');
  });
});
