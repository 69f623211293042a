import type { SubmissionOutcome } from '../rules/submission-state';

/** Why a post did not reach a form builder answer (the renderer shows a text of its own for each). */
export type FormFailure = 'unavailable' | 'too-many' | 'too-large' | 'refused';

/**
 * What the site's form action answers (a React Router action's data): to the fetcher when the
 * page runs JavaScript, to the page rendered again when it does not.
 */
export interface FormActionData {
  /** The form the answer is for (a page may hold more than one). */
  formItemId: string;
  /** The builder's answer (a followable redirect never gets here: the action redirects). */
  outcome?: Exclude<SubmissionOutcome, { kind: 'redirect' }>;
  failure?: FormFailure;
  /** The text values the visitor sent, by field name: the page without JavaScript shows them again. */
  values: Record<string, string[]>;
}
