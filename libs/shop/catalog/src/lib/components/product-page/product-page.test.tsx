import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteProvider } from '@mbw/ui';
import { renderWithSite, testSite } from '@mbw/ui/testing';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productPageView } from '../../rules/product-view';
import { SPEC_SYSTEM_STORAGE_KEY } from '../../rules/spec-system';
import { sampleMaster, sampleTechnicalTitles, sampleVariant } from '../../testing/product-fixtures';
import { shareProduct } from './product-actions';
import { ProductPage as LazyProductPage, preloadProductPage } from './lazy-product-page';
import { ProductPageContent as ProductPage } from './product-page';
import { ProductPageBlank, ProductPageError } from './product-page-states';

beforeEach(() => window.sessionStorage.clear());

const links = { dealer: '/sales-and-service-points', expert: '/contact/talk-to-an-expert', quote: '/contact/get-a-quote' };

function product(overrides: Parameters<typeof sampleMaster>[0] = {}) {
  const variant = sampleVariant();
  return productPageView({
    master: sampleMaster(overrides),
    variants: [variant, sampleVariant({ id: 100002, articleNumber: '142.271' })],
    variant,
    technicalTitles: sampleTechnicalTitles(),
    language: 'en',
  });
}

function renderPage(view = product()) {
  return renderWithSite(<ProductPage product={view} links={links} />);
}

describe('ProductPage in the server HTML', () => {
  it('has the title, selling points, every spec row and the hidden second abstract before any script runs', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    // Rendered as on the server, where there is no `window` (the sections below the fold render
    // there at once; in a browser they wait to hydrate: HydrateNearView).
    const browserWindow = globalThis.window;
    Reflect.set(globalThis, 'window', undefined);
    let html: string;
    try {
      html = renderToString(
        <MemoryRouter>
          <I18nProvider i18n={i18n}>
            <SiteProvider value={testSite}>
              <ProductPage product={product()} links={links} />
            </SiteProvider>
          </I18nProvider>
        </MemoryRouter>,
      );
    } finally {
      Reflect.set(globalThis, 'window', browserWindow);
    }
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelector('h1')?.textContent).toBe('CALORA S3');
    expect(html).toContain('Brushless fan motor for 10,000 hours of service life');
    const rows = [...document.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(7);
    expect(rows.filter((row) => row.hasAttribute('hidden'))).toHaveLength(2);
    expect(rows[2]?.textContent).toContain('40 – 640 °C');
    expect(html).toContain('Its electronics keep the set temperature constant');
    expect(document.querySelector('#details [hidden]')?.textContent).toContain('Its electronics');
    expect(document.querySelector('input[value="metric"]')).toHaveProperty('checked', true);
  });
});

