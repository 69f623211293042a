import type { CSSProperties } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import { SPACER_FIELD_NAMES, spacerBackground, spacerHeights } from './spacer-rules';
import styles from './spacer.module.css';

export interface SpacerFields {
  DesktopHeight?: unknown;
  TabletHeight?: unknown;
  MobileHeight?: unknown;
  BackgroundColor?: unknown;
}

/**
 * Vertical space between blocks, per breakpoint (mobile < 768 px ≤ tablet < 960 px ≤ desktop).
 * Heights and colour come from the datasource fields, else from the rendering params of the same
 * name (editors often set a spacer without a datasource). Only numbers and allow-listed colour
 * names reach the style attribute (spacer-rules.ts). A spacer has no empty state:
 * without any values it is the default gap. Decorative, so hidden from assistive technology.
 */
export function SpacerBlock({ fields, params }: BlockProps<SpacerFields>) {
  const pick = (name: (typeof SPACER_FIELD_NAMES)[keyof typeof SPACER_FIELD_NAMES]) => {
    const value = (fields[name] as { value?: unknown } | undefined)?.value;
    return value !== undefined && value !== '' ? value : params[name];
  };
  const heights = spacerHeights(pick(SPACER_FIELD_NAMES.desktop), pick(SPACER_FIELD_NAMES.tablet), pick(SPACER_FIELD_NAMES.mobile));
  const style = {
    '--spacer-desktop': `${heights.desktop}px`,
    '--spacer-tablet': `${heights.tablet}px`,
    '--spacer-mobile': `${heights.mobile}px`,
    '--spacer-background': spacerBackground(pick(SPACER_FIELD_NAMES.background)),
  } as CSSProperties;
  return <div className={styles.spacer} style={style} aria-hidden="true" />;
}
