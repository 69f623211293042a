import { describe, expect, it } from 'vitest';
import {
  PAGE_HERO_BREADCRUMB_PX,
  PAGE_HERO_DESKTOP_ABOVE_PX,
  PAGE_HERO_MENU_HEIGHT_PX,
  PAGE_HERO_MENU_OFFSET_PX,
  pageHeroCustomProperties,
  pageHeroHeadingLevel,
} from './solution-hero';

describe('page hero spacing (spec §9)', () => {
  it('keeps the spec numbers: menus 168 and 112, +40 breadcrumb, offset 56, desktop above 960', () => {
    expect(PAGE_HERO_MENU_HEIGHT_PX).toEqual({ solution: 168, start: 112 });
    expect(PAGE_HERO_BREADCRUMB_PX).toBe(40);
    expect(PAGE_HERO_MENU_OFFSET_PX).toBe(56);
    expect(PAGE_HERO_DESKTOP_ABOVE_PX).toBe(960);
    // The solution menu is the start menu plus the offset row.
    expect(PAGE_HERO_MENU_HEIGHT_PX.solution - PAGE_HERO_MENU_HEIGHT_PX.start).toBe(PAGE_HERO_MENU_OFFSET_PX);
  });

  it('reserves the taller menu for the solution hero and the shorter one for the start page', () => {
    expect(pageHeroCustomProperties('solution')).toEqual({
      '--hero-menu-height': '112px',
      '--hero-menu-extra': '56px',
      '--hero-breadcrumb-height': '40px',
    });
    expect(pageHeroCustomProperties('start')).toEqual({
      '--hero-menu-height': '112px',
      '--hero-menu-extra': '0px',
      '--hero-breadcrumb-height': '40px',
    });
  });
});

describe('pageHeroHeadingLevel', () => {
  it('is the page h1 unless the rendering asks for level 2', () => {
    expect(pageHeroHeadingLevel({})).toBe(1);
    expect(pageHeroHeadingLevel({ HeadingLevel: '1' })).toBe(1);
    expect(pageHeroHeadingLevel({ HeadingLevel: ' 2 ' })).toBe(2);
    expect(pageHeroHeadingLevel({ HeadingLevel: '3' })).toBe(1);
  });
});
