import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '@mbw/ui';
import { deviceErrorKind } from './device-errors';
import styles from './device-registration.module.css';

/**
 * The §8 message for a failed check or add, or the already-added notice (spec account §5). In an
 * alert region, so it is announced when it appears.
 */
export function DeviceMessage({
  errorCode,
  duplicate,
  supportLink,
}: {
  errorCode: number | null;
  duplicate: boolean;
  supportLink: { href: string; text: string } | null;
}) {
  const { t } = useLingui();
  let message = null;
  if (duplicate) message = <p>{t`You have already added this device.`}</p>;
  else if (errorCode !== null) {
    switch (deviceErrorKind(errorCode)) {
      case 'already-mine':
        message = <p>{t`This device is already in My devices.`}</p>;
        break;
      case 'other-account':
        message = <p>{t`This device is already registered to another account. If it is yours, please contact our service team.`}</p>;
        break;
      case 'not-found':
        message = (
          <p>
            <Trans>
              We could not find a device with this article and serial number. Please check both numbers on the type plate, or ask our
              service team for help.
            </Trans>{' '}
            <AppLink href={supportLink?.href ?? '/contact'}>{supportLink?.text || t`Contact our service team`}</AppLink>
          </p>
        );
        break;
      case 'try-later':
        message = <p>{t`Your devices could not be registered right now. Please try again later.`}</p>;
        break;
      default:
        message = <p>{t`Something went wrong`}</p>;
    }
  }
  return (
    <div role="alert" className={message ? styles.message : undefined}>
      {message}
    </div>
  );
}
