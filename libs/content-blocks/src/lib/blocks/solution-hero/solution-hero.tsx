/** Placeholder until the block is built (issue 6). */
export function SolutionHeroBlock() {
  return <section aria-hidden="true" />;
}
