import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClassName, Icon, LinkButton } from '@mbw/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { contactAction, expertLink, type QuoteProduct } from '../../rules/hero-actions';
import styles from './product-hero.module.css';

export interface ProductActionLinks {
  /** The dealer search (spec product §2: visitors without a favourite contact get 'find a dealer'). */
  dealer: string;
  /** Where to talk to an expert (the contact page). */
  expert: string;
  /** The contact page's quote request (visitors with a favourite contact get 'get a quote'). */
  quote: string;
}

/** How long the "link copied" note stays. */
const STATUS_MS = 5000;

type ShareOutcome = 'shared' | 'copied' | 'failed' | 'cancelled';

/** Web Share API when the browser has it, else the link to the clipboard. */
export async function shareProduct(
  input: { title: string; url: string },
  browser: Pick<Navigator, 'share' | 'clipboard'> | undefined,
): Promise<ShareOutcome> {
  if (browser && typeof browser.share === 'function') {
    try {
      await browser.share({ title: input.title, url: input.url });
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing to say. Anything else: try the clipboard.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!browser?.clipboard) return 'failed';
    await browser.clipboard.writeText(input.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * The hero's action row (spec product §2): get a quote (a signed-in customer with a favourite
 * contact) or find a dealer (everyone else), talk to an expert, the features' own actions (slots
 * composed by the route: the wishlist feature's button, the compare feature's button), share and print.
 */
export function ProductActions({
  links,
  title,
  path,
  favouriteContactId,
  product,
  wishlistSlot,
  compareSlot,
}: {
  links: ProductActionLinks;
  title: string;
  path: string;
  favouriteContactId?: string | null | undefined;
  /** What the contact links carry (the contact page and the map read it). */
  product: QuoteProduct;
  /** The wishlist button (spec product §2 hero actions), from the wishlist feature. */
  wishlistSlot?: ReactNode;
  compareSlot?: ReactNode;
}) {
  const { t } = useLingui();
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const contact = contactAction({
    favouriteContactId,
    dealerHref: links.dealer,
    quoteHref: links.quote,
    product,
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = (message: string) => {
    setStatus(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), STATUS_MS);
  };

  const onShare = async () => {
    const url = new URL(path, window.location.origin).toString();
    const outcome = await shareProduct({ title, url }, typeof navigator === 'undefined' ? undefined : navigator);
    if (outcome === 'copied') announce(t`Link copied to the clipboard.`);
    else if (outcome === 'failed') announce(t`The link could not be copied: ${url}`);
  };

  return (
    <div className={styles.actions} data-print="hide">
      <div className={styles.primaryActions}>
        {contact.kind === 'quote' ? (
          <LinkButton href={contact.href} className={styles.action}>
            <Icon name="edit" />
            <Trans>Get a quote</Trans>
          </LinkButton>
        ) : (
          <LinkButton href={contact.href} className={styles.action}>
            <Icon name="pin" />
            <Trans>Find a dealer</Trans>
          </LinkButton>
        )}
        <LinkButton href={expertLink(links.expert, product)} variant="secondary" className={styles.action}>
          <Icon name="chat" />
          <Trans>Talk to an expert</Trans>
        </LinkButton>
      </div>
      <div className={styles.secondaryActions}>
        {wishlistSlot}
        {compareSlot}
        <button type="button" className={buttonClassName({ variant: 'ghost', size: 'small' })} onClick={() => void onShare()}>
          <Icon name="share" size={18} />
          <Trans>Share</Trans>
        </button>
        <button type="button" className={buttonClassName({ variant: 'ghost', size: 'small' })} onClick={() => window.print()}>
          <Icon name="print" size={18} />
          <Trans>Print</Trans>
        </button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
