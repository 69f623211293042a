import type { AccountBlockProps } from '../account-block';

/** The My Account tab strip (spec account §2). Skeleton; the screen follows. */
export function MyAccountTabsBlock(_props: AccountBlockProps<Record<string, unknown>>) {
  return null;
}
