import { Trans, useLingui } from '@lingui/react/macro';
import { useSite } from '@mbw/ui';
import { HomeAction } from './not-found';
import styles from './not-found.module.css';

/**
 * What a visitor reads when a page could not be shown (spec discovery §8: never a stack trace or a
 * blank page): a plain heading, one sentence and the way home. `notFound` for a 404 that carries
 * no content 404 item (React Router's own, e.g. a method the route does not answer). The document
 * title and robots tag come with it, since no loader data describes an error.
 */
export function ErrorNotice({ notFound = false }: { notFound?: boolean }) {
  const { t } = useLingui();
  const { brand } = useSite();
  const heading = notFound ? t`Page not found` : t`Something went wrong`;
  return (
    <section className={styles.notFound} aria-labelledby="error-title">
      <title>{`${heading} | ${brand.displayName}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="error-title" className={styles.title}>
        {heading}
      </h1>
      <p className={styles.description}>
        {notFound ? <Trans>This page does not exist.</Trans> : <Trans>We could not show this page. Please try again in a moment.</Trans>}
      </p>
      <HomeAction />
    </section>
  );
}
