/** Placeholder until the block is built (issue 6). */
export function StartPageHeroBlock() {
  return <section aria-hidden="true" />;
}
