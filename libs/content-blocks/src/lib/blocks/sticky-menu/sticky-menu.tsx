/** Placeholder until the block is built (issue 6). */
export function StickyMenuBlock() {
  return <section aria-hidden="true" />;
}
