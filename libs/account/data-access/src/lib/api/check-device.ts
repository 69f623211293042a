import { useMutation } from '@tanstack/react-query';
import { accountRequest } from './account-request';
import type { DeviceEntry } from './add-devices';
import { DeviceSchema, type Device } from './device';

/**
 * GET /api/Devices/checkDevice (spec account §7): asked before a device joins the pending list.
 * 200 answers the device as it would be registered (name, image, category) in `language` (the
 * page's, sent as `lang` like getAllDevices: a de page lists its pending devices by their German
 * names); 418, 419, 404 and 500 reject with their status (accountFailureStatus).
 */
export function checkDevice(entry: DeviceEntry, language: string): Promise<Device> {
  return accountRequest('/api/Devices/checkDevice', DeviceSchema, {
    query: {
      articleNumber: entry.articleNumber,
      serialNumber: entry.serialNumber,
      inventoryNumber: entry.inventoryNumber || undefined,
      lang: language,
    },
  });
}

/** The check in the page's language (en, de, fr, it). */
export function useCheckDevice(language: string) {
  return useMutation({ mutationFn: (entry: DeviceEntry) => checkDevice(entry, language) });
}
