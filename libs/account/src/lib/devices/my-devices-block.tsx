import type { AccountBlockProps } from '../account-block';

/** My Devices (spec account §2). Skeleton; the screen follows. */
export function MyDevicesBlock(_props: AccountBlockProps<Record<string, unknown>>) {
  return null;
}
