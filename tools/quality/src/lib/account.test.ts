import { describe, expect, it } from 'vitest';
import { contractEndpoints } from './account.ts';

describe('the account probes', () => {
  it('take every endpoint of the account contract, with its method and a sample id', () => {
    const endpoints = contractEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(18); // spec account §7 (getProfile left with issue 23: the profile reads content GraphQL)
    expect(endpoints).toContainEqual({ method: 'DELETE', path: '/api/delete-account' });
    expect(endpoints).toContainEqual({ method: 'DELETE', path: '/api/Addresses/deleteAddress/probe-id' });
    expect(endpoints).toContainEqual({ method: 'POST', path: '/api/Devices/addDevices' });
    expect(endpoints.every((endpoint) => endpoint.path.startsWith('/api/') && !endpoint.path.includes('{'))).toBe(true);
    // The one call without a session (issue 27): a shared wishlist, read by its token.
    expect(endpoints.filter((endpoint) => endpoint.public)).toEqual([
      { method: 'GET', path: '/api/Wishlist/getSharedWishlist', public: true },
    ]);
  });
});
