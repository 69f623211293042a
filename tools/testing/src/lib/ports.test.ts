import { describe, expect, it } from 'vitest';
import { E2E_PORTS, QUALITY_PORTS, stackPorts } from './ports.ts';

describe('port plans', () => {
  it('keep the e2e suite and the gates apart, each moved by its own offset', () => {
    const e2e = stackPorts(E2E_PORTS, { E2E_PORT_OFFSET: '300', QUALITY_PORT_OFFSET: '7' });
    expect(e2e.localServicesUrl).toBe('http://127.0.0.1:4410');
    expect(e2e.brandPort('group')).toBe(3400);
    expect(e2e.brandUrl('welding-tools')).toBe('http://127.0.0.1:3403');
    const quality = stackPorts(QUALITY_PORTS, {});
    expect(quality.localServicesPort).toBe(4210);
    expect(quality.brandPort('sensor')).toBe(3202);
  });

  it('give a moved stack a database of its own (two gates of one checkout side by side)', () => {
    expect(stackPorts(QUALITY_PORTS, {}).database).toBe('tmp/quality/local-services.sqlite');
    expect(stackPorts(QUALITY_PORTS, { QUALITY_PORT_OFFSET: '50' }).database).toBe('tmp/quality/local-services-50.sqlite');
  });

  it('refuse an offset that is not a whole number up to 50000', () => {
    expect(() => stackPorts(QUALITY_PORTS, { QUALITY_PORT_OFFSET: '1.5' })).toThrow(/QUALITY_PORT_OFFSET must be a whole number/);
    expect(() => stackPorts(E2E_PORTS, { E2E_PORT_OFFSET: '60000' })).toThrow(/E2E_PORT_OFFSET/);
  });
});
