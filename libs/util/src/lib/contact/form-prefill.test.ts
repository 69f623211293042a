import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFormPrefill, setFormPrefill, subscribeFormPrefill } from './form-prefill';

afterEach(() => setFormPrefill('products', null));

describe('form prefill', () => {
  it('hands a value to readers by field name and tells subscribers of changes only', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeFormPrefill(listener);
    expect(readFormPrefill('products')).toBeUndefined();
    setFormPrefill('products', 'Triac ST (141.228)');
    setFormPrefill('products', 'Triac ST (141.228)');
    expect(readFormPrefill('products')).toBe('Triac ST (141.228)');
    expect(listener).toHaveBeenCalledTimes(1);
    setFormPrefill('products', null);
    expect(readFormPrefill('products')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setFormPrefill('products', 'x');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
