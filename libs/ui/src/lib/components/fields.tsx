import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Checkbox as AriaCheckbox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  Select as AriaSelect,
  SelectValue,
  Text,
  TextField as AriaTextField,
  type Key,
} from 'react-aria-components';
import { applyMask, isMaskComplete } from '@mbw/util';
import styles from './fields.module.css';
import { Icon } from './icon';

export interface TextFieldProps {
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  description?: string;
  /** Shown under the field when set (server or form validation). */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  type?: 'text' | 'email' | 'tel' | 'search' | 'url';
  name?: string;
  autoComplete?: string;
  /**
   * An input mask such as `999.999` (9 = digit): typed digits fill it, unfilled positions show
   * dashes, and the field is invalid until every position is filled (spec account §5).
   */
  mask?: string;
  /** Message when a masked value is incomplete. */
  incompleteMessage?: string;
  /** The input element (a form library moves focus to the first invalid field). */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * The next value of a masked field after an edit. Deleting a dash or a literal (Backspace at the
 * end of '123.4--') takes the last digit with it, else the mask would put the dash straight back;
 * a field without digits is empty (its placeholder shows the mask).
 */
export function nextMaskedValue(previous: string, typed: string, mask: string): string {
  const digits = (value: string) => value.replace(/\D/g, '');
  let next = digits(typed);
  if (typed.length < previous.length && next === digits(previous)) next = next.slice(0, -1);
  return next === '' ? '' : applyMask(next, mask);
}

/** A labelled text input with description and error, optionally masked. */
export function TextField({
  label,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  mask,
  incompleteMessage,
  inputRef,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const masked = mask && value !== undefined && value !== '' ? applyMask(value, mask) : value;
  const incomplete = mask && value !== undefined && value.replace(/\D/g, '') !== '' && !isMaskComplete(masked ?? '', mask);
  const error = errorMessage ?? (incomplete ? incompleteMessage : undefined);
  return (
    <AriaTextField
      className={styles.field}
      value={masked}
      defaultValue={defaultValue}
      onChange={mask && onChange ? (next) => onChange(nextMaskedValue(masked ?? '', next, mask)) : onChange}
      isInvalid={!!error}
      type={type}
      {...rest}
    >
      <Label className={styles.label}>{label}</Label>
      <Input
        ref={inputRef}
        className={styles.input}
        inputMode={mask ? 'numeric' : undefined}
        placeholder={mask ? applyMask('', mask) : undefined}
      />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </AriaTextField>
  );
}

export interface CheckboxProps {
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  name?: string;
  value?: string;
}

export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox className={styles.choice} {...rest}>
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected ? <Icon name="check" size={16} /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface RadioGroupProps {
  label: string;
  options: Array<{ value: string; label: ReactNode; isDisabled?: boolean }>;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  name?: string;
}

/** Radios in a labelled group; arrow keys move the selection (react-aria). */
export function RadioGroup({ label, options, ...rest }: RadioGroupProps) {
  return (
    <AriaRadioGroup className={styles.group} {...rest}>
      <Label className={styles.label}>{label}</Label>
      {options.map((option) => (
        <AriaRadio key={option.value} value={option.value} isDisabled={option.isDisabled} className={`${styles.choice} ${styles.radio}`}>
          <span className={styles.box} aria-hidden="true" />
          {option.label}
        </AriaRadio>
      ))}
    </AriaRadioGroup>
  );
}

export interface SelectProps {
  label: string;
  options: Array<{ value: string; label: string }>;
  selectedKey?: string | null;
  defaultSelectedKey?: string;
  onSelectionChange?: (value: string) => void;
  placeholder?: string;
  name?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Shown under the field when set (form validation); the field is then invalid. */
  errorMessage?: string;
}

/** A dropdown (listbox popup, type-ahead, arrow keys); the list scrolls beyond 130 px (spec account §9). */
export function Select({ label, options, onSelectionChange, errorMessage, ...rest }: SelectProps) {
  return (
    <AriaSelect
      className={styles.field}
      onSelectionChange={onSelectionChange ? (key: Key | null) => key !== null && onSelectionChange(String(key)) : undefined}
      isInvalid={!!errorMessage}
      {...rest}
    >
      <Label className={styles.label}>{label}</Label>
      <AriaButton className={styles.selectButton}>
        <SelectValue />
        <Icon name="chevron-down" />
      </AriaButton>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listBox}>
          {options.map((option) => (
            <ListBoxItem key={option.value} id={option.value} className={styles.option}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaSelect>
  );
}
