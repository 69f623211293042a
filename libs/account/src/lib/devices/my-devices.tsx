import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { useAllDevices, useDeleteDevice, type Device } from '@mbw/account-data-access';
import { Button, ConfirmDialog, LinkButton, LoadError, Select, Spinner, TextField, useSite } from '@mbw/ui';
import { useAccountViewer } from '../viewer/account-viewer';
import { DeviceCard } from './device-card';
import { ALL_CATEGORIES, deviceCategories, devicePage, filterDevices } from './device-filter';
import { InventoryNumberDialog } from './inventory-number-dialog';
import styles from './my-devices.module.css';
import { DevicesSignInPrompt, MyDevicesFrame, type MyDevicesContent } from './devices-frame';
import { apiLanguage } from '../shared/api-language';

function DeviceList({ devices, headingLevel }: { devices: Device[]; headingLevel: 2 | 3 }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [pages, setPages] = useState(1);
  const [editing, setEditing] = useState<Device | null>(null);
  const [deleting, setDeleting] = useState<Device | null>(null);
  const remove = useDeleteDevice();
  const countId = useId();

  const categories = useMemo(() => deviceCategories(devices), [devices]);
  const matching = useMemo(() => filterDevices(devices, { search, category }), [devices, search, category]);
  const shown = devicePage(matching, pages);
  const shownCount = shown.length;
  const matchingCount = matching.length;
  const deletingName = deleting?.name ?? '';
  const deletingSerial = deleting?.serialNumber ?? '';

  return (
    <>
      <div className={styles.filters} role="search" aria-label={t`Search my devices`}>
        <TextField
          label={t`Search`}
          type="search"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPages(1);
          }}
        />
        <Select
          label={t`Category`}
          selectedKey={category}
          onSelectionChange={(value) => {
            setCategory(value);
            setPages(1);
          }}
          options={[{ value: ALL_CATEGORIES, label: t`All categories` }, ...categories.map((name) => ({ value: name, label: name }))]}
        />
      </div>
      <p id={countId} className={styles.count} aria-live="polite">
        {t`Showing ${shownCount} of ${matchingCount} devices`}
      </p>
      {matching.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No device matches your search.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-describedby={countId}>
          {shown.map((device) => (
            <DeviceCard
              key={`${device.articleNumber}/${device.serialNumber}`}
              device={device}
              headingLevel={headingLevel}
              onEdit={() => setEditing(device)}
              onDelete={() => setDeleting(device)}
            />
          ))}
        </ul>
      )}
      {shown.length < matching.length ? (
        <div className={styles.more}>
          <Button variant="secondary" onPress={() => setPages((current) => current + 1)}>
            {t`Load more`}
          </Button>
        </div>
      ) : null}
      {remove.isError ? (
        <p className={styles.error} role="alert">
          {t`The device could not be deleted. Please try again.`}
        </p>
      ) : null}
      {editing ? <InventoryNumberDialog device={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete device`}
        message={deleting ? t`Delete ${deletingName} with serial number ${deletingSerial} from your devices?` : undefined}
        confirmLabel={t`Delete`}
        onConfirm={() => {
          if (deleting) remove.mutate({ articleNumber: deleting.articleNumber, serialNumber: deleting.serialNumber });
        }}
      />
    </>
  );
}

/**
 * My Devices (spec account §2, §4): search and category filter, 5 devices and Load more 5, cards
 * with options, the inventory-number edit and the delete approval, the empty state, Add device.
 * Anonymous visitors get a sign-in prompt.
 */
export function MyDevices({ content }: { content: MyDevicesContent }) {
  const { t } = useLingui();
  const { language } = useSite();
  const { signedIn } = useAccountViewer();
  const devices = useAllDevices(apiLanguage(language), signedIn);
  const addLabel = content.addDevice?.text || t`Add device`;
  const addHref = content.addDevice?.href ?? '/my-account/devices/register';

  let body;
  if (!signedIn) body = <DevicesSignInPrompt />;
  else if (devices.isPending) body = <Spinner label={t`Loading your devices…`} showLabel />;
  else if (devices.isError) body = <LoadError onRetry={() => void devices.refetch()} />;
  else if (devices.data.length === 0)
    body = (
      <div className={styles.emptyState}>
        <p>{content.noDevicesText || t`You have not registered any devices yet.`}</p>
        <LinkButton href={addHref}>{addLabel}</LinkButton>
      </div>
    );
  // The cards' names sit under the section's title, or right under the page's h1 when the content has none.
  else body = <DeviceList devices={devices.data} headingLevel={content.title ? 3 : 2} />;

  return (
    <MyDevicesFrame
      content={content}
      action={signedIn && devices.data && devices.data.length > 0 ? <LinkButton href={addHref}>{addLabel}</LinkButton> : null}
    >
      {body}
    </MyDevicesFrame>
  );
}
