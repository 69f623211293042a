import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Tooltip, visuallyHidden } from '@mbw/ui';
import type { StarState } from '../rules/restrictions';
import styles from './locator.module.css';

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.star}>
      <path
        d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface FavouriteStarProps {
  companyName: string;
  state: StarState;
  filled: boolean;
  /** Set (true) or clear (false) this point as the favourite; resolves when the account API answered. */
  onToggle: (next: boolean) => Promise<void>;
}

/**
 * The favourite star of a card (spec discovery §4, §6): filled when the card is the favourite;
 * signed in, a click toggles it and briefly says so when it was set; anonymous visitors get an
 * inactive star whose tooltip invites them to sign in (click or tap opens it too); a restricted
 * user's star on a restricted contact stays inactive with its own tooltip.
 */
export function FavouriteStar({ companyName, state, filled, onToggle }: FavouriteStarProps) {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<'saved' | 'failed' | null>(null);
  useEffect(() => {
    if (message !== 'saved') return;
    const timer = setTimeout(() => setMessage(null), 3000);
    return () => clearTimeout(timer);
  }, [message]);

  if (state !== 'active') {
    return (
      <Tooltip
        content={
          state === 'anonymous'
            ? t`Sign in to save this contact as your favourite contact.`
            : t`This contact cannot be saved as your favourite contact.`
        }
      >
        <Star filled={filled} />
        <span className={visuallyHidden}>{t`Favourite contact: ${companyName}`}</span>
      </Tooltip>
    );
  }
  return (
    <span className={styles.starWrap}>
      <button
        type="button"
        className={styles.starButton}
        aria-pressed={filled}
        aria-label={t`Favourite contact: ${companyName}`}
        disabled={saving}
        onClick={() => {
          setSaving(true);
          setMessage(null);
          onToggle(!filled)
            .then(() => setMessage(filled ? null : 'saved'))
            .catch(() => setMessage('failed'))
            .finally(() => setSaving(false));
        }}
      >
        <Star filled={filled} />
      </button>
      <span role="status" className={message ? styles.starMessage : visuallyHidden}>
        {message === 'saved' ? <Trans>Saved as your favourite contact</Trans> : null}
        {message === 'failed' ? <Trans>Your favourite contact could not be saved. Please try again.</Trans> : null}
      </span>
    </span>
  );
}
