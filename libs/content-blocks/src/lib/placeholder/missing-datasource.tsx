import { Trans } from '@lingui/react/macro';
import styles from './missing-datasource.module.css';

/**
 * What a list block shows when the editor set no datasource (spec discovery §8 "No datasource
 * item defined"): one muted line where the block would be, so the gap is visible and explained.
 * Every block with a datasource renders this one component (rules/datasource-items decides when).
 */
export function MissingDatasource() {
  return (
    <section className={styles.block}>
      <p className={styles.text}>
        <Trans>No datasource item defined</Trans>
      </p>
    </section>
  );
}
