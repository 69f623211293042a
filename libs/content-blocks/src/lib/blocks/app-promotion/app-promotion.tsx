import { Trans, useLingui } from '@lingui/react/macro';
import { imageValue, linkValue, textValue } from '@mbw/api-clients';
import { AppLink, Image } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { EDITORIAL_IMAGE_SIZES } from '../../rules/editorial-items';
import styles from './app-promotion.module.css';

export interface AppPromotionFields {
  Title?: unknown;
  Text?: unknown;
  AppStoreLink?: unknown;
  GooglePlayLink?: unknown;
  Image?: unknown;
}

/**
 * Promotes the brand's mobile app: title, text, store links and a screenshot. Needs a title and at
 * least one store link (an app you cannot get is no promotion), else an empty shell. The store
 * links always open in a new window and are named by store, whatever the editor typed as link
 * text, so a screen reader hears "Download on the App Store, opens in a new window".
 */
export function AppPromotionBlock({ fields }: BlockProps<AppPromotionFields>) {
  const { t } = useLingui();
  const title = textValue(fields.Title).trim();
  const appStore = linkValue(fields.AppStoreLink);
  const googlePlay = linkValue(fields.GooglePlayLink);
  if (!title || (!appStore && !googlePlay)) return <section className={styles.block} aria-hidden="true" />;
  const text = textValue(fields.Text).trim();
  const image = imageValue(fields.Image);
  return (
    <section className={styles.block}>
      <div className={styles.inner}>
        <div className={styles.content}>
          <h2 className={styles.title}>{title}</h2>
          {text ? <p className={styles.text}>{text}</p> : null}
          <ul className={styles.stores}>
            {appStore ? (
              <li>
                <AppLink
                  className={styles.store}
                  href={appStore.href}
                  target="_blank"
                  aria-label={t`Download on the App Store (opens in a new window)`}
                >
                  {/* One message, so translators can reorder ("Laden im App Store"). */}
                  <Trans>
                    <span className={styles.storeSmall}>Download on the</span> <span className={styles.storeName}>App Store</span>
                  </Trans>
                </AppLink>
              </li>
            ) : null}
            {googlePlay ? (
              <li>
                <AppLink
                  className={styles.store}
                  href={googlePlay.href}
                  target="_blank"
                  aria-label={t`Get it on Google Play (opens in a new window)`}
                >
                  {/* One message, so translators can reorder ("Laden im App Store"). */}
                  <Trans>
                    <span className={styles.storeSmall}>Get it on</span> <span className={styles.storeName}>Google Play</span>
                  </Trans>
                </AppLink>
              </li>
            ) : null}
          </ul>
        </div>
        {image ? (
          <Image
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes={EDITORIAL_IMAGE_SIZES.appScreenshot}
          />
        ) : null}
      </div>
    </section>
  );
}
