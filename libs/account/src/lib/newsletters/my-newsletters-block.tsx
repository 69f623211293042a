import type { AccountBlockProps } from '../account-block';
import { SignedInOnly } from '../profile/signed-in-only';
import { MyNewsletters, type MyNewslettersFields } from './my-newsletters';

/**
 * The MyNewsletters rendering. ContextItemId is the rendering's datasource item (the content the
 * update comes from; spec account §3).
 */
export function MyNewslettersBlock({ fields, rendering }: AccountBlockProps<MyNewslettersFields>) {
  const contextItemId = rendering.dataSource ?? '';
  return (
    <SignedInOnly>
      <MyNewsletters fields={fields ?? {}} contextItemId={contextItemId} />
    </SignedInOnly>
  );
}
