import { QueryProvider } from '@mbw/ui';
import type { AccountBlockProps } from '../account-block';
import { MyDevices, myDevicesContent, type MyDevicesFields } from './my-devices';

/** The MyDevices rendering: its own chunk, with the shared query client. */
export function MyDevicesBlock({ fields }: AccountBlockProps<MyDevicesFields>) {
  return (
    <QueryProvider>
      <MyDevices content={myDevicesContent(fields)} />
    </QueryProvider>
  );
}
