import { useLingui } from '@lingui/react/macro';
import type { Device } from '@mbw/account-data-access';
import { AppLink, Icon, MenuButton, imageUrl, localizeHref, useSite } from '@mbw/ui';
import { PRODUCT_ACCESSORIES_ANCHOR, downloadsPath, productPath } from '@mbw/util';
import styles from './my-devices.module.css';

/** Spec account §9: the device card's image is 100 px wide. */
export const DEVICE_IMAGE_WIDTH = 100;

/**
 * One registered device (spec account §2): image, name, article, serial and inventory number, and
 * an options overlay: edit the inventory number, delete, the product page. Beyond the spec (issue
 * 14), the card itself leads to what an owner needs next: the product's manuals and downloads
 * (spare-parts lists among them) and its accessories and spare parts on the product page.
 */
export function DeviceCard({
  device,
  onEdit,
  onDelete,
  headingLevel = 3,
}: {
  device: Device;
  onEdit: () => void;
  onDelete: () => void;
  /** 2 when the list has no section title above it (headings never skip a level: valid outline). */
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const { language } = useSite();
  const productName = device.masterProductNameEn || device.name;
  const { name, serialNumber } = device;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const downloadsHref = localizeHref(downloadsPath({ productName, articleNumber: device.articleNumber }), language);
  const productHref = productPath({ language, productName, articleNumber: device.articleNumber });
  return (
    <li className={styles.card}>
      {device.image.url ? (
        <img
          className={styles.image}
          src={imageUrl(device.image.url, 160)}
          alt=""
          width={DEVICE_IMAGE_WIDTH}
          height={DEVICE_IMAGE_WIDTH}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.details}>
        <Heading className={styles.name}>{device.name}</Heading>
        <dl className={styles.facts}>
          <div>
            <dt>{t`Article number`}</dt>
            <dd>{device.articleNumber}</dd>
          </div>
          <div>
            <dt>{t`Serial number`}</dt>
            <dd>{device.serialNumber}</dd>
          </div>
          <div>
            <dt>{t`Inventory number`}</dt>
            <dd>{device.inventoryNumber || '–'}</dd>
          </div>
        </dl>
      </div>
      <ul className={styles.links}>
        <li>
          <AppLink href={downloadsHref} className={styles.link} aria-label={t`Manuals and downloads for ${name}`}>
            <Icon name="download" size={18} />
            {t`Manuals and downloads`}
          </AppLink>
        </li>
        <li>
          {/*
            A document load, not a client-side move: the browser then scrolls to the section in the
            complete server HTML (the product page's code loads lazily, and a redirect to the
            product's canonical name keeps the fragment).
          */}
          <a
            href={`${productHref}#${PRODUCT_ACCESSORIES_ANCHOR}`}
            className={styles.link}
            aria-label={t`Accessories and spare parts for ${name}`}
          >
            <Icon name="chevron-right" size={18} />
            {t`Accessories and spare parts`}
          </a>
        </li>
      </ul>
      <div className={styles.options}>
        <MenuButton
          label={t`Options for ${name}, serial number ${serialNumber}`}
          items={[
            { id: 'edit', label: t`Edit inventory number`, icon: <Icon name="edit" />, onAction: onEdit },
            { id: 'delete', label: t`Delete device`, icon: <Icon name="trash" />, onAction: onDelete },
            { id: 'product', label: t`Product page`, icon: <Icon name="chevron-right" />, href: productHref },
          ]}
        >
          <Icon name="more" />
        </MenuButton>
      </div>
    </li>
  );
}
