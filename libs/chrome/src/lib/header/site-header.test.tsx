import { screen, within } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { isCurrentSection, visibleMenuItems } from './menu-types';
import { SiteHeader } from './site-header';

const fields = {
  MenuItems: [
    { Name: 'Products', LinkedItem: { url: '/products' } },
    { Name: 'Company', LinkedItem: { url: '/company' }, Level3Items: [{ Name: 'History', LinkedItem: { url: '/company/history' } }] },
    { Name: '', LinkedItem: { url: '/broken' } },
    { Name: 'No link' },
  ],
};

describe('SiteHeader', () => {
  it('links the logo to the language home and shows the main tabs in the page language', () => {
    renderWithSite(<SiteHeader fields={fields} />, { site: { language: 'de-CH', itemPath: '/company/history' } });
    expect(screen.getByRole('link', { name: 'Kestrel Test home page' })).toHaveAttribute('href', '/de-CH/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const tabs = within(main).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Products', '/de-CH/products'],
      ['Company', '/de-CH/company'],
    ]);
    expect(within(main).getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('links this page in every site language', () => {
    renderWithSite(<SiteHeader fields={{}} />, { site: { language: 'fr', itemPath: '/news' } });
    const languages = screen.getByRole('navigation', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/news');
    expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});

describe('menu rules', () => {
  it('skips items without a name or link', () => {
    expect(visibleMenuItems(fields.MenuItems).map((item) => item.Name)).toEqual(['Products', 'Company']);
    expect(visibleMenuItems('garbage')).toEqual([]);
  });

  it('marks the section of the current page', () => {
    expect(isCurrentSection('/company', '/company/history')).toBe(true);
    expect(isCurrentSection('/company', '/companyx')).toBe(false);
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/', '/news')).toBe(false);
  });
});
