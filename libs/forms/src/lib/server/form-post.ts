import type { FormActionData, FormFailure } from '../model/form-action-data';
import type { SitecoreForm } from '../model/form-model';
import { parseForm, parseFormResult } from '../rules/parse-form';
import { outcomeOf } from '../rules/submission-state';
import { FORM_COMPONENT } from './form-component';

/** Largest form post the site reads (five uploads of a few MB and the fields); larger is refused before parsing. */
export const MAX_FORM_POST_BYTES = 26 * 1024 * 1024;
/** What the page without JavaScript shows again of a field's value (a hostile 1 MB value is not echoed whole). */
const ECHO_LIMIT = 10_000;

export interface FormBuilderCall {
  formItemId: string;
  htmlPrefix: string;
  body: FormData;
}

export interface FormPostContext {
  request: Request;
  /** The page's own forms: only a form the page holds can be posted through it. */
  pageForms: readonly SitecoreForm[];
  /** The page's public origin; redirects are followed only to it and `ownOrigins`. */
  pageOrigin: string;
  ownOrigins?: readonly string[];
  /** Posts to the form builder: its status and JSON body; throws when it cannot be reached. */
  submit(call: FormBuilderCall): Promise<{ status: number; body: unknown }>;
  log(event: string, fields: Record<string, unknown>): void;
}

export type FormPostResult = { kind: 'redirect'; to: string } | { kind: 'answer'; status: number; data: FormActionData };

/**
 * The names a form may post (issue 28: "passing only the fields the form defines"). Every name of
 * a Sitecore form lives in its html prefix's namespace; a later step's fields (a next form) are
 * not on the page, so the rule is the namespace and Sitecore's shapes in it, not a list.
 */
export function isFormFieldName(htmlPrefix: string, name: string): boolean {
  if (!name.startsWith(`${htmlPrefix}.`)) return false;
  const rest = name.slice(htmlPrefix.length + 1);
  return /^(Fields\[[^\]]{1,80}\]\.(Value|ItemId)|Fields\.Index|FormSessionId|FormItemId|PageItemId|NavigationButtons|__RequestVerificationToken|[^.[\]]{1,80}\.NavigationStep)$/.test(
    rest,
  );
}

const failure = (formItemId: string, kind: FormFailure, status: number, values: Record<string, string[]> = {}): FormPostResult => ({
  kind: 'answer',
  status,
  data: { formItemId, failure: kind, values },
});

/**
 * A form post to a content page: finds the page's form it belongs to, forwards only that form's
 * names (files included, empty file inputs dropped) to the form builder, and turns the answer into
 * a redirect (own origins only) or the action's data.
 */
export async function handleFormPost(context: FormPostContext): Promise<FormPostResult> {
  const { request } = context;
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_FORM_POST_BYTES) return failure('', 'too-large', 413);
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return failure('', 'refused', 400);
  }
  const form = context.pageForms.find((candidate) => posted.get(candidate.formItemId.name) === candidate.formItemId.value);
  if (!form) return failure('', 'refused', 400);
  const formItemId = form.formItemId.value;

  const body = new FormData();
  const values: Record<string, string[]> = {};
  for (const [name, value] of posted.entries()) {
    if (!isFormFieldName(form.htmlPrefix, name)) continue;
    if (typeof value === 'string') {
      body.append(name, value);
      values[name] = [...(values[name] ?? []), value.slice(0, ECHO_LIMIT)];
    } else if (value.size > 0 || value.name !== '') {
      body.append(name, value, value.name);
    }
  }

  let answer: { status: number; body: unknown };
  try {
    answer = await context.submit({ formItemId, htmlPrefix: form.htmlPrefix, body });
  } catch (error) {
    context.log('form.submit-failed', { formItemId, error: error instanceof Error ? error.message : String(error) });
    return failure(formItemId, 'unavailable', 503, values);
  }
  if (answer.status === 429) return failure(formItemId, 'too-many', 429, values);
  if (answer.status === 413) return failure(formItemId, 'too-large', 413, values);
  const result = parseFormResult(answer.body);
  if (!result) {
    context.log('form.answer-invalid', { formItemId, status: answer.status });
    return failure(formItemId, 'unavailable', 503, values);
  }
  const outcome = outcomeOf(result, context.pageOrigin, context.ownOrigins);
  if (outcome.kind === 'redirect') return { kind: 'redirect', to: outcome.to };
  return {
    kind: 'answer',
    status: outcome.kind === 'errors' ? 400 : 200,
    data: { formItemId, outcome, values: outcome.kind === 'errors' ? values : {} },
  };
}

/** The forms a page's layout holds (its `Form` renderings, nested placeholders included), those that parse. */
export function formsOfRoute(route: {
  placeholders?: Record<string, ReadonlyArray<{ componentName: string; fields?: unknown; placeholders?: unknown }>>;
}): SitecoreForm[] {
  const found: SitecoreForm[] = [];
  const visit = (placeholders: unknown) => {
    if (typeof placeholders !== 'object' || placeholders === null) return;
    for (const renderings of Object.values(placeholders as Record<string, unknown>)) {
      if (!Array.isArray(renderings)) continue;
      for (const rendering of renderings as Array<{ componentName?: unknown; fields?: unknown; placeholders?: unknown }>) {
        if (rendering.componentName === FORM_COMPONENT) {
          const parsed = parseForm(rendering.fields);
          if (parsed.ok) found.push(parsed.form);
        }
        visit(rendering.placeholders);
      }
    }
  };
  visit(route.placeholders);
  return found;
}
