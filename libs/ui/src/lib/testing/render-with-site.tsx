import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SiteProvider, type SiteContextValue } from '../site-context';

export const testSite: SiteContextValue = {
  language: 'en',
  itemPath: '/',
  brand: { id: 'technologies', displayName: 'Kestrel Test', logo: { src: '/logo.svg', width: 160, height: 40 } },
};

/**
 * Renders with what every page has: a router, a query client, Lingui (source-language messages
 * unless given) and the site context.
 */
export function renderWithSite(
  ui: ReactNode,
  options: { site?: Partial<SiteContextValue>; messages?: Record<string, string>; path?: string } = {},
) {
  const site = { ...testSite, ...options.site };
  const i18n = setupI18n({
    locale: site.language.split('-')[0],
    messages: { [site.language.split('-')[0] ?? 'en']: options.messages ?? {} },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <SiteProvider value={site}>{ui}</SiteProvider>
        </I18nProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
