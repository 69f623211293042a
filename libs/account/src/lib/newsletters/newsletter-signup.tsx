import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { linkValue, textValue } from '@mbw/api-clients';
import { buttonClassName, isInternalHref, lazyWithPreload, localizeHref, useSite } from '@mbw/ui';
import type { AccountBlockProps } from '../account-block';
import { useAccountViewer } from '../viewer/account-viewer';
import { isNewsletterEmail, signUpHref } from './newsletter-email';
import styles from './newsletter-signup.module.css';

/** The NewsletterSignup rendering's datasource: a title, a text and the sign-up page (the call to action). */
export interface NewsletterSignupFields {
  Title?: unknown;
  Text?: unknown;
  /** The newsletter's sign-up page; its text labels the call to action. */
  Link?: unknown;
}

/** Only for a signed-in visitor: TanStack Query and the profile call stay out of everyone else's page. */
const ProfileEmail = lazyWithPreload(() => import('./profile-email').then((module) => module.ProfileEmail));

/**
 * Newsletter sign-up (spec discovery §2, §4, §5): an e-mail field and a call to action that goes
 * to the sign-up page with `?email=`. The field validates only once the visitor has tried to go
 * (then on every keystroke); an invalid address shows 'FORM_VALIDATION | Invalid Email' and keeps
 * the visitor here; Enter in the field is the call to action. A signed-in visitor finds the field
 * filled with their profile's e-mail (content GraphQL, as My Newsletters reads it).
 *
 * Decision (the spec says "link"): the call to action is the submit button of a GET form whose
 * action is the link, so without JavaScript it still goes there with `?email=` (the browser's own
 * required/type checks stand in for the rule), and a keyboard or screen-reader user meets a form,
 * a labelled field and a button. Without a link there is nowhere to go: an empty shell.
 */
export function NewsletterSignupBlock({ fields }: AccountBlockProps<NewsletterSignupFields>) {
  const { t } = useLingui();
  const { language } = useSite();
  const navigate = useNavigate();
  const viewer = useAccountViewer();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const link = linkValue(fields?.Link);
  if (!link) return <section className={styles.block} aria-hidden="true" hidden />;
  const title = textValue(fields.Title).trim();
  const text = textValue(fields.Text).trim();
  const label = (typeof link.text === 'string' ? link.text.trim() : '') || t`Subscribe`;
  const href = localizeHref(link.href, language);
  const [action, query = ''] = href.split('#')[0]!.split('?');
  const invalid = attempted && !isNewsletterEmail(email);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (!isNewsletterEmail(email)) {
      input.current?.focus();
      return;
    }
    const target = signUpHref(href, email);
    if (isInternalHref(target)) void navigate(target);
    else window.location.assign(target);
  };

  return (
    <section className={styles.block} aria-labelledby={title ? `${id}-title` : undefined} aria-label={title ? undefined : t`Newsletter`}>
      <div className={styles.inner}>
        <div>
          {title ? (
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
          ) : null}
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
        <form className={styles.form} method="get" action={action} onSubmit={submit} noValidate>
          {[...new URLSearchParams(query)].map(([name, value]) =>
            name === 'email' ? null : <input key={name} type="hidden" name={name} value={value} />,
          )}
          <label className={styles.label} htmlFor={`${id}-email`}>
            {t`E-mail address`}
          </label>
          <div className={styles.row}>
            <input
              ref={input}
              id={`${id}-email`}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={invalid}
              aria-describedby={`${id}-error`}
              onChange={(event) => {
                setTouched(true);
                setEmail(event.currentTarget.value);
              }}
            />
            <button type="submit" className={buttonClassName({ variant: 'primary' })}>
              {label}
            </button>
          </div>
          {/* Always in the page, so the message is announced when it appears. */}
          <p id={`${id}-error`} className={styles.error} aria-live="polite">
            {invalid ? t({ id: 'FORM_VALIDATION | Invalid Email', message: 'Please enter a valid e-mail address.' }) : ''}
          </p>
        </form>
      </div>
      {viewer.signedIn && viewer.email ? (
        <ProfileEmail id={viewer.email} onEmail={(profileEmail) => (touched ? undefined : setEmail(profileEmail))} />
      ) : null}
    </section>
  );
}
