import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { linkValue, textValue, useProfile, type ProfileData } from '@mbw/api-clients';
import { type DeleteAccountOutcome } from '@mbw/account-data-access';
import { AppLink, Button, Spinner, useSite } from '@mbw/ui';
import { apiLanguage } from '../shared/api-language';
import { useAccountViewer } from '../viewer/account-viewer';
import { DeleteAccount } from './delete-account';
import styles from './my-profile.module.css';

/**
 * The MyProfile rendering's datasource: a title, where each section's edit link goes, and where a
 * customer whose account cannot be deleted here asks for it (spec account §4 'request deletion':
 * offered only when this link is filled; the account API's 409 body is never read, §7).
 */
export interface MyProfileFields {
  Title?: unknown;
  AccountEditLink?: unknown;
  PersonalEditLink?: unknown;
  CompanyEditLink?: unknown;
  DeletionRequestLink?: unknown;
}

export interface MyProfileProps {
  fields: MyProfileFields;
  /** Test seam for the delete-account call. */
  deleteAccount?: () => Promise<DeleteAccountOutcome>;
}

/** Shown for the password: the account API never sends it, the length says nothing. */
export const MASKED_PASSWORD = '••••••••';

/**
 * My profile (spec account §2): account information (e-mail, masked password, delete account),
 * personal information (first name, customer number, display name) and company information
 * (industry), each with an edit link to its content-managed target. The profile comes from
 * content GraphQL by the customer's user name (spec account §7; `useProfile`). Without an e-mail
 * or a customer number the profile is not usable: an empty shell (spec account §5 "Other").
 */
export function MyProfile({ fields, deleteAccount }: MyProfileProps) {
  const { t } = useLingui();
  const id = useAccountViewer().email ?? '';
  const profile = useProfile({ id, language: apiLanguage(useSite().language) });
  const title = textValue(fields.Title);

  let body: ReactNode;
  if (id === '') body = null;
  else if (profile.isPending) body = <Spinner label={t`Loading your profile…`} showLabel />;
  else if (profile.isError) {
    body = (
      <div role="alert" className={styles.problem}>
        <p>
          <Trans>Something went wrong</Trans>
        </p>
        <Button variant="secondary" onPress={() => void profile.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (!isComplete(profile.data)) body = null;
  else body = <ProfileSections profile={profile.data} fields={fields} deleteAccount={deleteAccount} />;

  return (
    <section
      className={styles.profile}
      aria-labelledby={title ? 'my-profile-title' : undefined}
      aria-busy={(id !== '' && profile.isPending) || undefined}
    >
      {title ? (
        <h2 id="my-profile-title" className={styles.heading}>
          {title}
        </h2>
      ) : null}
      {body}
    </section>
  );
}

function isComplete(profile: ProfileData): boolean {
  return profile.email.trim() !== '' && profile.customernumber.trim() !== '';
}

function ProfileSections({ profile, fields, deleteAccount }: { profile: ProfileData } & MyProfileProps) {
  const { t } = useLingui();
  return (
    <div className={styles.sections}>
      <ProfileSection
        title={t`Account information`}
        edit={fields.AccountEditLink}
        editLabel={t`Edit account information`}
        after={
          <div className={styles.deleteAccount}>
            <DeleteAccount deleteAccount={deleteAccount} requestLink={linkValue(fields.DeletionRequestLink)} />
          </div>
        }
      >
        <Entry label={t`E-mail`}>{profile.email}</Entry>
        <Entry label={t`Password`}>
          <span role="img" aria-label={t`Password hidden`}>
            {MASKED_PASSWORD}
          </span>
        </Entry>
      </ProfileSection>
      <ProfileSection title={t`Personal information`} edit={fields.PersonalEditLink} editLabel={t`Edit personal information`}>
        <Entry label={t`First name`}>{profile.firstname}</Entry>
        <Entry label={t`Customer number`}>{profile.customernumber}</Entry>
        <Entry label={t`Display name`}>{profile.displayname}</Entry>
      </ProfileSection>
      <ProfileSection title={t`Company information`} edit={fields.CompanyEditLink} editLabel={t`Edit company information`}>
        <Entry label={t`Industry`}>{profile.industry}</Entry>
      </ProfileSection>
    </div>
  );
}

function ProfileSection({
  title,
  edit,
  editLabel,
  after,
  children,
}: {
  title: string;
  edit: unknown;
  editLabel: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  const link = linkValue(edit);
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>{title}</h3>
        {link ? (
          <AppLink href={link.href} target={link.target} className={styles.edit} aria-label={editLabel}>
            {link.text || <Trans>Edit</Trans>}
          </AppLink>
        ) : null}
      </div>
      <dl className={styles.entries}>{children}</dl>
      {after}
    </section>
  );
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.entry}>
      <dt>{label}</dt>
      <dd>{children || '–'}</dd>
    </div>
  );
}
