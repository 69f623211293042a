import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteData } from '@mbw/api-clients';
import { renderWithSite } from '@mbw/ui/testing';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockProps, ComponentMap } from '../../placeholder/component-map';
import { ComponentMapProvider, Placeholder } from '../../placeholder/placeholder';
import { StickyMenuBlock } from './sticky-menu';

function Section({ fields }: BlockProps<{ heading?: { value: string } }>) {
  return (
    <div>
      <h2>{fields.heading?.value}</h2>
      <p>Section text</p>
    </div>
  );
}
const map: ComponentMap = { StickyMenu: { component: StickyMenuBlock }, Section: { component: Section } };

function page(titles: string[]): RouteData {
  return {
    name: 'page',
    placeholders: {
      'jss-main': [
        { uid: 'menu', componentName: 'StickyMenu' },
        ...titles.map((title, index) => ({
          uid: `s${index}`,
          componentName: 'Section',
          params: { StickyMenuTitle: title },
          fields: { heading: { value: `${title} heading` } },
        })),
      ],
    },
  };
}

const TITLES = ['Overview', 'Applications', 'How it works', 'Service', 'Service', 'Sustainability', 'Contact'];

function renderPage(route: RouteData) {
  return renderWithSite(
    <ComponentMapProvider map={map}>
      <main>
        <h1>Hot-air welding</h1>
        <Placeholder name="jss-main" rendering={route} />
      </main>
    </ComponentMapProvider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'On this page' });
const inlineList = () => within(nav()).getAllByRole('list')[0]!;

describe('StickyMenuBlock', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => vi.restoreAllMocks());

  it('links every section of the page once, in the server HTML, with anchors before the sections', () => {
    const { container } = renderPage(page(TITLES));
    const links = within(inlineList()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '#overview'],
      ['Applications', '#applications'],
      ['How it works', '#how-it-works'],
      ['Service', '#service'],
      ['Sustainability', '#sustainability'],
      ['Contact', '#contact'],
    ]);
    for (const link of links) expect(container.querySelector(link.getAttribute('href')!)).not.toBeNull();
    // The first five are in the bar on desktop, three on tablets, none on phones (CSS decides).
    expect(links.map((link) => link.parentElement!.dataset['on'])).toEqual([
      'desktop tablet',
      'desktop tablet',
      'desktop tablet',
      'desktop',
      'desktop',
      '',
    ]);
  });

  it('scrolls to a section, updates the hash, marks it current and focuses its heading', async () => {
    const user = userEvent.setup();
    renderPage(page(TITLES));
    const link = within(inlineList()).getByRole('link', { name: 'How it works' });
    await user.click(link);
    const anchor = document.getElementById('how-it-works')!;
    expect(anchor.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(window.location.hash).toBe('#how-it-works');
    expect(link).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('heading', { name: 'How it works heading' })).toHaveFocus();
  });

  it('jumps without animation under prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    const user = userEvent.setup();
    renderPage(page(TITLES));
    await user.click(within(inlineList()).getByRole('link', { name: 'Contact' }));
    expect(document.getElementById('contact')!.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    vi.unstubAllGlobals();
  });

  it('opens "More" by keyboard; Escape closes it and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderPage(page(TITLES));
    const more = within(nav()).getByRole('button', { name: /^More/ });
    const menu = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getAllByRole('link')[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('follows a link in "More" and closes it; a click outside closes it too', async () => {
    const user = userEvent.setup();
    renderPage(page(TITLES));
    const more = within(nav()).getByRole('button', { name: /^More/ });
    await user.click(more);
    const menu = document.getElementById(more.getAttribute('aria-controls')!)!;
    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(window.location.hash).toBe('#contact');
    await user.click(more);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes back to the top with Top and focuses the page heading', async () => {
    const user = userEvent.setup();
    renderPage(page(TITLES));
    await user.click(within(inlineList()).getByRole('link', { name: 'Service' }));
    await user.click(within(nav()).getByRole('button', { name: 'Top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('lists the sections of the route it is given: a new language is a new list', async () => {
    const routes = { en: page(['Overview', 'Service']), de: page(['Überblick', 'Kontakt']) };
    function LanguageSwitch() {
      const [language, setLanguage] = useState<'en' | 'de'>('en');
      return (
        <ComponentMapProvider map={map}>
          <button type="button" onClick={() => setLanguage('de')}>
            Deutsch
          </button>
          <Placeholder name="jss-main" rendering={routes[language]} />
        </ComponentMapProvider>
      );
    }
    renderWithSite(<LanguageSwitch />);
    expect(
      within(inlineList())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Service']);
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(
      within(inlineList())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Überblick', 'Kontakt']);
  });

  it('renders an empty shell on a page without sections', () => {
    const { container } = renderPage(page([]));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('section[aria-hidden="true"]')).toBeEmptyDOMElement();
    const alone = renderWithSite(<StickyMenuBlock rendering={{ componentName: 'StickyMenu' }} params={{}} fields={{}} />);
    expect(alone.container.querySelector('section')).toBeEmptyDOMElement();
  });
});
