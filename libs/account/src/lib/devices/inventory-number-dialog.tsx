import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { InventoryNumberSchema, useUpdateInventoryNo, type Device } from '@mbw/account-data-access';
import { Button, Dialog, TextField } from '@mbw/ui';
import styles from './my-devices.module.css';

/** The inventory-number edit overlay (spec account §2): saves, then the list reloads (§4). */
export function InventoryNumberDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useLingui();
  const [value, setValue] = useState(device.inventoryNumber);
  const [invalid, setInvalid] = useState(false);
  const update = useUpdateInventoryNo();
  const save = () => {
    const parsed = v.safeParse(InventoryNumberSchema, value);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    update.mutate(
      { articleNumber: device.articleNumber, serialNumber: device.serialNumber, inventoryNumber: parsed.output },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog
      title={t`Edit inventory number`}
      isOpen
      isDismissable={false}
      onOpenChange={(open) => (open ? undefined : onClose())}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t`Cancel`}
          </Button>
          <Button onPress={save} isDisabled={update.isPending}>
            {update.isPending ? t`Saving…` : t`Save`}
          </Button>
        </>
      )}
    >
      <form
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p>
          {device.name}, {t`serial number`} {device.serialNumber}
        </p>
        <TextField
          label={t`Inventory number`}
          value={value}
          onChange={(next) => {
            setValue(next);
            setInvalid(false);
          }}
          autoComplete="off"
          errorMessage={invalid ? t`Use at most 200 characters for the inventory number.` : undefined}
        />
      </form>
      {update.isError ? (
        <p className={styles.error} role="alert">
          {t`Something went wrong`}
        </p>
      ) : null}
    </Dialog>
  );
}
