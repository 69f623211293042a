import { Trans } from '@lingui/react/macro';
import { linkValue } from '@mbw/api-clients';
import { LinkButton } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { buttonAlignment, buttonVariant } from '../../rules/editorial-items';
import styles from './customer-button.module.css';

export interface CustomerButtonFields {
  Link?: unknown;
}

/**
 * A lone call to action: a link that looks like a button (navigation stays a link). The label is
 * the link's text, else 'Learn more'; the link's title becomes its tooltip. Params: `Variant`
 * ('Primary' | 'Secondary') and `Alignment` ('Left' | 'Center' | 'Right'), both allow-listed.
 * Without an href it is an empty shell.
 */
export function CustomerButtonBlock({ fields, params }: BlockProps<CustomerButtonFields>) {
  const link = linkValue(fields.Link);
  if (!link) return <div className={styles.block} aria-hidden="true" />;
  const text = typeof link.text === 'string' ? link.text.trim() : '';
  return (
    <div className={styles.block} data-align={buttonAlignment(params['Alignment'])}>
      <LinkButton href={link.href} target={link.target} title={link.title || undefined} variant={buttonVariant(params['Variant'])}>
        {text || <Trans>Learn more</Trans>}
      </LinkButton>
    </div>
  );
}
