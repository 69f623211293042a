/**
 * How the browser learns where to report its errors: with SENTRY_DSN set, the document carries
 * `<meta name="error-reporting" content='{"dsn":…,"environment":…}'>` (root.tsx, from the root
 * loader); without it, nothing, and errors go to the site's own endpoint. A Sentry DSN is public
 * by design: it only lets a browser send events to that one project. The client entry only reads
 * the meta's text (a few bytes in the first load); report-to-sentry.ts parses it on the first error.
 */
export const ERROR_REPORTING_META = 'error-reporting';
export const ERROR_REPORTING_SELECTOR = `meta[name="${ERROR_REPORTING_META}"]`;

interface BrowserErrorReporting {
  dsn: string;
  environment: string;
}

/** The meta's settings, or null when its content is not them. */
export function parseErrorReporting(content: string): BrowserErrorReporting | null {
  try {
    const parsed = JSON.parse(content) as Partial<BrowserErrorReporting>;
    return typeof parsed.dsn === 'string' && typeof parsed.environment === 'string'
      ? { dsn: parsed.dsn, environment: parsed.environment }
      : null;
  } catch {
    return null;
  }
}
