import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import {
  MAX_DEVICES_PER_REQUEST,
  isMissingCall,
  useAccountInfo,
  useAddDevices,
  useCheckDevice,
  type DeviceAccountInfo,
  type DeviceEntry,
} from '@mbw/account-data-access';
import { Button, ConfirmDialog, Dialog, Icon, LinkButton, LoadError, Spinner, imageUrl, useSite, visuallyHidden } from '@mbw/ui';
import { apiLanguage } from '../shared/api-language';
import { useAccountViewer } from '../viewer/account-viewer';
import { deviceErrorCode } from './device-errors';
import { DeviceForm } from './device-form';
import { DeviceMessage } from './device-messages';
import styles from './device-registration.module.css';
import { INITIAL_REGISTRATION, isPending, registrationReducer, type RegistrationState } from './registration-state';
import { MY_DEVICES_PATH, RegistrationFrame, RegistrationSignInPrompt, type DeviceRegistrationContent } from './devices-frame';

/** Spec account §2: step 1 add devices, step 2 confirmation; the current one is announced. */
function StepBanner({ step }: { step: RegistrationState['step'] }) {
  const { t } = useLingui();
  const current = step === 'add' ? 1 : 2;
  const steps = [t`Add devices`, t`Confirmation`];
  const currentLabel = steps[current - 1] ?? '';
  return (
    <>
      <ol className={styles.steps} aria-label={t`Registration steps`}>
        {steps.map((label, index) => (
          <li
            key={label}
            className={index + 1 === current ? styles.currentStep : styles.step}
            aria-current={index + 1 === current ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>{label}</span>
          </li>
        ))}
      </ol>
      <p className={visuallyHidden} aria-live="polite">
        {t`Step ${current} of 2: ${currentLabel}`}
      </p>
    </>
  );
}

function PendingList({ state, onRemove }: { state: RegistrationState; onRemove?: (device: RegistrationState['pending'][number]) => void }) {
  const { t } = useLingui();
  const removeLabel = ({ name, serialNumber }: { name: string; serialNumber: string }) => t`Remove ${name}, serial number ${serialNumber}`;
  return (
    <ul className={styles.pending}>
      {state.pending.map((device) => (
        <li key={`${device.articleNumber}/${device.serialNumber}`} className={styles.pendingItem}>
          {device.image.url ? (
            <img src={imageUrl(device.image.url, 160)} alt="" width={64} height={64} className={styles.pendingImage} />
          ) : null}
          <div>
            <p className={styles.pendingName}>{device.name}</p>
            <p className={styles.pendingFacts}>
              {t`Article number`} {device.articleNumber} · {t`Serial number`} {device.serialNumber}
              {device.inventoryNumber ? (
                <>
                  {' '}
                  · {t`Inventory number`} {device.inventoryNumber}
                </>
              ) : null}
            </p>
          </div>
          {onRemove ? (
            <Button variant="ghost" size="small" onPress={() => onRemove(device)} aria-label={removeLabel(device)}>
              <Icon name="close" />
              <span>{t`Remove`}</span>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function AccountInfo({ info }: { info: DeviceAccountInfo }) {
  const { t } = useLingui();
  const name = [info.salutation, info.firstname, info.lastname].filter(Boolean).join(' ');
  const street = [info.streetaddress, info.streetnumber].filter(Boolean).join(' ');
  const place = [info.postalcode, info.city].filter(Boolean).join(' ');
  return (
    <dl className={styles.accountInfo}>
      {info.companyname ? (
        <div>
          <dt>{t`Company`}</dt>
          <dd>{info.companyname}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t`Name`}</dt>
        <dd>{name}</dd>
      </div>
      {info.customernumber ? (
        <div>
          <dt>{t`Customer number`}</dt>
          <dd>{info.customernumber}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t`Address`}</dt>
        <dd>{[street, place, info.country].filter(Boolean).join(', ')}</dd>
      </div>
    </dl>
  );
}

/** Leaving with devices not yet registered asks first (spec account §8): in-site links and the browser's own. */
function useLeaveConfirmation(active: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  // The dialog closes after its confirm: that close must not cancel the navigation just allowed.
  const leaving = useRef(false);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return {
    isBlocked: blocker.state === 'blocked',
    stay: () => {
      if (!leaving.current && blocker.state === 'blocked') blocker.reset();
    },
    leave: () => {
      leaving.current = true;
      blocker.proceed?.();
    },
  };
}

/**
 * Device registration (spec account §2, §4, §5, §8): the two-step banner; step one adds devices
 * to a pending list after the server's check (a duplicate is refused), step two reviews them
 * with the account information, 'add more' goes back, 'yes, confirm' registers all of them and
 * clears the list. Every failure shows its §8 message; the status stays in state.
 */
export function DeviceRegistration({ content }: { content: DeviceRegistrationContent }) {
  const { t } = useLingui();
  const { signedIn } = useAccountViewer();
  const [state, dispatch] = useReducer(registrationReducer, INITIAL_REGISTRATION);
  const [whereOpen, setWhereOpen] = useState(false);
  // Pending devices are named in the page's language (spec account §7 checkDevice, issue 23).
  const check = useCheckDevice(apiLanguage(useSite().language));
  const add = useAddDevices();
  const accountInfo = useAccountInfo(signedIn && state.step === 'review');
  const leave = useLeaveConfirmation(signedIn && state.pending.length > 0 && state.step !== 'done');
  const added = state.added;
  const myDevices = content.myDevices ?? { href: MY_DEVICES_PATH, text: t`My devices` };

  const onAdd = async (entry: DeviceEntry): Promise<boolean> => {
    if (isPending(state, entry)) {
      dispatch({ type: 'duplicate' });
      return false;
    }
    if (state.pending.length >= MAX_DEVICES_PER_REQUEST) {
      dispatch({ type: 'failed', code: 400 });
      return false;
    }
    try {
      const device = await check.mutateAsync(entry);
      dispatch({
        type: 'added',
        device: { ...device, articleNumber: entry.articleNumber, serialNumber: entry.serialNumber, inventoryNumber: entry.inventoryNumber },
      });
      return true;
    } catch (error) {
      dispatch({ type: 'failed', code: deviceErrorCode(error) });
      return false;
    }
  };

  const confirm = () =>
    add.mutate(
      state.pending.map((device) => ({
        articleNumber: device.articleNumber,
        serialNumber: device.serialNumber,
        inventoryNumber: device.inventoryNumber,
      })),
      {
        onSuccess: (result) => dispatch({ type: 'registered', added: result.added }),
        onError: (error) => dispatch({ type: 'failed', code: deviceErrorCode(error) }),
      },
    );

  let body;
  if (!signedIn) body = <RegistrationSignInPrompt />;
  else if (state.step === 'done')
    body = (
      <div className={styles.success} role="status">
        <p className={styles.successTitle}>
          {added === 1 ? t`Your device has been registered.` : t`Your ${added} devices have been registered.`}
        </p>
        <div className={styles.actions}>
          <LinkButton href={myDevices.href}>{t`Go to My devices`}</LinkButton>
          <Button variant="secondary" onPress={() => dispatch({ type: 'restart' })}>
            {t`Register more devices`}
          </Button>
        </div>
      </div>
    );
  else if (state.step === 'review')
    body = (
      <section aria-labelledby="device-review-title" className={styles.review}>
        <h2 id="device-review-title" className={styles.sectionTitle}>
          {t`Please check and confirm`}
        </h2>
        {/* The account information is optional (its call is not in the spec): a back end without it (404) leaves it out. */}
        {accountInfo.isError && isMissingCall(accountInfo.error) ? null : (
          <>
            <h3 className={styles.subTitle}>{t`Your account`}</h3>
            {accountInfo.isPending ? (
              <Spinner label={t`Loading your account information…`} showLabel />
            ) : accountInfo.isError ? (
              <LoadError onRetry={() => void accountInfo.refetch()} />
            ) : (
              <AccountInfo info={accountInfo.data} />
            )}
          </>
        )}
        <h3 className={styles.subTitle}>{t`Devices to register`}</h3>
        <PendingList state={state} />
        <DeviceMessage errorCode={state.errorCode} duplicate={false} supportLink={content.support} />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => dispatch({ type: 'add-more' })} isDisabled={add.isPending}>
            {t`Add more`}
          </Button>
          <Button onPress={confirm} isDisabled={add.isPending}>
            {add.isPending ? t`Registering…` : t`Yes, confirm`}
          </Button>
        </div>
      </section>
    );
  else
    body = (
      <>
        <section aria-labelledby="device-form-title" className={styles.formSection}>
          <div className={styles.formHeader}>
            <h2 id="device-form-title" className={styles.sectionTitle}>
              {t`Add a device`}
            </h2>
            <Button variant="ghost" size="small" onPress={() => setWhereOpen(true)}>
              <Icon name="info" />
              <span>{content.whereToFind.title || t`Where to find the numbers`}</span>
            </Button>
          </div>
          <DeviceForm onAdd={onAdd} isChecking={check.isPending} />
          <DeviceMessage errorCode={state.errorCode} duplicate={state.duplicate} supportLink={content.support} />
        </section>
        <section aria-labelledby="device-pending-title" className={styles.pendingSection}>
          <h2 id="device-pending-title" className={styles.sectionTitle}>
            {t`Devices to register`}
          </h2>
          {state.pending.length === 0 ? (
            <p className={styles.noDevices}>
              <Trans>No devices added yet. Add a device above; you confirm them all together.</Trans>
            </p>
          ) : (
            <>
              <PendingList state={state} onRemove={(device) => dispatch({ type: 'removed', device })} />
              <Button onPress={() => dispatch({ type: 'confirm' })}>{t`Confirm`}</Button>
            </>
          )}
        </section>
      </>
    );

  return (
    <RegistrationFrame
      content={content}
      outside={
        <>
          <Dialog title={content.whereToFind.title || t`Where to find the numbers`} isOpen={whereOpen} onOpenChange={setWhereOpen}>
            <p>{content.whereToFind.text || t`Both numbers are on the type plate of your device.`}</p>
          </Dialog>
          <ConfirmDialog
            isOpen={leave.isBlocked}
            onOpenChange={(open) => (open ? undefined : leave.stay())}
            title={t`Leave this page?`}
            message={t`The devices you added are not registered yet. If you leave now, they are lost.`}
            cancelLabel={t`Stay`}
            confirmLabel={t`Leave`}
            onConfirm={leave.leave}
          />
        </>
      }
    >
      {signedIn ? <StepBanner step={state.step} /> : null}
      {body}
    </RegistrationFrame>
  );
}
