import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { labelledLinkValue, textValue, type LinkField, type TextField } from '@mbw/api-clients';
import { AppLink, Icon } from '@mbw/ui';
import type { AccountBlockProps } from '../account-block';
import { AccountSection } from '../shared/account-section';
import { SignInPrompt } from '../shared/sign-in-prompt';
import registrationStyles from './device-registration.module.css';
import devicesStyles from './my-devices.module.css';

/*
 * The frames of the two device pages (title, text, back link) and what an anonymous visitor sees
 * in them. Light on purpose: the signed-out views are the chunk an anonymous visitor's page loads
 * (account-renderings.tsx), so nothing here may pull in the screens' forms, dialogs or queries.
 */

export const MY_DEVICES_PATH = '/my-account/devices';

type Link = { href: string; text: string };

export interface MyDevicesFields {
  Title?: TextField;
  Text?: TextField;
  NoDevicesText?: TextField;
  AddDeviceLink?: LinkField;
}

export interface MyDevicesContent {
  title: string;
  text: string;
  noDevicesText: string;
  addDevice: Link | null;
}

export function myDevicesContent(fields: MyDevicesFields): MyDevicesContent {
  return {
    title: textValue(fields.Title),
    text: textValue(fields.Text),
    noDevicesText: textValue(fields.NoDevicesText),
    addDevice: labelledLinkValue(fields.AddDeviceLink),
  };
}

export interface DeviceRegistrationFields {
  Title?: TextField;
  Text?: TextField;
  BackLink?: LinkField;
  MyDevicesLink?: LinkField;
  WhereToFindTitle?: TextField;
  WhereToFindText?: TextField;
  SupportLink?: LinkField;
}

export interface DeviceRegistrationContent {
  title: string;
  text: string;
  back: Link | null;
  myDevices: Link | null;
  whereToFind: { title: string; text: string };
  support: Link | null;
}

export function deviceRegistrationContent(fields: DeviceRegistrationFields): DeviceRegistrationContent {
  return {
    title: textValue(fields.Title),
    text: textValue(fields.Text),
    back: labelledLinkValue(fields.BackLink),
    myDevices: labelledLinkValue(fields.MyDevicesLink),
    whereToFind: { title: textValue(fields.WhereToFindTitle), text: textValue(fields.WhereToFindText) },
    support: labelledLinkValue(fields.SupportLink),
  };
}

/** My Devices' section: the content's title and text, an action beside them (Add device), the body. */
export function MyDevicesFrame({ content, action, children }: { content: MyDevicesContent; action?: ReactNode; children: ReactNode }) {
  return (
    <AccountSection as="section">
      <div className={devicesStyles.header}>
        <div>
          {content.title ? <h2 className={devicesStyles.title}>{content.title}</h2> : null}
          {content.text ? <p className={devicesStyles.text}>{content.text}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </AccountSection>
  );
}

/** The registration page's section: back to My devices, the content's title and text, the body; `outside` holds its dialogs. */
export function RegistrationFrame({
  content,
  children,
  outside,
}: {
  content: DeviceRegistrationContent;
  children: ReactNode;
  outside?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <AccountSection as="section">
      <div className={registrationStyles.page}>
        <AppLink href={content.back?.href ?? content.myDevices?.href ?? MY_DEVICES_PATH} className={registrationStyles.back}>
          <Icon name="arrow-left" />
          <span>{content.back?.text || t`Back to my devices`}</span>
        </AppLink>
        {content.title ? <h2 className={registrationStyles.title}>{content.title}</h2> : null}
        {content.text ? <p className={registrationStyles.text}>{content.text}</p> : null}
        {children}
      </div>
      {outside}
    </AccountSection>
  );
}

export function DevicesSignInPrompt() {
  const { t } = useLingui();
  return <SignInPrompt>{t`Sign in to see and register your devices.`}</SignInPrompt>;
}

export function RegistrationSignInPrompt() {
  const { t } = useLingui();
  return <SignInPrompt>{t`Sign in to register your devices.`}</SignInPrompt>;
}

/** The MyDevices rendering for an anonymous visitor (spec account §6: signed-in only). */
export function MyDevicesSignedOut({ fields }: AccountBlockProps<MyDevicesFields>) {
  return (
    <MyDevicesFrame content={myDevicesContent(fields ?? {})}>
      <DevicesSignInPrompt />
    </MyDevicesFrame>
  );
}

/** The DeviceRegistration rendering for an anonymous visitor. */
export function DeviceRegistrationSignedOut({ fields }: AccountBlockProps<DeviceRegistrationFields>) {
  return (
    <RegistrationFrame content={deviceRegistrationContent(fields ?? {})}>
      <RegistrationSignInPrompt />
    </RegistrationFrame>
  );
}
