/** Placeholder until the block is built (issue 6). */
export function VideoPromotionBoxBlock() {
  return <section aria-hidden="true" />;
}
