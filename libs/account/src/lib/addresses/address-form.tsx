import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import * as v from 'valibot';
import {
  AccountCallError,
  addressFormDefaults,
  addressFormSchema,
  provincesOf,
  toAddressInput,
  type Address,
  type AddressFieldIssue,
  type AddressFormInput,
  type AddressFormValues,
  type AddressInput,
  type Countries,
} from '@mbw/account-data-access';
import { Button, Checkbox, Select, TextField } from '@mbw/ui';
import styles from './address-book.module.css';

import { FIELD_ORDER, SERVER_ISSUE, fieldControlSelector, type FieldName } from './address-form-fields';

const serverErrors = v.looseObject({ errors: v.record(v.string(), v.unknown()) });

export interface AddressFormProps {
  countries: Countries;
  /** The address being edited; a new one without. */
  address?: Address;
  /** Sends the address (create or update); rejects with the API's error. */
  onSubmit: (input: AddressInput) => Promise<unknown>;
  onCancel: () => void;
}

/** The text of a validation issue (spec account §5; the first two are the CMS keys 'First name required…' and 'Company name required…'). */
function useIssueText() {
  const { t } = useLingui();
  return (issue: string | undefined): string | undefined => {
    if (!issue) return undefined;
    const texts: Record<AddressFieldIssue | 'server', string> = {
      'first-name-required': t`Please enter your first name.`,
      'last-name-required': t`Please enter your last name.`,
      'company-required': t`Please enter the company name for a business address.`,
      'address1-required': t`Please enter the street and number.`,
      'zip-required': t`Please enter the postal code.`,
      'city-required': t`Please enter the city.`,
      'country-required': t`Please choose a country.`,
      'too-long': t`Please shorten this entry to 200 characters or fewer.`,
      server: t`Please check this entry.`,
    };
    return texts[issue as AddressFieldIssue | 'server'] ?? texts.server;
  };
}

/**
 * Create or edit an address (react-hook-form + the valibot schema of the API file, spec account
 * §5): the company field only with the business toggle, the province select only for a country
 * with provinces (reset when the country changes); errors show beside their fields and are
 * announced together above the buttons, the first invalid field takes focus; the API's 400 field
 * errors show the same way.
 */
export function AddressForm({ countries, address, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState(false);
  const { control, handleSubmit, setValue, setError, formState } = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: valibotResolver(addressFormSchema),
    defaultValues: addressFormDefaults(address),
    shouldFocusError: false,
  });
  const isBusiness = useWatch({ control, name: 'isBusiness' });
  const countryCode = useWatch({ control, name: 'countryCode' });
  const provinces = provincesOf(countries, countryCode);

  const focusFirstError = (errors: FieldErrors<AddressFormInput>) => {
    const first = FIELD_ORDER.find((name) => errors[name]);
    const element = first ? formRef.current?.querySelector<HTMLElement>(fieldControlSelector(first)) : null;
    element?.focus();
  };

  // handleSubmit runs in the submit event (not during render): its callbacks reach the form element.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      async (values) => {
        setFailure(false);
        try {
          await onSubmit(toAddressInput(values));
        } catch (error) {
          const fieldErrors = error instanceof AccountCallError && error.status === 400 ? v.safeParse(serverErrors, error.body) : null;
          const named = fieldErrors?.success
            ? Object.keys(fieldErrors.output.errors).filter((name): name is FieldName => (FIELD_ORDER as string[]).includes(name))
            : [];
          if (named.length === 0) {
            setFailure(true);
            return;
          }
          for (const name of named) setError(name, { type: SERVER_ISSUE, message: SERVER_ISSUE });
          focusFirstError(Object.fromEntries(named.map((name) => [name, { type: SERVER_ISSUE }])));
        }
      },
      (errors) => focusFirstError(errors),
    )(event);

  const errorOf = (name: FieldName) => issueText(formState.errors[name]?.message);
  const summary = FIELD_ORDER.map((name) => errorOf(name)).filter((message): message is string => message !== undefined);

  const text = (name: FieldName, label: string, options: { required?: boolean; autoComplete?: string; type?: 'tel' } = {}) => (
    <div data-field={name}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <TextField
            label={label}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            isRequired={options.required}
            autoComplete={options.autoComplete}
            type={options.type}
            errorMessage={errorOf(name)}
          />
        )}
      />
    </div>
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={address ? t`Edit address` : t`New address`}
    >
      <Controller
        control={control}
        name="isBusiness"
        render={({ field }) => (
          <Checkbox name={field.name} isSelected={field.value} onChange={field.onChange}>
            <Trans>This is a business address</Trans>
          </Checkbox>
        )}
      />
      {isBusiness ? text('company', t`Company`, { required: true, autoComplete: 'organization' }) : null}
      <div className={styles.pair}>
        {text('firstName', t`First name`, { required: true, autoComplete: 'given-name' })}
        {text('lastName', t`Last name`, { required: true, autoComplete: 'family-name' })}
      </div>
      {text('phone', t`Phone (optional)`, { autoComplete: 'tel', type: 'tel' })}
      {text('address1', t`Street and number`, { required: true, autoComplete: 'address-line1' })}
      {text('address2', t`Address line 2 (optional)`, { autoComplete: 'address-line2' })}
      <div className={styles.pair}>
        {text('zip', t`Postal code`, { required: true, autoComplete: 'postal-code' })}
        {text('city', t`City`, { required: true, autoComplete: 'address-level2' })}
      </div>
      <div data-field="countryCode">
        <Controller
          control={control}
          name="countryCode"
          render={({ field }) => (
            <Select
              label={t`Country`}
              name={field.name}
              isRequired
              placeholder={t`Choose a country`}
              options={countries.countries}
              selectedKey={field.value || null}
              onSelectionChange={(value) => {
                if (value === field.value) return;
                field.onChange(value);
                // A province belongs to one country (spec account §5).
                setValue('provinceCode', '');
              }}
              errorMessage={errorOf('countryCode')}
            />
          )}
        />
      </div>
      {provinces.length > 0 ? (
        <div data-field="provinceCode">
          <Controller
            control={control}
            name="provinceCode"
            render={({ field }) => (
              <Select
                label={t`Province (optional)`}
                name={field.name}
                placeholder={t`Choose a province`}
                options={provinces.map((province) => ({ value: province.ProvinceCode, label: province.Name }))}
                selectedKey={field.value || null}
                onSelectionChange={field.onChange}
                errorMessage={errorOf('provinceCode')}
              />
            )}
          />
        </div>
      ) : null}

      <div role="alert" className={styles.summary}>
        {summary.length > 0 ? (
          <>
            <p>
              <Trans>Please correct the following:</Trans>
            </p>
            <ul>
              {summary.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          </>
        ) : failure ? (
          <p>
            <Trans>Something went wrong</Trans>
          </p>
        ) : null}
      </div>

      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={formState.isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isDisabled={formState.isSubmitting}>
          {formState.isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save address</Trans>}
        </Button>
      </div>
    </form>
  );
}
