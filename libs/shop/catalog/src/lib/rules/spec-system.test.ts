import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPEC_SYSTEM,
  SPEC_SYSTEM_STORAGE_KEY,
  hasSpecSystemChoice,
  parseSpecSystem,
  readStoredSpecSystem,
  specRowsFor,
  storeSpecSystem,
} from './spec-system';

const row = (value: string) => ({ name: 'Temperature', value, tooltip: '' });

describe('spec system', () => {
  it('defaults to metric', () => {
    expect(DEFAULT_SPEC_SYSTEM).toBe('metric');
    expect(parseSpecSystem(undefined)).toBe('metric');
    expect(parseSpecSystem('IMPERIAL')).toBe('metric');
    expect(parseSpecSystem('imperial')).toBe('imperial');
  });

  it('picks the rows of the system, metric when there are no imperial rows', () => {
    const specs = { metric: [row('640 °C')], imperial: [row('1184 °F')] };
    expect(specRowsFor(specs, 'metric')[0]?.value).toBe('640 °C');
    expect(specRowsFor(specs, 'imperial')[0]?.value).toBe('1184 °F');
    expect(specRowsFor({ metric: [row('640 °C')], imperial: [] }, 'imperial')[0]?.value).toBe('640 °C');
  });

  it('offers the switch only with both lists', () => {
    expect(hasSpecSystemChoice({ metric: [row('1')], imperial: [row('2')] })).toBe(true);
    expect(hasSpecSystemChoice({ metric: [row('1')], imperial: [] })).toBe(false);
    expect(hasSpecSystemChoice({ metric: [], imperial: [] })).toBe(false);
  });

  it('remembers the choice in the given storage and survives a blocked one', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    expect(readStoredSpecSystem(storage)).toBe('metric');
    expect(storeSpecSystem(storage, 'imperial')).toBe(true);
    expect(values.get(SPEC_SYSTEM_STORAGE_KEY)).toBe('imperial');
    expect(readStoredSpecSystem(storage)).toBe('imperial');
    values.set(SPEC_SYSTEM_STORAGE_KEY, 'furlongs');
    expect(readStoredSpecSystem(storage)).toBe('metric');

    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readStoredSpecSystem(blocked)).toBe('metric');
    expect(storeSpecSystem(blocked, 'imperial')).toBe(false);
    expect(storeSpecSystem(null, 'imperial')).toBe(false);
    expect(readStoredSpecSystem(null)).toBe('metric');
  });
});
