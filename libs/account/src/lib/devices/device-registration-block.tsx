import type { AccountBlockProps } from '../account-block';

/** Device registration (spec account §2). Skeleton; the screen follows. */
export function DeviceRegistrationBlock(_props: AccountBlockProps<Record<string, unknown>>) {
  return null;
}
