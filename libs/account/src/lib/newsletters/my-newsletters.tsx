import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { textValue, useProfile } from '@mbw/api-clients';
import { useSubscriptions, useUpdateSubscriptions, type SubscriptionState } from '@mbw/account-data-access';
import { Button, Checkbox, LoadError, Spinner, useSite } from '@mbw/ui';
import { apiLanguage } from '../shared/api-language';
import { useAccountViewer } from '../viewer/account-viewer';
import styles from './my-newsletters.module.css';

/** The MyNewsletters rendering's datasource: a title and a text holding `{email}`. */
export interface MyNewslettersFields {
  Title?: unknown;
  Text?: unknown;
}

/**
 * My Newsletters (spec account §2, §4): the customer's e-mail ({email} in the text, from the
 * profile), one checkbox per newsletter, Save; the update carries every state and the rendering's
 * content item (ContextItemId), then the saved message is announced. Changing a box again hides it.
 */
export function MyNewsletters({ fields, contextItemId }: { fields: MyNewslettersFields; contextItemId: string }) {
  const { t } = useLingui();
  const language = apiLanguage(useSite().language);
  const viewer = useAccountViewer();
  const profile = useProfile({ id: viewer.email ?? '', language });
  const subscriptions = useSubscriptions(language);
  const update = useUpdateSubscriptions();
  const [edits, setEdits] = useState<Record<string, boolean>>({});
  const [saved, setSaved] = useState(false);

  const title = textValue(fields.Title);
  const email = profile.data?.email || viewer.email || '';
  const text = textValue(fields.Text);

  const states: SubscriptionState[] = (subscriptions.data ?? []).map((state) => ({
    ...state,
    IsSubscribed: edits[state.ContactListId] ?? state.IsSubscribed,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate(
      { language, states, contextItemId },
      {
        onSuccess: () => {
          setEdits({});
          setSaved(true);
        },
      },
    );
  };

  return (
    <section
      className={styles.block}
      aria-labelledby={title ? 'my-newsletters-title' : undefined}
      aria-label={title ? undefined : t`My newsletters`}
    >
      {title ? (
        <h2 id="my-newsletters-title" className={styles.title}>
          {title}
        </h2>
      ) : null}
      {text ? <p className={styles.text}>{fillEmail(text, email)}</p> : email ? <p className={styles.text}>{email}</p> : null}
      {subscriptions.isPending ? (
        <Spinner label={t`Loading your newsletters…`} showLabel />
      ) : subscriptions.isError ? (
        <LoadError onRetry={() => void subscriptions.refetch()} />
      ) : (
        <form onSubmit={submit} className={styles.form} aria-label={t`Newsletter subscriptions`}>
          <fieldset className={styles.list}>
            <legend className={styles.legend}>
              <Trans>Newsletters</Trans>
            </legend>
            {states.length === 0 ? (
              <p>
                <Trans>There are no newsletters at the moment.</Trans>
              </p>
            ) : (
              states.map((state) => (
                <Checkbox
                  key={state.ContactListId}
                  name="newsletter"
                  value={state.ContactListId}
                  isSelected={state.IsSubscribed}
                  onChange={(isSelected) => {
                    setSaved(false);
                    setEdits((current) => ({ ...current, [state.ContactListId]: isSelected }));
                  }}
                >
                  {state.SubscriptionName}
                </Checkbox>
              ))
            )}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" isDisabled={update.isPending || states.length === 0}>
              {update.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
            </Button>
            <p role="status" className={styles.saved}>
              {saved ? <Trans>Your newsletter settings have been saved.</Trans> : null}
            </p>
          </div>
          {update.isError ? (
            <p role="alert" className={styles.error}>
              <Trans>Something went wrong</Trans>
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}

/** The content text with {email} replaced (every occurrence; the address is text, never markup). */
export function fillEmail(text: string, email: string): string {
  return text.replace(EMAIL_TOKEN, () => email);
}

/** The token editors write where the address goes. */
const EMAIL_TOKEN = /\{email\}/g;
