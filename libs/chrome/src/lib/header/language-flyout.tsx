import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRegions } from '@mbw/api-clients';
import { Button, Dialog, QueryProvider, Select, Spinner, useSite } from '@mbw/ui';
import { COOKIES, languageFlyoutCookies, localizedPath, readBrowserCookie, writeBrowserCookie } from '@mbw/util';
import {
  canApply,
  currentSelection,
  selectCountry,
  selectLanguage,
  selectRegion,
  type LanguageSelection,
  type Region,
} from '../rules/language-selection';
import { useHeaderStatus } from './header-status';
import styles from './site-header.module.css';

export default function LanguageFlyoutChunk({ onClose }: { onClose: () => void }) {
  return (
    <QueryProvider>
      <LanguageFlyout onClose={onClose} />
    </QueryProvider>
  );
}

/**
 * The flyout (spec discovery §2): region → country → language; Apply is enabled once the
 * selection differs, stores region, country and language in cookies and goes to the page in that
 * language. Without region data the visitor is sent to the English page.
 */
function LanguageFlyout({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { language, itemPath } = useSite();
  const { siteName, countryCode } = useHeaderStatus();
  const regions = useRegions(language, true);
  const tree: Region[] = useMemo(() => regions.data?.regions ?? [], [regions.data]);
  const current = useMemo(
    () => currentSelection(tree, { countryIso: countryCode, regionCode: readBrowserCookie(COOKIES.region), language }),
    [tree, countryCode, language],
  );
  const [choice, setChoice] = useState<LanguageSelection | null>(null);
  const selection = choice ?? current;

  const noRegions = regions.isSuccess && tree.length === 0;
  useEffect(() => {
    // Spec discovery §2: no continents data → the English fallback URL.
    if (!noRegions) return;
    onClose();
    void navigate(localizedPath('en', itemPath));
  }, [noRegions, navigate, itemPath, onClose]);

  const region = tree.find((candidate) => candidate.regionCode === selection.regionCode);
  const country = region?.countries.find((candidate) => candidate.iso === selection.countryIso);

  const apply = () => {
    // Region, country and both language cookies, for the flyout's 365 days (spec discovery §9).
    for (const { definition, value } of languageFlyoutCookies(selection, siteName)) writeBrowserCookie(definition, value);
    onClose();
    void navigate(localizedPath(selection.language, itemPath));
  };

  return (
    <Dialog
      title={t`Region, country and language`}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      actions={() => (
        <Button onPress={apply} isDisabled={!regions.isSuccess || !canApply(selection, current)}>
          {t`Apply`}
        </Button>
      )}
    >
      {regions.isPending ? <Spinner showLabel /> : null}
      {regions.isError ? (
        <p role="alert">
          {t`Something went wrong`}{' '}
          <Button variant="secondary" size="small" onPress={() => void regions.refetch()}>
            {t`Try again`}
          </Button>
        </p>
      ) : null}
      {regions.isSuccess && tree.length > 0 ? (
        <div className={styles.flyoutFields}>
          <Select
            label={t`Region`}
            selectedKey={selection.regionCode}
            onSelectionChange={(code) => setChoice(selectRegion(tree, selection, code, language))}
            options={tree.map((entry) => ({ value: entry.regionCode, label: entry.regionName }))}
          />
          <Select
            label={t`Country`}
            selectedKey={selection.countryIso}
            onSelectionChange={(iso) => setChoice(selectCountry(tree, selection, iso, language))}
            options={(region?.countries ?? []).map((entry) => ({ value: entry.iso, label: entry.regionName }))}
          />
          <Select
            label={t`Language`}
            selectedKey={selection.language}
            onSelectionChange={(value) => setChoice(selectLanguage(selection, value))}
            options={(country?.languages ?? []).map((entry) => ({ value: entry.iso, label: entry.languageName }))}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
