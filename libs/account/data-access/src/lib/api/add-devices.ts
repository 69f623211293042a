import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ARTICLE_NUMBER_MASK, SERIAL_NUMBER_MASK, isMaskComplete } from '@mbw/util';
import { ACCOUNT_KEYS, accountRequest } from './account-request';
import { InventoryNumberSchema } from './update-inventory-no';

/**
 * The device form (spec account §5): article number (mask 999.999, valid at 7 characters without a
 * dash), serial number (mask 9999999999, 10 characters without a dash), optional free-text
 * inventory number. Messages are keys; the form shows them in the page's language.
 */
export const DeviceEntrySchema = v.object({
  articleNumber: v.pipe(
    v.string(),
    v.check((value) => isMaskComplete(value, ARTICLE_NUMBER_MASK), 'article-number-invalid'),
  ),
  serialNumber: v.pipe(
    v.string(),
    v.check((value) => isMaskComplete(value, SERIAL_NUMBER_MASK), 'serial-number-invalid'),
  ),
  inventoryNumber: InventoryNumberSchema,
});

export type DeviceEntry = v.InferOutput<typeof DeviceEntrySchema>;
/** What the form holds before validation. */
export type DeviceEntryInput = v.InferInput<typeof DeviceEntrySchema>;

/** Most devices one POST carries (CONTRACT.md). */
export const MAX_DEVICES_PER_REQUEST = 50;

/** POST /api/Devices/addDevices (spec account §7): every pending device at once; 418/419/404/500 keep their status. */
export async function addDevices(entries: DeviceEntry[]): Promise<{ added: number }> {
  return accountRequest('/api/Devices/addDevices', v.looseObject({ added: v.number() }), {
    method: 'POST',
    body: entries.map((entry) => ({
      ArticleNumber: entry.articleNumber,
      SerialNumber: entry.serialNumber,
      InventoryNumber: entry.inventoryNumber,
    })),
  });
}

/** 'Yes, confirm' (spec account §4): the device list and count are read again afterwards. */
export function useAddDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDevices,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.devices] }),
        queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.deviceCount] }),
      ]),
  });
}
