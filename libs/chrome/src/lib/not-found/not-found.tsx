import { Trans } from '@lingui/react/macro';
import { labelledLinkValue, textValue } from '@mbw/api-clients';
import { AppLink, useSite } from '@mbw/ui';
import styles from './not-found.module.css';

/** The content 404 item's fields (spec discovery §2 "Not-found page"). */
export interface NotFoundFields {
  ErrorCode?: unknown;
  Title?: unknown;
  Description?: unknown;
  HomeLink?: unknown;
  ContactLink?: unknown;
}

/** Page-not-found from the content 404 item: error code, title, description, home and contact links. */
export function NotFound({ fields }: { fields: NotFoundFields }) {
  const title = textValue(fields.Title);
  if (!title) return <FallbackNotFound />;
  const code = textValue(fields.ErrorCode);
  const description = textValue(fields.Description);
  const home = labelledLinkValue(fields.HomeLink);
  const contact = labelledLinkValue(fields.ContactLink);
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      {home || contact ? (
        <p className={styles.actions}>
          {home ? (
            <AppLink href={home.href} className={styles.primary}>
              {home.text}
            </AppLink>
          ) : null}
          {contact ? (
            <AppLink href={contact.href} className={styles.secondary}>
              {contact.text}
            </AppLink>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

/**
 * When even the content 404 item is unavailable (spec discovery §2): the fixed texts plus the site
 * and language, so a visitor and whoever reads a screenshot know where they are.
 */
export function FallbackNotFound() {
  const { brand, language } = useSite();
  const site = brand.displayName;
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={styles.description}>
        <Trans>This page does not exist.</Trans>
      </p>
      <dl className={styles.meta}>
        <div>
          <dt>
            <Trans>Site</Trans>
          </dt>
          <dd>{site}</dd>
        </div>
        <div>
          <dt>
            <Trans>Language</Trans>
          </dt>
          <dd>{language}</dd>
        </div>
      </dl>
      <HomeAction />
    </section>
  );
}

/** The way out of a page that could not be shown: the home page of the current language. */
export function HomeAction() {
  return (
    <p className={styles.actions}>
      <AppLink href="/" className={styles.primary}>
        <Trans>Go to the home page</Trans>
      </AppLink>
    </p>
  );
}
