import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { DeviceEntrySchema, type DeviceEntry, type DeviceEntryInput } from '@mbw/account-data-access';
import { Button, TextField, useHydrated } from '@mbw/ui';
import { ARTICLE_NUMBER_MASK, SERIAL_NUMBER_MASK } from '@mbw/util';
import styles from './device-registration.module.css';

const EMPTY: DeviceEntryInput = { articleNumber: '', serialNumber: '', inventoryNumber: '' };

/**
 * The three-field device form (spec account §2, §5): article number (999.999) and serial number
 * (10 digits), masked, required; inventory number optional. Messages show when Add is pressed
 * (an alert announces them, focus goes to the first wrong field); a device that passes is handed
 * to `onAdd`, which checks it with the server; the form empties when that succeeds.
 */
export function DeviceForm({ onAdd, isChecking }: { onAdd: (entry: DeviceEntry) => Promise<boolean>; isChecking: boolean }) {
  const { t } = useLingui();
  // Adding needs the server check (JavaScript): pressed before hydration, the server-rendered form
  // would submit itself as a plain GET and reload the page, losing the pending list.
  const hydrated = useHydrated();
  const form = useForm<DeviceEntryInput, unknown, DeviceEntry>({
    resolver: valibotResolver(DeviceEntrySchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, submitCount } = form.formState;

  const messageFor = (key: string | undefined): string | undefined => {
    switch (key) {
      case undefined:
        return undefined;
      case 'article-number-invalid':
        return t`Enter the article number with all six digits, for example 142.270.`;
      case 'serial-number-invalid':
        return t`Enter the serial number with all ten digits.`;
      case 'inventory-number-too-long':
        return t`Use at most 200 characters for the inventory number.`;
      default:
        return t`Please check this field.`;
    }
  };
  const problems = [errors.articleNumber, errors.serialNumber, errors.inventoryNumber]
    .map((error) => messageFor(error?.message))
    .filter(Boolean);
  // The two numbers are masked and required; the inventory number is free text.
  const fields: { name: keyof DeviceEntryInput; label: string; description: string; mask?: string }[] = [
    { name: 'articleNumber', label: t`Article number`, description: t`Six digits, for example 142.270`, mask: ARTICLE_NUMBER_MASK },
    { name: 'serialNumber', label: t`Serial number`, description: t`Ten digits`, mask: SERIAL_NUMBER_MASK },
    { name: 'inventoryNumber', label: t`Inventory number (optional)`, description: t`Your own name or number for the device` },
  ];

  const submit = form.handleSubmit(async (entry) => {
    if (await onAdd(entry)) form.reset(EMPTY);
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t`Add a device`}>
      <div className={styles.fields}>
        {fields.map(({ name, label, description, mask }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <TextField
                label={label}
                description={description}
                mask={mask}
                isRequired={mask !== undefined}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                autoComplete="off"
                errorMessage={messageFor(errors[name]?.message)}
              />
            )}
          />
        ))}
      </div>
      <div role="alert" className={problems.length > 0 && submitCount > 0 ? styles.formErrors : undefined}>
        {problems.length > 0 && submitCount > 0 ? (
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <Button type="submit" isDisabled={isChecking || !hydrated}>
        {isChecking ? t`Checking…` : t`Add device`}
      </Button>
    </form>
  );
}
