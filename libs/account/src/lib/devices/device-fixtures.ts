import type { Device } from '@mbw/account-data-access';

/** A device as the account API answers it, for tests. */
export function device(overrides: Partial<Device> = {}): Device {
  return {
    name: 'Hot Jet S',
    articleNumber: '100.648',
    serialNumber: '1234567890',
    inventoryNumber: '',
    image: { url: '/-/media/products/hot-jet-s.svg', title: 'Hot Jet S' },
    category: 'Hot-air tools',
    masterProductNameEn: 'Hot Jet S',
    pimId: 'v-100648',
    brandName: 'Kestrel',
    ...overrides,
  };
}
