import { createContext, useContext, type ReactNode } from 'react';

/** What a product card tells the compare control about its product (the compare list's id and category key). */
export interface CardProduct {
  /** The master product id (pimproductid). */
  id: number;
  /** The English category (categoryen): the compare list's key. */
  category: string;
  name: string;
}

type RenderCompare = (product: CardProduct) => ReactNode;

const CardCompareSlot = createContext<RenderCompare | null>(null);

/**
 * The compare checkbox of the listers' and the product carousel's cards (spec discovery §2) comes
 * from the compare feature: the site app provides it here (features never import each other).
 * Without a provider (the global search page) cards have none.
 */
export function CardCompareProvider({ render, children }: { render: RenderCompare; children: ReactNode }) {
  return <CardCompareSlot.Provider value={render}>{children}</CardCompareSlot.Provider>;
}

export function useCardCompare(): RenderCompare | null {
  return useContext(CardCompareSlot);
}
