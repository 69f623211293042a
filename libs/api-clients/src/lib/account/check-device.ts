import { useMutation } from '@tanstack/react-query';
import { accountRequest } from './account-request';
import type { DeviceEntry } from './add-devices';
import { DeviceSchema, type Device } from './device';

/**
 * GET /api/Devices/checkDevice (spec account §7): asked before a device joins the pending list.
 * 200 answers the device as it would be registered (name, image, category); 418, 419, 404 and 500
 * reject with their status (accountFailureStatus).
 */
export function checkDevice(entry: DeviceEntry): Promise<Device> {
  return accountRequest('/api/Devices/checkDevice', DeviceSchema, {
    query: { articleNumber: entry.articleNumber, serialNumber: entry.serialNumber, inventoryNumber: entry.inventoryNumber || undefined },
  });
}

export function useCheckDevice() {
  return useMutation({ mutationFn: checkDevice });
}
