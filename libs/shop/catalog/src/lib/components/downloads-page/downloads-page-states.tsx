import { Trans } from '@lingui/react/macro';
import { PageLoadError } from '../page-load-error/page-load-error';

/** Spec product §8: the downloads could not be loaded (gateway failure). */
export function DownloadsPageError({ retryHref }: { retryHref: string }) {
  return (
    <PageLoadError
      retryHref={retryHref}
      message={<Trans>We could not load the downloads of this product. Please try again in a moment.</Trans>}
    />
  );
}
