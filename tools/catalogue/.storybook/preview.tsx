import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { themeToCssVariables, type BrandConfig } from '@mbw/brand';
import { SiteProvider, ToastRegion } from '@mbw/ui';
// The site's own base stylesheet, so components look as they do on the site (CSS, not a code edge).
// eslint-disable-next-line @nx/enforce-module-boundaries
import '../../../apps/site/app/styles/global.css';

// The real brand configs and the site's catalogs, so the catalogue shows what the brands ship.
const brandModules = import.meta.glob<{ default: BrandConfig }>('../../../apps/*/brand.config.ts', { eager: true });
const brands = Object.fromEntries(Object.values(brandModules).map((module) => [module.default.id, module.default]));
const catalogModules = import.meta.glob<{ messages: Messages }>('../../../apps/site/app/locales/*.po', { eager: true });
const catalogs = Object.fromEntries(
  Object.entries(catalogModules).map(([file, module]) => [/([a-z]{2})\.po$/.exec(file)?.[1] ?? 'en', module.messages]),
);

/** What every story is wrapped in: the page's providers, themed and translated per the toolbar. */
function CatalogueFrame({ globals, children }: { globals: Record<string, unknown>; children: ReactNode }) {
  const brand = brands[globals['brand'] as string] ?? brands['technologies']!;
  const locale = (globals['locale'] as string) ?? 'en';
  const direction = (globals['direction'] as string) ?? 'ltr';
  const i18n = useMemo(() => setupI18n({ locale, messages: { [locale]: catalogs[locale] ?? {} } }), [locale]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeToCssVariables(brand.theme))) root.style.setProperty(name, value);
    root.lang = locale;
    root.dir = direction;
  }, [brand, locale, direction]);
  return (
    <MemoryRouter>
      <I18nProvider i18n={i18n}>
        <SiteProvider
          value={{ language: locale, itemPath: '/', brand: { id: brand.id, displayName: brand.displayName, logo: brand.logo } }}
        >
          <main style={{ padding: '1.5rem' }}>{children}</main>
          <ToastRegion />
        </SiteProvider>
      </I18nProvider>
    </MemoryRouter>
  );
}

const withSite: Decorator = (Story, context) => (
  <CatalogueFrame globals={context.globals}>
    <Story />
  </CatalogueFrame>
);

const preview: Preview = {
  decorators: [withSite],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: ['group', 'technologies', 'sensor', 'welding-tools'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: ['en', 'de', 'fr', 'it'], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'technologies', locale: 'en', direction: 'ltr' },
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
