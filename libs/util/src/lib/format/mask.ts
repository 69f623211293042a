/**
 * Input masks of the form `999.999`: `9` takes a digit, every other character is a literal.
 * Unfilled positions show a dash (spec account §5: "unfilled mask positions show dashes").
 */
export const ARTICLE_NUMBER_MASK = '999.999';
export const SERIAL_NUMBER_MASK = '9999999999';

/** The digits typed, laid into the mask: ('1234', '999.999') → '123.4--'. Extra digits are dropped. */
export function applyMask(input: string, mask: string): string {
  const digits = input.replace(/\D/g, '');
  let next = 0;
  let result = '';
  for (const slot of mask) {
    if (slot === '9') result += next < digits.length ? digits[next++] : '-';
    else result += slot;
  }
  return result;
}

/** Spec account §5: valid when it has the mask's length and no dash (every position filled). */
export function isMaskComplete(value: string, mask: string): boolean {
  return value.length === mask.length && !value.includes('-') && applyMask(value, mask) === value;
}
