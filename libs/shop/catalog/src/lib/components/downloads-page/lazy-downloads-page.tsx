import { Suspense } from 'react';
import { lazyWithPreload } from '@mbw/ui';
import type { DownloadsPageProps } from './downloads-page';

const LoadedDownloadsPage = lazyWithPreload(() => import('./downloads-page').then((module) => module.DownloadsPage));

/**
 * Loads the downloads page's code (its own chunk, so react-aria's tabs and checkboxes stay out of
 * every other page's first load). The route's loader awaits it on the server: complete HTML.
 */
export const preloadDownloadsPage = LoadedDownloadsPage.preload;

/** The downloads page (spec product §2); the server HTML stays while its code loads. */
export function DownloadsPage(props: DownloadsPageProps) {
  return (
    <Suspense fallback={null}>
      <LoadedDownloadsPage {...props} />
    </Suspense>
  );
}
