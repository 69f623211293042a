/** An element id derived from another (`{base}-{suffix}`), for aria-describedby links. */
export function suffixId(base: string, suffix: string): string {
  return [base, suffix].join('-');
}
