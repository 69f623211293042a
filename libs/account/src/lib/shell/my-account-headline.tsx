import { textValue, type TextField } from '@mbw/api-clients';
import { Container } from '@mbw/ui';
import type { AccountBlockProps } from '../account-block';
import { useAccountViewer } from '../viewer/account-viewer';
import styles from './my-account-headline.module.css';

export interface MyAccountHeadlineFields {
  Overline?: TextField;
  Title?: TextField;
}

/**
 * The headline of every My Account page (spec account §2): an overline, the customer's last name
 * (signed in only) and the page's title. The last name comes from the session, never from content.
 */
export function MyAccountHeadline({ overline, title }: { overline: string; title: string }) {
  const { signedIn, lastName } = useAccountViewer();
  return (
    <Container as="header">
      <div className={styles.headline}>
        {overline ? <p className={styles.overline}>{overline}</p> : null}
        <h1 className={styles.title}>
          {signedIn && lastName ? <span className={styles.name}>{lastName}</span> : null}
          <span>{title}</span>
        </h1>
      </div>
    </Container>
  );
}

export function MyAccountHeadlineBlock({ fields }: AccountBlockProps<MyAccountHeadlineFields>) {
  return <MyAccountHeadline overline={textValue(fields.Overline)} title={textValue(fields.Title)} />;
}
