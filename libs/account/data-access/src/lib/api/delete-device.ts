import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';
import { sameDevice, type Device, type DeviceId } from './device';
import { decrementDeviceCount } from './get-no-of-devices';

/** GET /api/Devices/deleteDevice?articleNumber=&serialNumber= (spec account §7). */
export async function deleteDevice(device: DeviceId): Promise<void> {
  await accountRequest('/api/Devices/deleteDevice', v.unknown(), {
    query: { articleNumber: device.articleNumber, serialNumber: device.serialNumber },
  });
}

/**
 * Deletes a registered device: it leaves the cached lists and the count goes down at once (spec
 * account §4: null below 1); then both are read again from the server.
 */
export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: async (_result, device) => {
      queryClient.setQueriesData<Device[]>({ queryKey: [ACCOUNT_KEYS.devices] }, (devices) =>
        devices?.filter((entry) => !sameDevice(entry, device)),
      );
      queryClient.setQueryData<number | null>([ACCOUNT_KEYS.deviceCount], (count) => decrementDeviceCount(count));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.devices] }),
        queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.deviceCount] }),
      ]);
    },
  });
}
