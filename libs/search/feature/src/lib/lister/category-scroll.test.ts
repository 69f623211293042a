import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACETS_ATTRIBUTE, RESULTS_HEAD_ATTRIBUTE, scrollToFacets } from './category-scroll';

function listerAt(facetsTop: number, headTop: number): HTMLElement {
  const lister = document.createElement('section');
  const facets = document.createElement('div');
  facets.setAttribute(FACETS_ATTRIBUTE, '');
  facets.tabIndex = -1;
  const head = document.createElement('div');
  head.setAttribute(RESULTS_HEAD_ATTRIBUTE, '');
  lister.append(head, facets);
  document.body.append(lister);
  vi.spyOn(facets, 'getBoundingClientRect').mockReturnValue({ top: facetsTop } as DOMRect);
  vi.spyOn(head, 'getBoundingClientRect').mockReturnValue({ top: headTop } as DOMRect);
  return lister;
}

describe('scrollToFacets (spec discovery §4)', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('desktop: scrolls smoothly to 70 px above the facets and moves focus into them', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200);
    const lister = listerAt(900, 400);
    scrollToFacets(lister, { desktop: true, reducedMotion: false });
    expect(scrollTo).toHaveBeenCalledWith({ top: 1030, behavior: 'smooth' });
    expect(document.activeElement).toBe(lister.querySelector(`[${FACETS_ATTRIBUTE}]`));
  });

  it('mobile: scrolls to the results’ head (the Filters button) with no offset, focus stays', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200);
    const lister = listerAt(900, 400);
    scrollToFacets(lister, { desktop: false, reducedMotion: false });
    expect(scrollTo).toHaveBeenCalledWith({ top: 600, behavior: 'smooth' });
    expect(document.activeElement).toBe(document.body);
  });

  it('reduced motion: jumps instead of gliding', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToFacets(listerAt(500, 100), { desktop: true, reducedMotion: true });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });
});
