/**
 * How the browser learns where to report its errors: with SENTRY_DSN set, the document carries
 * `<meta name="error-reporting" content='{"dsn":…,"environment":…}'>` (root.tsx, from the root
 * loader); without it, nothing, and errors go to the site's own endpoint. A Sentry DSN is public
 * by design: it only lets a browser send events to that one project.
 */
export const ERROR_REPORTING_META = 'error-reporting';

export interface BrowserErrorReporting {
  dsn: string;
  environment: string;
}

/** The document's error-reporting settings, or null (none, or a content that is not them). */
export function readErrorReporting(document: Pick<Document, 'querySelector'>): BrowserErrorReporting | null {
  const content = document.querySelector(`meta[name="${ERROR_REPORTING_META}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as Partial<BrowserErrorReporting>;
    return typeof parsed.dsn === 'string' && typeof parsed.environment === 'string'
      ? { dsn: parsed.dsn, environment: parsed.environment }
      : null;
  } catch {
    return null;
  }
}
