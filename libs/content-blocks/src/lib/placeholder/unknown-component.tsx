import { Trans } from '@lingui/react/macro';
import styles from './unknown-component.module.css';

const reported = new Set<string>();

/** Logs a missing renderer once per component name and process (server) or page session (browser). */
export function reportUnknownComponent(name: string, log: (message: string) => void = console.warn): void {
  if (reported.has(name)) return;
  reported.add(name);
  log(`[content-blocks] No renderer for component "${name}"; it is left out of the page.`);
}

/** For tests. */
export function resetUnknownComponentReports(): void {
  reported.clear();
}

/**
 * A component the layout names but this site has no block for. Editors and engineers see a notice
 * while developing; visitors of a production build see nothing. Either way it is logged once.
 */
export function UnknownComponent({ name, showNotice = import.meta.env.DEV }: { name: string; showNotice?: boolean }) {
  reportUnknownComponent(name);
  if (!showNotice) return null;
  return (
    <div className={styles.notice} role="note">
      <Trans>
        Development notice: no renderer for the component <code>{name}</code>.
      </Trans>
    </div>
  );
}
