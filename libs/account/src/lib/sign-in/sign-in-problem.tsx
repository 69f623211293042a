import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClassName } from '@mbw/ui';
import styles from './sign-in-problem.module.css';

/** Why sign-in stopped: the provider could not be reached, or the answer it sent back did not check out. */
export type SignInProblemReason = 'unavailable' | 'failed';

/**
 * What a visitor reads when sign-in could not start or complete (issue 14): what happened in one
 * sentence, and the way to try again, which goes back to where they were. Never the provider's
 * error text (it may echo what an attacker put in the URL).
 */
export function SignInProblem({ reason, retryHref }: { reason: SignInProblemReason; retryHref: string }) {
  const { t } = useLingui();
  const heading = reason === 'unavailable' ? t`Sign-in is not available right now` : t`Sign-in did not complete`;
  return (
    <section className={styles.problem} aria-labelledby="sign-in-problem-title">
      <h1 id="sign-in-problem-title" className={styles.title}>
        {heading}
      </h1>
      <p className={styles.text}>
        {reason === 'unavailable' ? (
          <Trans>We could not reach the sign-in service. Please try again in a moment.</Trans>
        ) : (
          <Trans>The sign-in took too long or was interrupted. Please sign in again.</Trans>
        )}
      </p>
      <a className={buttonClassName({ variant: 'primary' })} href={retryHref}>
        {t`Sign in again`}
      </a>
    </section>
  );
}
