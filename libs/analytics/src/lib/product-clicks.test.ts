import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenForProductClicks, productOfLink } from './product-clicks';

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];

describe('product clicks', () => {
  it('reads the product from a product link of this site only', () => {
    const origin = 'https://www.example.com';
    expect(productOfLink('/en/product/TRIAC-ST/141-227', origin)).toEqual({ item_id: '141.227', item_name: 'TRIAC ST' });
    expect(productOfLink('/de/product/CALORA-S3', origin)).toEqual({ item_id: 'CALORA S3', item_name: 'CALORA S3' });
    expect(productOfLink('/en/company', origin)).toBeNull();
    expect(productOfLink('https://other.example/en/product/X', origin)).toBeNull();
    expect(productOfLink('http://[bad', origin)).toBeNull();
  });

  let stop = () => undefined as void;
  beforeEach(() => {
    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    document.cookie = 'cookieConsent=statistics; path=/';
    window.history.replaceState(null, '', '/en/');
    stop = listenForProductClicks(() => 'home');
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    document.cookie = 'cookieConsent=; path=/; max-age=0';
  });

  it('pushes select_item with the marked list, else the section heading, else the page type', () => {
    document.body.innerHTML = `
      <div data-analytics-list="Search results"><a id="a" href="/en/product/TRIAC-ST/141-227">A</a></div>
      <section><h2>Similar products</h2><a id="b" href="/en/product/CALORA-S3">B</a></section>
      <a id="c" href="/en/product/X-1"><span id="c-inner">C</span></a>
      <a id="d" href="/en/company">D</a>`;
    for (const id of ['a', 'b', 'c-inner', 'd']) {
      const target = document.getElementById(id)!;
      target.addEventListener('click', (event) => event.preventDefault());
      target.click();
    }
    const lists = layer()
      .filter(
        (entry): entry is { event: string; ecommerce: { item_list_name: string } } =>
          typeof entry === 'object' && entry !== null && 'event' in entry,
      )
      .map((entry) => [entry.event, entry.ecommerce.item_list_name]);
    expect(lists).toEqual([
      ['select_item', 'Search results'],
      ['select_item', 'Similar products'],
      ['select_item', 'home'],
    ]);
  });
});
