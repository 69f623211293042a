/** Placeholder until the block is built (issue 6). */
export function SolutionCardsGalleryBlock() {
  return <section aria-hidden="true" />;
}
