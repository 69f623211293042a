import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink, Icon, Tabs } from '@mbw/ui';
import { downloadsTabHref, tabFromHash } from '../../rules/downloads-hash';
import type { DownloadRow, DownloadsPageView } from '../../rules/downloads-view';
import type { DownloadsTabId } from '../../rules/downloads-visibility';
import { DownloadsPanel } from './downloads-panel';
import styles from './downloads-page.module.css';

export interface DownloadsPageProps {
  view: DownloadsPageView;
  /** Test seam: how one file of a bulk download is saved. */
  save?: (row: DownloadRow) => Promise<void>;
}

/**
 * The downloads page of a product (spec product §2): back link, the product name, and the
 * viewer's tabs (Information Material, Media Assets for signed-in visitors, or one merged tab).
 * The server renders the first tab; after hydration `#tab={id}` in the URL (on load or from the
 * filter banner's link) chooses another.
 */
export function DownloadsPage({ view, save }: DownloadsPageProps) {
  const { t } = useLingui();
  const location = useLocation();
  const tabIds = view.tabs.map((tab) => tab.id);
  const tabKey = tabIds.join(',');
  const [selected, setSelected] = useState<string>(tabIds[0] ?? 'info');

  useEffect(() => {
    const ids = tabKey.split(',');
    const apply = () => {
      const wanted = tabFromHash(window.location.hash);
      if (wanted && ids.includes(wanted)) setSelected(wanted);
    };
    apply();
    window.addEventListener('hashchange', apply);
    return () => window.removeEventListener('hashchange', apply);
  }, [tabKey]);

  const labelOf = (id: DownloadsTabId) => (id === 'info' ? t`Information Material` : id === 'media' ? t`Media Assets` : t`All downloads`);
  const backLabel =
    view.back.target === 'my-devices'
      ? t`Back to my devices`
      : view.back.target === 'downloads-lister'
        ? t`Back to downloads`
        : t`Back to the product`;

  const bannerFor = (id: DownloadsTabId) => {
    const other = view.tabs.find((tab) => tab.id !== id);
    if (!other) return null;
    const text = other.id === 'media' ? t`Looking for product images and drawings?` : t`Looking for manuals, brochures and datasheets?`;
    const otherLabel = labelOf(other.id);
    return { text, linkText: t`Go to ${otherLabel}`, href: downloadsTabHref(location.search, other.id) };
  };

  let body;
  if (view.access === 'sign-in') {
    body = <p className={styles.notice}>{t`This product is no longer available. Its downloads are available to signed-in customers.`}</p>;
  } else if (view.tabs.length > 1) {
    body = (
      <Tabs
        label={t`Download types`}
        selectedKey={selected}
        onSelectionChange={setSelected}
        items={view.tabs.map((tab) => ({
          id: tab.id,
          label: labelOf(tab.id),
          content: <DownloadsPanel key={tab.id} tab={tab} bulk={view.bulk} banner={bannerFor(tab.id)} save={save} />,
        }))}
      />
    );
  } else if (view.tabs[0]) {
    const tab = view.tabs[0];
    body = (
      <>
        <h2 className={styles.tabTitle}>{labelOf(tab.id)}</h2>
        <DownloadsPanel tab={tab} bulk={view.bulk} save={save} groupHeading="h3" />
      </>
    );
  } else {
    body = <p className={styles.empty}>{t`There are no downloads for this product yet.`}</p>;
  }

  return (
    <div className={styles.page}>
      <AppLink href={view.back.href} className={styles.back}>
        <Icon name="arrow-left" size={18} />
        {backLabel}
      </AppLink>
      <p className={styles.eyebrow}>{t`Downloads`}</p>
      <h1 className={styles.title}>{view.productName}</h1>
      {body}
    </div>
  );
}