describe('ProductPage', () => {
  it('renders the hero: title, selling points, the details link, the variant and the actions', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'CALORA S3' })).toBeInTheDocument();
    const usps = screen.getByRole('list', { name: 'Key benefits' });
    expect(within(usps).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Product details' })).toHaveAttribute('href', '#details');
    expect(document.getElementById('details')).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'CALORA S3: hot air under control' }),
    );
    expect(screen.getByText('142.270')).toBeInTheDocument();
    expect(screen.getByText('CALORA S3 230 V / CH plug, Standard')).toBeInTheDocument();
    expect(screen.getByText('1900 W', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('This product comes in 2 variants.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toMatch(
      /^\/en\/sales-and-service-points(\?solutions=|$)/,
    );
    expect(screen.getByRole('link', { name: 'Talk to an expert' }).getAttribute('href')).toMatch(
      /^\/en\/contact\/talk-to-an-expert\?product=CALORA\+S3&articleNumber=142\.270/,
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('offers a visitor with a favourite contact "Get a quote" instead of "Find a dealer" (spec product §2)', () => {
    renderWithSite(<ProductPage product={product()} links={links} favouriteContactId="{6F1D2C3A-0000-4000-8000-000000000002}" />);
    const quote = screen.getByRole('link', { name: 'Get a quote' });
    const url = new URL(quote.getAttribute('href')!, 'https://example.com');
    expect(url.pathname).toBe('/en/contact/get-a-quote');
    expect(url.searchParams.get('contactPoint')).toBe('{6F1D2C3A-0000-4000-8000-000000000002}');
    expect(url.searchParams.get('articleNumber')).toBe('142.270');
    expect(screen.queryByRole('link', { name: 'Find a dealer' })).toBeNull();
    cleanup();
    renderWithSite(<ProductPage product={product()} links={links} favouriteContactId="" />);
    expect(screen.getByRole('link', { name: 'Find a dealer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get a quote' })).toBeNull();
  });

  it('leads shop visitors to the variant’s demo devices and back (spec product §1, §2)', () => {
    renderWithSite(<ProductPage product={product()} links={links} demoDevices={{ count: 2, condition: null }} />);
    expect(screen.getByRole('link', { name: 'Also available as a demo device (2)' })).toHaveAttribute(
      'href',
      '/en/product/CALORA-S3/142-270?condition=used',
    );
    cleanup();
    renderWithSite(<ProductPage product={product()} links={links} demoDevices={{ count: 0, condition: 'used' }} />);
    expect(screen.getByRole('link', { name: 'Show the new device' })).toHaveAttribute('href', '/en/product/CALORA-S3/142-270');
    cleanup();
    // No shop (no demo devices given) or none in the store: no link.
    renderPage();
    expect(screen.queryByRole('link', { name: /demo device/ })).toBeNull();
  });

  it('keeps its headings in order', () => {
    renderPage();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('switches the main image with the thumbnails, by keyboard', async () => {
    const user = userEvent.setup();
    renderPage();
    const thumbnails = screen.getAllByRole('button', { name: /^Show (image|video) \d+ of 5/ });
    expect(thumbnails).toHaveLength(5);
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');
    const stage = document.getElementById(thumbnails[0]!.getAttribute('aria-controls')!)!;
    expect(within(stage).getByRole('img')).toHaveAttribute('alt', 'CALORA S3 230 V / CH plug, Standard');
    thumbnails[2]!.focus();
    await user.keyboard('{Enter}');
    expect(thumbnails[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'false');
    expect(within(stage).getByRole('img')).toHaveAttribute('alt', 'CALORA S3, side view');
    await user.tab();
    await user.keyboard(' ');
    expect(stage.querySelector('video source')).toHaveAttribute('src', '/-/media/product-demo.webm');
    expect(stage.querySelector('video')).toHaveTextContent('Your browser does not support HTML5 video.');
  });

  it('switches the specs between metric and imperial, by mouse and keyboard, and remembers the choice for the session', async () => {
    const user = userEvent.setup();
    renderPage();
    const temperature = () => screen.getByRole('row', { name: /Temperature/ });
    expect(temperature()).toHaveTextContent('40 – 640 °C');
    await user.click(screen.getByRole('radio', { name: 'Imperial' }));
    expect(temperature()).toHaveTextContent('104 – 1184 °F');
    expect(window.sessionStorage.getItem(SPEC_SYSTEM_STORAGE_KEY)).toBe('imperial');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked();
    expect(temperature()).toHaveTextContent('40 – 640 °C');
    expect(window.sessionStorage.getItem(SPEC_SYSTEM_STORAGE_KEY)).toBe('metric');
  });

  it('starts from the stored choice of the session', () => {
    window.sessionStorage.setItem(SPEC_SYSTEM_STORAGE_KEY, 'imperial');
    renderPage();
    expect(screen.getByRole('radio', { name: 'Imperial' })).toBeChecked();
    expect(screen.getByRole('row', { name: /Temperature/ })).toHaveTextContent('104 – 1184 °F');
  });

  it('shows the first 5 specs, then all, then 5 again', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    const toggle = screen.getByRole('button', { name: 'Show all (7)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getAllByRole('row')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });

  it('gives specs with a tooltip a focusable trigger that shows it', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.queryByRole('button', { name: 'Power' })).not.toBeInTheDocument();
    await user.tab();
    act(() => screen.getByRole('button', { name: 'Voltage' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Rated supply voltage of the device.');
  });

  it('lists the scope of delivery, linking only complete entries', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 3, name: 'Scope of delivery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 × CALORA S3 230 V / CH plug' })).toHaveAttribute('href', '/en/product/CALORA-S3/142-270');
    expect(screen.getByText('Calibration certificate').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Technical datasheet (PDF)' })).toHaveAttribute(
      'href',
      '/-/media/downloads/technical-datasheet-142-270.pdf',
    );
  });

  it('reveals the second abstract with read more and hides it with read less', async () => {
    const user = userEvent.setup();
    renderPage();
    const body = screen.getByText(/Its electronics keep/);
    expect(body).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(body).toBeVisible();
    const less = screen.getByRole('button', { name: 'Read less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(body).not.toBeVisible();
  });

  it('has no read more without a second abstract and a fallback heading without a title', () => {
    renderPage(product({ Description: { title: '', intro: 'Only an intro.', body: '' } }));
    expect(screen.getByRole('heading', { level: 2, name: 'Product details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('shows 9 applications, then all', async () => {
    const user = userEvent.setup();
    renderPage();
    const section = screen.getByRole('region', { name: 'Applications' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(9);
    await user.click(within(section).getByRole('button', { name: 'Show all (11)' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(11);
  });

  it('shows benefits as cards, or as a list when asked for bullets', () => {
    const { unmount } = renderPage();
    expect(screen.getByRole('heading', { level: 3, name: 'Energy-efficient' })).toBeInTheDocument();
    unmount();
    renderPage(
      product({
        benefits: { isBullet: true, data: [{ title: 'Robust', subTitle: '', description: 'Built to last.', img: '/-/media/x.svg' }] },
      }),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Robust' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Benefits' }).querySelector('img')).toBeNull();
  });

  it('shows compatible products in a carousel with descriptions cut at 120 characters', () => {
    renderPage();
    const carousel = screen.getByRole('region', { name: 'Compatible products' });
    const link = within(carousel).getByRole('link', { name: 'BLAZE PLUS' });
    expect(link).toHaveAttribute('href', '/en/product/BLAZE-PLUS');
    const description = within(carousel).getByText(/^The BLAZE PLUS heat gun/);
    expect(Array.from(description.textContent ?? '').length).toBeLessThanOrEqual(120);
    expect(description.textContent?.endsWith('…')).toBe(true);
  });

  it('leaves out sections without content', () => {
    renderPage(
      product({
        USP: [],
        benefits: { isBullet: false, data: [] },
        Applications: [],
        CompatibleProducts: [],
        technicalSpecs: { metric: [], imperial: [] },
        scopeOfDelivery: [],
      }),
    );
    expect(screen.queryByRole('list', { name: 'Key benefits' })).not.toBeInTheDocument();
    for (const name of ['Technical specifications', 'Benefits', 'Applications', 'Compatible products']) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    }
  });

  it('prints with window.print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('copies the link when the browser cannot share, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/en/product/CALORA-S3/142-270');
  });
});

describe('shareProduct', () => {
  const input = { title: 'CALORA S3', url: 'https://www.example.com/en/product/CALORA-S3/142-270' };

  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareProduct(input, { share, clipboard: { writeText } } as unknown as Navigator)).toBe('shared');
    expect(share).toHaveBeenCalledWith(input);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(Object.assign(new Error('closed'), { name: 'AbortError' }));
    expect(await shareProduct(input, { share } as unknown as Navigator)).toBe('cancelled');
  });

  it('falls back to the clipboard, and reports when that fails too', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareProduct(input, { clipboard: { writeText } } as unknown as Navigator)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(input.url);
    const failing = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareProduct(input, { clipboard: { writeText: failing } } as unknown as Navigator)).toBe('failed');
    expect(await shareProduct(input, undefined)).toBe('failed');
  });
});

describe('ProductPage (lazy)', () => {
  it('renders the page once its code is loaded, completely on the server after preloadProductPage', async () => {
    await preloadProductPage();
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const html = renderToString(
      <MemoryRouter>
        <I18nProvider i18n={i18n}>
          <SiteProvider value={testSite}>
            <LazyProductPage product={product()} links={links} />
          </SiteProvider>
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('<h1 id="product-title"');
    expect(html).not.toContain('aria-busy');
  });
});

describe('ProductPageBlank and ProductPageError', () => {
  it('renders a blank busy area while there is no data', () => {
    const { container } = renderWithSite(<ProductPageBlank />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('says something went wrong and offers a retry', () => {
    renderWithSite(<ProductPageError retryHref="/en/product/CALORA-S3/142-270" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/product/CALORA-S3/142-270');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
  });
});

describe('ProductPage bundles slots', () => {
  it('puts the bundles section after the details and the link in the hero between the legal text and the actions', () => {
    renderWithSite(
      <ProductPage
        product={product()}
        links={links}
        legalSlot={<p>Prices incl. VAT</p>}
        bundlesLinkSlot={<a href="#bundles">Bundle offers (1)</a>}
        bundlesSlot={<section aria-label="Bundle offers" id="bundles" />}
      />,
    );
    const hero = screen.getByRole('region', { name: 'CALORA S3' });
    const link = within(hero).getByRole('link', { name: 'Bundle offers (1)' });
    const legal = within(hero).getByText('Prices incl. VAT');
    expect(legal.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Bundle offers' });
    const details = document.getElementById('details');
    expect(details && details.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has neither without the slots (brands and visitors without the shop)', () => {
    renderPage();
    expect(screen.queryByRole('link', { name: /Bundle offers/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bundle offers' })).not.toBeInTheDocument();
  });
});
