import { useNoOfDevices } from '@mbw/account-data-access';
import { QueryProvider } from '@mbw/ui';
import { countSuffix } from './account-tabs-model';

function Count() {
  const devices = useNoOfDevices(true);
  return <>{countSuffix(devices.data)}</>;
}

/**
 * The device count in brackets behind the My devices tab (spec account §2): its own chunk, so
 * TanStack Query loads for signed-in customers only. The shared query client means the devices
 * screen's changes (add, delete) update it.
 */
export function DeviceCount() {
  return (
    <QueryProvider>
      <Count />
    </QueryProvider>
  );
}
