import { useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@mbw/ui';
import { FacetPanel, type ShownFacet } from './facet-panel';
import styles from './lister.module.css';

/**
 * The facets in a slide-over on narrow screens (spec discovery §4): its changes are a draft until
 * Apply; Discard (or Escape, or a click outside) restores the selection from when it opened. A
 * chunk of its own, loaded when the Filters button is pointed at, focused or pressed: react-aria's
 * modal stays out of the lister's hydration (its module start alone was a 100 ms task on a phone).
 */
export function FiltersModal({
  facets,
  formId,
  isOpen,
  anySelected,
  onChange,
  onClose,
  onResetAll,
}: {
  facets: ShownFacet[];
  formId: string;
  isOpen: boolean;
  anySelected: boolean;
  onChange: (facetId: string, values: string[]) => void;
  onClose: (how: 'apply' | 'discard') => void;
  onResetAll: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Filters`}
      placement="slide-over"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose('discard'))}
      actions={() => (
        <>
          <Button variant="secondary" onPress={() => onClose('discard')}>
            {t`Discard`}
          </Button>
          {anySelected ? (
            <Button variant="ghost" onPress={onResetAll}>
              {t`Reset all`}
            </Button>
          ) : null}
          <Button onPress={() => onClose('apply')}>{t`Apply`}</Button>
        </>
      )}
    >
      <div className={styles.modalFacets}>
        <FacetPanel facets={facets} formId={formId} onChange={onChange} />
      </div>
    </Dialog>
  );
}
