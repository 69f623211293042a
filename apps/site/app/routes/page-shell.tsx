import {
  Outlet,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useRouteError,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { buildPageMeta } from '@mbw/util';
import { isNotFoundPage, pageFrameOf, revalidateOnLanguageChange } from '../shell/frame-data';
import { loadShell } from '../shell/shell-data.server';
import { ShellErrorPage, ShellFrame } from '../shell/shell-frame';
import { pageFacts } from '../server/request/request-context';

/**
 * The page shell (ARCHITECTURE §4): every page of the site renders inside it. It loads the chrome
 * (header with its menus, footer) beside the page's own loader, and renders the frame — skip link,
 * header, breadcrumb, main, footer, consent, cart panel — once for every page, for the not-found
 * page a loader throws (shell/not-found.server.ts) and for any other error. Page routes render only
 * what goes inside <main>.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return loadShell(await pageFacts(context));
}

/** The chrome depends on the language only. */
export const shouldRevalidate = revalidateOnLanguageChange;

/** A thrown not-found page brings its own cache policy; a page's own headers come from its route. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** Head tags of the not-found page; other errors title themselves (ErrorNotice). */
export const meta: MetaFunction<typeof loader> = ({ error }) =>
  isRouteErrorResponse(error) && isNotFoundPage(error.data) ? buildPageMeta(error.data.seo) : [];

export default function PageShell() {
  const { chrome } = useLoaderData<typeof loader>();
  return (
    <ShellFrame chrome={chrome} frame={pageFrameOf(useMatches())}>
      <Outlet />
    </ShellFrame>
  );
}

/** The not-found page and every other error a page meets, inside the frame. */
export function ErrorBoundary() {
  return <ShellErrorPage error={useRouteError()} />;
}
