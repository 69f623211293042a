import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, DEVICE_PAGE_SIZE, deviceCategories, devicePage, filterDevices } from './device-filter';
import { device } from './device-fixtures';

const devices = [
  device({ name: 'Hot Jet S', serialNumber: '1000000001', inventoryNumber: 'Workshop A', category: 'Hot-air tools' }),
  device({
    name: 'Weldplast S2',
    articleNumber: '145.201',
    serialNumber: '1000000002',
    category: 'Extrusion welders',
    brandName: 'Kestrel',
  }),
  device({
    name: 'Triac ST',
    articleNumber: '141.227',
    serialNumber: '1000000003',
    category: 'Hot-air tools',
    image: { url: '/x/weldplast.svg', title: 'weldplast' },
  }),
];

describe('filterDevices (spec account §4)', () => {
  it('matches any field value, case-insensitively', () => {
    expect(filterDevices(devices, { search: 'WELDPLAST', category: ALL_CATEGORIES }).map((entry) => entry.name)).toEqual(['Weldplast S2']);
    expect(filterDevices(devices, { search: 'workshop a', category: ALL_CATEGORIES }).map((entry) => entry.name)).toEqual(['Hot Jet S']);
    expect(filterDevices(devices, { search: '145.2', category: ALL_CATEGORIES })).toHaveLength(1);
    expect(filterDevices(devices, { search: '1000000003', category: ALL_CATEGORIES }).map((entry) => entry.name)).toEqual(['Triac ST']);
  });

  it('never matches the image or the category', () => {
    // "weldplast" is in Triac's image, "extrusion" only in a category.
    expect(filterDevices(devices, { search: 'weldplast', category: ALL_CATEGORIES }).map((entry) => entry.name)).toEqual(['Weldplast S2']);
    expect(filterDevices(devices, { search: 'extrusion', category: ALL_CATEGORIES })).toEqual([]);
  });

  it("combines the search with the category; 'all' does not filter", () => {
    expect(filterDevices(devices, { search: '', category: 'Hot-air tools' }).map((entry) => entry.name)).toEqual(['Hot Jet S', 'Triac ST']);
    expect(filterDevices(devices, { search: 'triac', category: 'Extrusion welders' })).toEqual([]);
    expect(filterDevices(devices, { search: '  ', category: ALL_CATEGORIES })).toHaveLength(3);
  });
});

describe('deviceCategories', () => {
  it('lists each category once, sorted', () => {
    expect(deviceCategories(devices)).toEqual(['Extrusion welders', 'Hot-air tools']);
  });
});

describe('devicePage (spec account §9)', () => {
  const many = Array.from({ length: 12 }, (_, index) => index);
  it('shows 5, and 5 more per Load more, up to the end', () => {
    expect(DEVICE_PAGE_SIZE).toBe(5);
    expect(devicePage(many, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(devicePage(many, 2)).toHaveLength(10);
    expect(devicePage(many, 3)).toHaveLength(12);
    expect(devicePage(many, 0)).toHaveLength(5);
  });
});
