import type { ComponentRendering, RouteData } from '@mbw/api-clients';
import { describe, expect, it } from 'vitest';
import {
  STICKY_MENU_SCROLL_THRESHOLD_PX,
  belowLineMargin,
  collectStickyMenuSections,
  currentStickyMenuSection,
  nextStickyMenuScroll,
  splitStickyMenu,
  stickyMenuMoreWidths,
  stickyMenuPlacement,
  stickyMenuTitle,
} from './sticky-menu';

const section = (uid: string, title?: string, placeholders?: ComponentRendering['placeholders']): ComponentRendering => ({
  uid,
  componentName: 'RichText',
  ...(title === undefined ? {} : { params: { StickyMenuTitle: title } }),
  ...(placeholders ? { placeholders } : {}),
});

describe('collectStickyMenuSections', () => {
  it('lists titled renderings in document order, through nested placeholders, a parent before its children', () => {
    const nested = section('n1', 'Nested');
    const route: RouteData = {
      name: 'page',
      placeholders: {
        'jss-header': [section('h', '')],
        'jss-main': [
          { uid: 'menu', componentName: 'StickyMenu' },
          section('a', 'Overview'),
          section('b', 'Columns', { 'column-left': [nested], 'column-right': [section('n2', 'Right side')] }),
          section('c'),
          section('d', '  Service   and   repair '),
        ],
      },
    };
    const { sections, anchorFor } = collectStickyMenuSections(route);
    expect(sections).toEqual([
      { id: 'overview', title: 'Overview' },
      { id: 'columns', title: 'Columns' },
      { id: 'nested', title: 'Nested' },
      { id: 'right-side', title: 'Right side' },
      { id: 'service-and-repair', title: 'Service and repair' },
    ]);
    expect(anchorFor(nested)).toBe('nested');
    expect(anchorFor(route.placeholders['jss-main']![0]!)).toBeUndefined();
  });

  it('keeps one section per title (case and spacing aside) and unique ids for titles that sanitise alike', () => {
    const first = section('s1', 'Service');
    const again = section('s2', 'service ');
    const route = {
      placeholders: {
        main: [first, again, section('s3', 'Service!'), section('s4', 'Über uns'), section('s5', '???'), section('s6', '2025')],
      },
    };
    const { sections, anchorFor } = collectStickyMenuSections(route);
    expect(sections).toEqual([
      { id: 'service', title: 'Service' },
      { id: 'service-2', title: 'Service!' },
      { id: 'uber-uns', title: 'Über uns' },
      { id: 'section', title: '???' },
      { id: 'a-2025', title: '2025' },
    ]);
    expect(anchorFor(first)).toBe('service');
    expect(anchorFor(again)).toBeUndefined();
  });

  it('is empty for a page without titled sections or without placeholders, and derives afresh per route', () => {
    expect(collectStickyMenuSections({ placeholders: { main: [section('x')] } }).sections).toEqual([]);
    expect(collectStickyMenuSections({}).sections).toEqual([]);
    // A language switch is a new route: its titles, nothing left over from the previous one.
    const en = collectStickyMenuSections({ placeholders: { main: [section('a', 'Overview')] } });
    const de = collectStickyMenuSections({ placeholders: { main: [section('a', 'Überblick')] } });
    expect(en.sections.map((entry) => entry.title)).toEqual(['Overview']);
    expect(de.sections.map((entry) => entry.title)).toEqual(['Überblick']);
  });

  it('reads the title from the StickyMenuTitle param only', () => {
    expect(stickyMenuTitle(section('a', ' Contact '))).toBe('Contact');
    expect(stickyMenuTitle({ componentName: 'X', params: { Title: 'No' } })).toBe('');
  });
});

describe('inline links and "More"', () => {
  const sections = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('splits after the number of inline links', () => {
    expect(splitStickyMenu(sections, 5)).toEqual({ inline: ['a', 'b', 'c', 'd', 'e'], more: ['f', 'g'] });
    expect(splitStickyMenu(sections, 3).more).toEqual(['d', 'e', 'f', 'g']);
    expect(splitStickyMenu(sections, 0)).toEqual({ inline: [], more: sections });
    expect(splitStickyMenu(['a'], 5)).toEqual({ inline: ['a'], more: [] });
  });

  it('shows 5 links on desktop, 3 on tablets and none below 640 px; the rest are in "More"', () => {
    expect(stickyMenuPlacement(0)).toEqual({ inline: ['desktop', 'tablet'], more: ['mobile'] });
    expect(stickyMenuPlacement(3)).toEqual({ inline: ['desktop'], more: ['tablet', 'mobile'] });
    expect(stickyMenuPlacement(5)).toEqual({ inline: [], more: ['desktop', 'tablet', 'mobile'] });
  });

  it('shows "More" only where it has entries', () => {
    expect(stickyMenuMoreWidths(2)).toEqual(['mobile']);
    expect(stickyMenuMoreWidths(4)).toEqual(['tablet', 'mobile']);
    expect(stickyMenuMoreWidths(6)).toEqual(['desktop', 'tablet', 'mobile']);
  });
});

describe('nextStickyMenuScroll (below 640 px)', () => {
  const shown = { hidden: false, lastY: 400 };

  it('hides on a scroll down of more than 5 px and shows on a scroll up of more than 5 px', () => {
    expect(STICKY_MENU_SCROLL_THRESHOLD_PX).toBe(5);
    const down = nextStickyMenuScroll(shown, { currentY: 406, stuck: true });
    expect(down).toEqual({ hidden: true, lastY: 406 });
    expect(nextStickyMenuScroll(down, { currentY: 400, stuck: true })).toEqual({ hidden: false, lastY: 400 });
  });

  it('ignores moves of 5 px or less but adds them up from the last reference point', () => {
    expect(nextStickyMenuScroll(shown, { currentY: 405, stuck: true })).toBe(shown);
    expect(nextStickyMenuScroll(shown, { currentY: 395, stuck: true })).toBe(shown);
    expect(nextStickyMenuScroll(shown, { currentY: 409, stuck: true })).toEqual({ hidden: true, lastY: 409 });
  });

  it('never hides before the bar is stuck, and shows near the top', () => {
    expect(nextStickyMenuScroll(shown, { currentY: 600, stuck: false })).toEqual({ hidden: false, lastY: 600 });
    expect(nextStickyMenuScroll({ hidden: true, lastY: 40 }, { currentY: 3, stuck: true })).toEqual({ hidden: false, lastY: 3 });
  });
});

describe('currentStickyMenuSection', () => {
  const view = { line: 180, viewportHeight: 900, atBottom: false };
  const positions = [
    { id: 'a', top: -500 },
    { id: 'b', top: 150 },
    { id: 'c', top: 600 },
  ];

  it('is the last section whose anchor reached the line under the bar; none above the first', () => {
    expect(currentStickyMenuSection(positions, view)).toBe('b');
    expect(currentStickyMenuSection(positions, { ...view, line: 100 })).toBe('a');
    expect(currentStickyMenuSection([{ id: 'a', top: 400 }], view)).toBeNull();
  });

  it('is the last section in view at the end of the page', () => {
    expect(currentStickyMenuSection(positions, { ...view, atBottom: true })).toBe('c');
    expect(currentStickyMenuSection([...positions, { id: 'd', top: 1200 }], { ...view, atBottom: true })).toBe('c');
  });

  it('watches the part of the view below the line', () => {
    expect(belowLineMargin(180.4)).toBe('-180px 0px 0px 0px');
    expect(belowLineMargin(-3)).toBe('-0px 0px 0px 0px');
  });
});
