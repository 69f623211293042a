/** Placeholder until the block is built (issue 6). */
export function VideoLightboxBlock() {
  return <section aria-hidden="true" />;
}
