import * as v from 'valibot';

/** Spec account §3 Device, as the account API sends it (CONTRACT.md "Shapes"). */
export const DeviceSchema = v.looseObject({
  name: v.string(),
  articleNumber: v.string(),
  serialNumber: v.string(),
  inventoryNumber: v.string(),
  image: v.looseObject({ url: v.string(), title: v.string() }),
  category: v.string(),
  masterProductNameEn: v.string(),
  pimId: v.string(),
  brandName: v.string(),
});

export type Device = v.InferOutput<typeof DeviceSchema>;

/** A device is identified by article number plus serial number (spec account §3). */
export interface DeviceId {
  articleNumber: string;
  serialNumber: string;
}

export function sameDevice(a: DeviceId, b: DeviceId): boolean {
  return a.articleNumber === b.articleNumber && a.serialNumber === b.serialNumber;
}
