import { QueryProvider } from '@mbw/ui';
import type { AccountBlockProps } from '../account-block';
import { DeviceRegistration } from './device-registration';
import { deviceRegistrationContent, type DeviceRegistrationFields } from './devices-frame';

/** The DeviceRegistration rendering: its own chunk, with the shared query client. */
export function DeviceRegistrationBlock({ fields }: AccountBlockProps<DeviceRegistrationFields>) {
  return (
    <QueryProvider>
      <DeviceRegistration content={deviceRegistrationContent(fields)} />
    </QueryProvider>
  );
}
