/**
 * When the tag manager may load (issue 29 §2), as a small state machine without side effects: the
 * browser part (tag-manager.ts) carries out the effects it returns. Google Consent Mode v2:
 *
 * - no container configured → `off`: nothing is ever loaded (the local default); statistics
 *   consent only lets the page's pageview and held view events into the dataLayer;
 * - a container → `denied`: the defaults (everything denied) go into the dataLayer before anything
 *   else of the tag manager, whatever the visitor chose;
 * - statistics consent → `granted`: the consent update, the page's held view events, then the
 *   container script (once per page) and the Core Web Vitals;
 * - consent withdrawn → `withdrawn`: the consent update back to denied. A script cannot be
 *   unloaded, but nothing loads again and no further event is pushed (the pushes read the cookie);
 *   allowing statistics again grants again without a second load.
 */
export type ConsentModeState = 'idle' | 'off' | 'denied' | 'granted' | 'withdrawn';

/** The banner's answer: 'statistics', 'necessary', or null while unanswered. */
export type ConsentChoice = 'statistics' | 'necessary' | null;

export type ConsentModeEffect = 'push-defaults' | 'push-granted' | 'release-held' | 'load-container' | 'start-web-vitals' | 'push-denied';

export type ConsentModeInput =
  { type: 'start'; containerConfigured: boolean; consent: ConsentChoice } | { type: 'consent'; consent: ConsentChoice };

export interface ConsentModeStep {
  state: ConsentModeState;
  effects: ConsentModeEffect[];
}

const GRANT_FIRST_TIME: ConsentModeEffect[] = ['push-granted', 'release-held', 'load-container', 'start-web-vitals'];

export function consentModeStep(state: ConsentModeState, input: ConsentModeInput): ConsentModeStep {
  if (input.type === 'start') {
    if (state !== 'idle') return { state, effects: [] };
    if (!input.containerConfigured) return { state: 'off', effects: input.consent === 'statistics' ? ['release-held'] : [] };
    if (input.consent === 'statistics') return { state: 'granted', effects: ['push-defaults', ...GRANT_FIRST_TIME] };
    return { state: 'denied', effects: ['push-defaults'] };
  }
  const allowed = input.consent === 'statistics';
  switch (state) {
    case 'denied':
      return allowed ? { state: 'granted', effects: GRANT_FIRST_TIME } : { state, effects: [] };
    case 'granted':
      return allowed ? { state, effects: [] } : { state: 'withdrawn', effects: ['push-denied'] };
    case 'withdrawn':
      // The container is on the page already: consent again, but no second load.
      return allowed ? { state: 'granted', effects: ['push-granted', 'release-held'] } : { state, effects: [] };
    case 'off':
      return { state, effects: allowed ? ['release-held'] : [] };
    default:
      // idle: not started, nothing to do.
      return { state, effects: [] };
  }
}
