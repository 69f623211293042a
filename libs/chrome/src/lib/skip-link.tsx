import { useLingui } from '@lingui/react/macro';
import styles from './skip-link.module.css';

/** First focusable element of every page: jumps past the header to #main. */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const { t } = useLingui();
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      {t({ id: 'Chrome.SkipToContent', message: 'Skip to content' })}
    </a>
  );
}
