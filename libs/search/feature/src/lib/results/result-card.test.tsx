import type { Result } from '@coveo/headless/ssr';
import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { CardCompareProvider, type CardProduct } from './card-compare-slot';
import { ResultCard } from './result-card';

const result = (raw: Record<string, unknown>) =>
  ({ uniqueId: 'u1', title: 'BLAZE PLUS', clickUri: '/en/product/BLAZE-PLUS/617-410', raw }) as unknown as Result;

const seen: CardProduct[] = [];
const render = (product: CardProduct) => {
  seen.push(product);
  return <span>compare {product.id}</span>;
};

describe('ResultCard: the compare slot', () => {
  it('hands a product card id, English category and title to the compare control the app provides', () => {
    renderWithSite(
      <CardCompareProvider render={render}>
        <ResultCard result={result({ pimproductid: '1042', categoryen: 'Heat guns' })} as="article" />
      </CardCompareProvider>,
    );
    expect(screen.getByText('compare 1042')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ id: 1042, category: 'Heat guns', name: 'BLAZE PLUS' });
  });

  it('has none without a provider, an id or a category', () => {
    const { unmount } = renderWithSite(<ResultCard result={result({ pimproductid: '1042', categoryen: 'Heat guns' })} as="article" />);
    expect(screen.queryByText(/^compare/)).not.toBeInTheDocument();
    unmount();
    renderWithSite(
      <CardCompareProvider render={render}>
        <ResultCard result={result({ pimproductid: 'x', categoryen: 'Heat guns' })} as="article" />
        <ResultCard result={result({ pimproductid: '7' })} as="article" />
      </CardCompareProvider>,
    );
    expect(screen.queryByText(/^compare/)).not.toBeInTheDocument();
  });
});
