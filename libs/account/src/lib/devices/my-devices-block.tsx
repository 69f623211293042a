import { QueryProvider } from '@mbw/ui';
import type { AccountBlockProps } from '../account-block';
import { myDevicesContent, type MyDevicesFields } from './devices-frame';
import { MyDevices } from './my-devices';

/** The MyDevices rendering: its own chunk, with the shared query client. */
export function MyDevicesBlock({ fields }: AccountBlockProps<MyDevicesFields>) {
  return (
    <QueryProvider>
      <MyDevices content={myDevicesContent(fields)} />
    </QueryProvider>
  );
}
