import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';
import type { DeviceId } from './device';

/** The inventory number is free text (spec account §5), at most 200 characters (CONTRACT.md). */
export const INVENTORY_NUMBER_MAX_LENGTH = 200;

export const InventoryNumberSchema = v.pipe(v.string(), v.trim(), v.maxLength(INVENTORY_NUMBER_MAX_LENGTH, 'inventory-number-too-long'));

/** GET /api/Devices/updateInventoryNo?articleNumber=&serialNumber=&inventoryNumber= (spec account §7). */
export async function updateInventoryNo(input: DeviceId & { inventoryNumber: string }): Promise<void> {
  await accountRequest('/api/Devices/updateInventoryNo', v.unknown(), {
    query: { articleNumber: input.articleNumber, serialNumber: input.serialNumber, inventoryNumber: input.inventoryNumber },
  });
}

/** Spec account §4: editing an inventory number updates it and reloads the list. */
export function useUpdateInventoryNo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInventoryNo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.devices] }),
  });
}
