import { linkValue } from '@mbw/api-clients';

/** `sizes` of a full-width box image (72rem at most) and of a half-width thumbnail. */
export const VIDEO_BOX_IMAGE_SIZES = '(min-width: 72rem) 72rem, 100vw';
export const VIDEO_THUMBNAIL_SIZES = '(min-width: 769px) 36rem, 100vw';

/** A video (or captions) file's URL from a file field (`value.src`) or a link field (`value.href`); null without one. */
export function videoSource(field: unknown): string | null {
  const value = (field as { value?: { src?: unknown } } | undefined)?.value;
  if (value && typeof value.src === 'string' && value.src) return value.src;
  return linkValue(field)?.href ?? null;
}

/** The language of a captions track from the page language: 'de-CH' → 'de'. */
export function captionsLanguage(pageLanguage: string): string {
  return (pageLanguage.split('-')[0] || 'en').toLowerCase();
}

/**
 * The captions track's label, the language's own name ('Deutsch', 'Français'), which players show
 * in their captions menu; the language code when the runtime has no names.
 */
export function captionsLabel(language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language);
    if (name) return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    // An invalid language tag: fall through to the code.
  }
  return language;
}

/**
 * Whether a background video should be playing (WCAG 2.2.2): never after the visitor paused it,
 * never on its own under prefers-reduced-motion (the visitor can still press play), and only while
 * it is on screen (no work for a video nobody sees).
 */
export function backgroundVideoShouldPlay(input: {
  reducedMotion: boolean;
  pausedByUser: boolean;
  playedByUser: boolean;
  inView: boolean;
}): boolean {
  if (!input.inView || input.pausedByUser) return false;
  return input.playedByUser || !input.reducedMotion;
}
