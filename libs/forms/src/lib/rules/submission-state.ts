import type { FormResult, SitecoreForm } from '../model/form-model';
import { ownRedirectTarget } from './redirect-origin';

/**
 * Form submission (spec discovery §4): idle, then in progress until the response, then locked one
 * more second, then idle again. The response decides what the form shows next.
 */
export type SubmissionPhase = 'idle' | 'submitting' | 'locked';

/** How long the form stays locked after the response (§4 "staying locked one more second"). */
export const LOCK_AFTER_RESPONSE_MS = 1000;

export type SubmissionOutcome =
  /** Success with a redirect URL on an own origin: follow it. */
  | { kind: 'redirect'; to: string }
  /** Success without a (followable) redirect: thank the visitor; every field state resets. */
  | { kind: 'success' }
  /** A next form replaces the current one (multi-step). */
  | { kind: 'next-form'; form: SitecoreForm }
  /** Messages under fields (by valueField.name) and in the form's error area. */
  | { kind: 'errors'; fieldErrors: Record<string, string[]>; errors: string[] };

/** What a form builder answer means for the visitor (own origins only for redirects). */
export function outcomeOf(result: FormResult, pageOrigin: string, ownOrigins: readonly string[] = []): SubmissionOutcome {
  const fieldErrors = Object.fromEntries(
    Object.entries(result.validationErrors ?? {}).filter(([, messages]) => Array.isArray(messages) && messages.length > 0),
  );
  const errors = (result.errors ?? []).filter((message) => typeof message === 'string' && message.trim() !== '');
  if (!result.success || Object.keys(fieldErrors).length > 0 || errors.length > 0) {
    // success: false with nothing said still needs a message: the caller shows its general text.
    return { kind: 'errors', fieldErrors, errors };
  }
  if (result.nextForm) return { kind: 'next-form', form: result.nextForm };
  const to = ownRedirectTarget(result.redirectUrl, pageOrigin, ownOrigins);
  return to ? { kind: 'redirect', to } : { kind: 'success' };
}

export interface SubmissionState {
  phase: SubmissionPhase;
  outcome?: SubmissionOutcome;
}

export type SubmissionEvent = { type: 'submit' } | { type: 'response'; outcome: SubmissionOutcome } | { type: 'unlock' };

export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'submit':
      // A locked or running submission ignores another click (no double posts).
      return state.phase === 'idle' ? { phase: 'submitting', outcome: state.outcome } : state;
    case 'response':
      return state.phase === 'submitting' ? { phase: 'locked', outcome: event.outcome } : state;
    case 'unlock':
      return state.phase === 'locked' ? { phase: 'idle', outcome: state.outcome } : state;
  }
}

/**
 * The reducer with its timer: `submit()` answers whether the submission may start; `respond()`
 * records the outcome and unlocks LOCK_AFTER_RESPONSE_MS later. Timers are the global ones (fake
 * in tests).
 */
export function createSubmission(onChange: (state: SubmissionState) => void) {
  let state: SubmissionState = { phase: 'idle' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dispatch = (event: SubmissionEvent) => {
    const next = submissionReducer(state, event);
    if (next === state) return false;
    state = next;
    onChange(state);
    return true;
  };
  return {
    get state() {
      return state;
    },
    submit: () => dispatch({ type: 'submit' }),
    respond(outcome: SubmissionOutcome) {
      if (!dispatch({ type: 'response', outcome })) return;
      timer = setTimeout(() => dispatch({ type: 'unlock' }), LOCK_AFTER_RESPONSE_MS);
    },
    dispose() {
      if (timer) clearTimeout(timer);
    },
  };
}
