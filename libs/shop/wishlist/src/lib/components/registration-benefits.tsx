import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { Dialog, buttonClassName } from '@mbw/ui';
import styles from './wishlist.module.css';

/**
 * The create overlay as anonymous visitors see it (spec shop §2): several lists need an account,
 * so it shows the registration benefits (a description and three benefits) and a sign-in link that
 * comes back here (the cookie list then moves into the account).
 */
export function RegistrationBenefits({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const location = useLocation();
  const signIn = `/login?return_to=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  return (
    <Dialog
      title={t`Create new wishlist`}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <p>
        <Trans>Sign in or register to keep several wishlists. Your wishlist comes with you into your account.</Trans>
      </p>
      <ul className={styles.benefits}>
        <li>
          <Trans>Up to 9 named wishlists, on every device</Trans>
        </li>
        <li>
          <Trans>Share a wishlist with a link, or print it</Trans>
        </li>
        <li>
          <Trans>Your devices, orders and downloads in one place</Trans>
        </li>
      </ul>
      <a className={buttonClassName({ variant: 'primary' })} href={signIn}>
        {t`Sign in or register`}
      </a>
    </Dialog>
  );
}
