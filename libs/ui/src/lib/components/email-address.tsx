import { Fragment } from 'react';

/**
 * The pieces an e-mail address may wrap between: before the '@' and before each dot, so a
 * narrow card shows "jonas.weber / @example.com", never "jonas.weber@example.c / om".
 */
export function emailSegments(address: string): string[] {
  return address.split(/(?=[@.])/).filter(Boolean);
}

/**
 * An e-mail address as text that wraps only at sensible points (a <wbr> before '@' and dots).
 * The text itself is unchanged (copying it, and a link's accessible name, see the whole address).
 * Pair with `overflow-wrap: break-word`, which breaks inside a piece only when that piece alone is
 * wider than its box.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <>
      {emailSegments(address).map((segment, index) => (
        // Pieces repeat (".", ".com"), and their order never changes: the index is the identity.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {segment}
        </Fragment>
      ))}
    </>
  );
}
