import type { AccountBlockProps } from '../account-block';
import { MyProfile, type MyProfileFields } from './my-profile';
import { SignedInOnly } from './signed-in-only';

/** The MyProfile rendering (spec account §2 "My profile"). */
export function MyProfileBlock({ fields }: AccountBlockProps<MyProfileFields>) {
  return (
    <SignedInOnly>
      <MyProfile fields={fields ?? {}} />
    </SignedInOnly>
  );
}
