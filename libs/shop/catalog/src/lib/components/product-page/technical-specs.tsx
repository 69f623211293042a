import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink, Icon, Tooltip, buttonClassName, pageSectionClassNames as pageSection, visuallyHidden } from '@mbw/ui';
import { useId, useState, useSyncExternalStore } from 'react';
import type { ScopeLine } from '../../rules/scope-of-delivery';
import { SPEC_ROWS_SHOWN, showFirst } from '../../rules/show-first';
import {
  DEFAULT_SPEC_SYSTEM,
  hasSpecSystemChoice,
  readStoredSpecSystem,
  specRowsFor,
  storeSpecSystem,
  type SpecRowLike,
  type SpecSystem,
} from '../../rules/spec-system';
import sections from './product-sections.module.css';
import styles from './technical-specs.module.css';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Components showing specs, told when the choice changes (several tables may be on a page). */
const listeners = new Set<() => void>();
/** The choice when the session storage cannot keep it (blocked): it then lasts until a reload. */
let unstoredChoice: SpecSystem | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const browserSnapshot = (): SpecSystem => unstoredChoice ?? readStoredSpecSystem(sessionStore());
const serverSnapshot = (): SpecSystem => DEFAULT_SPEC_SYSTEM;

function chooseSpecSystem(system: SpecSystem): void {
  unstoredChoice = storeSpecSystem(sessionStore(), system) ? null : system;
  for (const listener of listeners) listener();
}

/**
 * The unit system of the tables: metric in the server HTML and while hydrating; then the choice
 * of this session (sessionStorage), which every change updates.
 */
function useSpecSystem(): [SpecSystem, (system: SpecSystem) => void] {
  return [useSyncExternalStore(subscribe, browserSnapshot, serverSnapshot), chooseSpecSystem];
}

/**
 * Technical specifications (spec product §2): a metric / imperial switch (radio buttons: arrow keys
 * move between them), tooltips on the specs that have one, the first 5 rows and then "Show all".
 * Every row is in the HTML (the hidden ones too, so the printed datasheet has them all). Then the
 * technical datasheet and the scope of delivery, whose lines link only when complete.
 */
export function TechnicalSpecs({
  specs,
  scopeOfDelivery,
  datasheetUrl,
}: {
  specs: { metric: SpecRowLike[]; imperial: SpecRowLike[] };
  scopeOfDelivery: ScopeLine[];
  datasheetUrl: string | null;
}) {
  const { t } = useLingui();
  const switchName = useId();
  const rowsId = useId();
  const [system, setSystem] = useSpecSystem();
  const [expanded, setExpanded] = useState(false);
  const rows = specRowsFor(specs, system);
  const shown = showFirst(rows, SPEC_ROWS_SHOWN, expanded);
  const total = rows.length;
  if (total === 0 && scopeOfDelivery.length === 0) return null;
  return (
    <section id="technical-specifications" className={pageSection.section} aria-labelledby="specs-title">
      <div className={styles.header}>
        <h2 id="specs-title" className={pageSection.title}>
          <Trans>Technical specifications</Trans>
        </h2>
        {hasSpecSystemChoice(specs) ? (
          <fieldset className={styles.switch} data-print="hide">
            <legend className={visuallyHidden}>
              <Trans>Units</Trans>
            </legend>
            {(['metric', 'imperial'] as const).map((option) => (
              <label key={option} className={styles.option}>
                <input type="radio" name={switchName} value={option} checked={system === option} onChange={() => setSystem(option)} />
                <span>{option === 'metric' ? t`Metric` : t`Imperial`}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      {total > 0 ? (
        <table className={styles.table}>
          <caption className={visuallyHidden}>
            {system === 'metric' ? t`Technical specifications in metric units` : t`Technical specifications in imperial units`}
          </caption>
          <tbody id={rowsId}>
            {rows.map((row, index) => (
              <tr key={`${row.name}-${index}`} hidden={index >= shown.visible.length}>
                <th scope="row">
                  {row.tooltip ? (
                    <Tooltip content={row.tooltip}>
                      {row.name}
                      <Icon name="info" size={16} />
                    </Tooltip>
                  ) : (
                    row.name
                  )}
                </th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {shown.canToggle ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'small', className: sections.toggle })}
          aria-expanded={expanded}
          aria-controls={rowsId}
          data-print="hide"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <Trans>Show less</Trans> : <Trans>Show all ({total})</Trans>}
          <Icon name="chevron-down" />
        </button>
      ) : null}
      {datasheetUrl ? (
        <p className={styles.datasheet} data-print="hide">
          <a href={datasheetUrl} download>
            <Icon name="download" size={18} />
            <Trans>Technical datasheet (PDF)</Trans>
          </a>
        </p>
      ) : null}
      {scopeOfDelivery.length > 0 ? (
        <>
          <h3 className={sections.subtitle}>
            <Trans>Scope of delivery</Trans>
          </h3>
          <ul className={styles.scope}>
            {scopeOfDelivery.map((line, index) => (
              <li key={`${line.text}-${index}`}>{line.href ? <AppLink href={line.href}>{line.text}</AppLink> : line.text}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
