import { consentModeStep, type ConsentChoice, type ConsentModeEffect, type ConsentModeState } from './consent-mode';
import { dataLayer, releaseHeldEvents } from './events';

/** What the server says of the brand's tag manager (apps/site: env + brand config). */
export interface TagManagerSettings {
  /** The container id, e.g. GTM-ABC1234. */
  containerId: string;
  /** The container script: `{TAG_MANAGER_URL}/gtm.js?id={containerId}`. */
  scriptUrl: string;
}

/**
 * Google's gtag(): pushes its arguments as an Arguments object, exactly as Google's snippet does
 * (the tag manager treats an array differently from the arguments of a gtag call).
 */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- Consent Mode reads an Arguments object, not an array
  dataLayer().push(arguments);
}

/**
 * Consent Mode v2's signals. The banner asks for statistics only, so only analytics_storage is
 * ever granted; the advertising signals stay denied.
 */
const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  // How long the container waits for an update before its tags fire (Google's suggested 500 ms).
  wait_for_update: 500,
} as const;

const GRANTED = { analytics_storage: 'granted' } as const;

/**
 * The defaults as an inline script for the document (with the CSP nonce): it runs while the HTML
 * is parsed, so the defaults are the dataLayer's first entry whatever the page's scripts push
 * later, and a visitor who allowed statistics before gets the update at once (so the page's own
 * events are not taken for denied ones). Rendered by the server only; the bundle needs none of it.
 */
export function consentDefaultsScript(consentCookie: string): string {
  return (
    `window.dataLayer=window.dataLayer||[];(function(g){g('consent','default',${JSON.stringify(CONSENT_DEFAULTS)});` +
    `if(/(?:^|;\\s*)${consentCookie}=statistics(?:;|$)/.test(document.cookie))g('consent','update',${JSON.stringify(GRANTED)})})` +
    `(function(){dataLayer.push(arguments)});`
  );
}

/** The dataLayer's last Consent Mode call of a kind ('default' or 'update'), as its arguments. */
function consentCalls(): unknown[][] {
  return dataLayer()
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]' && (entry as IArguments)[0] === 'consent')
    .map((entry) => Array.from(entry as IArguments));
}

/** Whether analytics storage is granted in the dataLayer now (the last call that says so). */
function analyticsGranted(): boolean {
  const last = consentCalls()
    .map((call) => (call[2] as { analytics_storage?: string } | undefined)?.analytics_storage)
    .filter(Boolean)
    .at(-1);
  return last === 'granted';
}

export interface TagManagerOptions {
  /** This document's CSP nonce: the container script carries it (the CSP allows only nonce'd or listed scripts). */
  nonce?: string;
  /** Pushes the current page's pageview (on consent, before the page's held events). */
  pageview?: () => void;
  /** The page type of the page the metrics are measured on. */
  pageType: () => string;
  /** Loads and starts the Core Web Vitals reporter (tests replace it). */
  startWebVitals?: (pageType: () => string) => void;
}

export interface TagManager {
  /** Once, when the visitor's choice is known. */
  start(consent: ConsentChoice): void;
  /** Every later change of the choice. */
  consent(consent: ConsentChoice): void;
  readonly state: ConsentModeState;
}

const loadWebVitals = (pageType: () => string) => {
  void import('./web-vitals').then(({ reportWebVitals }) => reportWebVitals(pageType)).catch(() => undefined);
};

/** The consent state machine (consent-mode.ts) wired to the page: the dataLayer and the container script. */
export function createTagManager(settings: TagManagerSettings | null, options: TagManagerOptions): TagManager {
  let state: ConsentModeState = 'idle';
  const effects: Record<ConsentModeEffect, () => void> = {
    // The document's inline script (consentDefaultsScript) has usually pushed them already.
    'push-defaults': () => {
      if (!consentCalls().some((call) => call[1] === 'default')) gtag('consent', 'default', CONSENT_DEFAULTS);
    },
    'push-granted': () => {
      if (!analyticsGranted()) gtag('consent', 'update', GRANTED);
    },
    'push-denied': () => gtag('consent', 'update', { analytics_storage: 'denied' }),
    'release-held': () => {
      options.pageview?.();
      releaseHeldEvents();
    },
    'load-container': () => {
      if (!settings) return;
      // As Google's snippet: the start event, then the script.
      dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.async = true;
      script.src = settings.scriptUrl;
      if (options.nonce) script.nonce = options.nonce;
      document.head.append(script);
    },
    'start-web-vitals': () => (options.startWebVitals ?? loadWebVitals)(options.pageType),
  };
  const apply = (step: ReturnType<typeof consentModeStep>) => {
    state = step.state;
    for (const effect of step.effects) effects[effect]();
  };
  return {
    start: (consent) => apply(consentModeStep(state, { type: 'start', containerConfigured: settings !== null, consent })),
    consent: (consent) => apply(consentModeStep(state, { type: 'consent', consent })),
    get state() {
      return state;
    },
  };
}
