import { describe, expect, it } from 'vitest';
import { backgroundVideoShouldPlay, captionsLabel, captionsLanguage, videoSource } from './video';

describe('videoSource', () => {
  it('reads a file field, else a link field', () => {
    expect(videoSource({ value: { src: '/-/media/a.webm' } })).toBe('/-/media/a.webm');
    expect(videoSource({ value: { href: '/-/media/a.mp4' } })).toBe('/-/media/a.mp4');
    expect(videoSource({ value: { src: '' } })).toBeNull();
    expect(videoSource(undefined)).toBeNull();
  });
});

describe('captions', () => {
  it('takes the base language of the page and names it in that language', () => {
    expect(captionsLanguage('de-CH')).toBe('de');
    expect(captionsLanguage('')).toBe('en');
    expect(captionsLabel('en')).toBe('English');
    expect(captionsLabel('de')).toBe('Deutsch');
    expect(captionsLabel('fr')).toBe('Français');
    expect(captionsLabel('it')).toBe('Italiano');
    expect(captionsLabel('not a tag!')).toBe('not a tag!');
  });
});

describe('backgroundVideoShouldPlay (WCAG 2.2.2)', () => {
  const base = { reducedMotion: false, pausedByUser: false, playedByUser: false, inView: true };

  it('plays on its own only without reduced motion, and only in view', () => {
    expect(backgroundVideoShouldPlay(base)).toBe(true);
    expect(backgroundVideoShouldPlay({ ...base, reducedMotion: true })).toBe(false);
    expect(backgroundVideoShouldPlay({ ...base, inView: false })).toBe(false);
  });

  it('follows the visitor: paused stays paused, play plays even under reduced motion', () => {
    expect(backgroundVideoShouldPlay({ ...base, pausedByUser: true })).toBe(false);
    expect(backgroundVideoShouldPlay({ ...base, reducedMotion: true, playedByUser: true })).toBe(true);
    expect(backgroundVideoShouldPlay({ ...base, reducedMotion: true, playedByUser: true, inView: false })).toBe(false);
  });
});
