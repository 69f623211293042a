import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';

/**
 * Valid HTML (issue 23 item 14): html-validate (a maintained validator, npm) over every page view
 * the accessibility gate loads, twice: the HTML the server sent and the DOM after hydration
 * (`page.content()`), since client-only parts (dialogs, account screens) exist only in the second.
 *
 * Presets: `html-validate:standard` (the HTML standard's conformance rules: content models,
 * permitted parents, attributes, ids; none of `recommended`'s style rules, so React's attribute
 * spelling such as `charSet`, its `<meta … />` and its boolean attributes are all fine),
 * `html-validate:a11y` (ARIA use, unique landmark names, labels) and `html-validate:document`
 * (whole-document rules: doctype, one h1 and heading order, references to ids that exist, SRI).
 * The rules relaxed below each say why; anything else the validator reports is an error and fails
 * the gate.
 */
/** Roles prefer-native-element lets through everywhere (HTML_VALIDATE_CONFIG says why). */
const NATIVE_ELEMENT_EXCEPTIONS = ['progressbar', 'listbox'] as const;

export const HTML_VALIDATE_CONFIG: ConfigData = {
  root: true,
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // Subresource integrity guards files from another origin (a CDN); every script and stylesheet
    // of the site is its own, same origin, with hashed file names. SRI would add nothing but a
    // hash to keep in step with every build.
    'require-sri': 'off',
    // The header's menu flyouts are in the document before <main> (rendered after hydration,
    // hidden until opened) and title their columns with <h2>; the page's <h1> opens <main>. The
    // rule still checks that levels never skip on the way down.
    'heading-level': ['error', { minInitialRank: 'h2' }],
    // `aria-label` on an element without a role of its own (a <video> with controls, named by
    // its caption) is allowed by ARIA in HTML; the a11y preset only calls it "not recommended".
    // This is the standard preset's setting; an aria-label where ARIA forbids it stays an error.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The loading spinner is react-aria's ProgressBar: an indeterminate <div role="progressbar">
    // with a label, valid ARIA; a native <progress> cannot be drawn as the same spinner in every
    // browser. The header's instant search is an ARIA 1.2 combobox (WAI-ARIA APG) whose popup is a
    // <div role="listbox"> of result links: a native <select> can hold neither links nor pictures.
    // Every other role with a native element (link, button, checkbox…) stays checked.
    'prefer-native-element': ['error', { exclude: [...NATIVE_ELEMENT_EXCEPTIONS] }],
    // react-aria's Table (ui DataTable) is an ARIA grid on <table> and writes the role of every
    // part itself (rowgroup, row, gridcell, columnheader, rowheader). Redundant on those elements,
    // never wrong; other redundant roles stay errors.
    'no-redundant-role': ['error', { exclude: ['rowgroup', 'row', 'gridcell', 'columnheader', 'rowheader'] }],
  },
};

/**
 * Relaxed for the server's HTML only: react-aria names the ids of a field's optional slots
 * (description, error message) in `aria-describedby` while rendering on the server and drops the
 * names whose element is absent in an effect after hydration (its `useSlotId`). The hydrated DOM,
 * which assistive technology reads, is checked with the rule on.
 */
export const SERVER_HTML_RULES: HtmlRules = { 'no-missing-references': 'off' };

/**
 * Relaxed for one page only: the QA kitchen sink (local-services' /qa/kitchen-sink) stacks every
 * content block on one page, so each page hero (story, solution, career, job…) brings the <h1>
 * it has on its own page. Multiple h1 elements are valid HTML; on a real page one hero is the h1.
 */
export const KITCHEN_SINK_RULES: HtmlRules = {
  'heading-level': ['error', { minInitialRank: 'h2', allowMultipleH1: true }],
};

/**
 * Relaxed for the map page only: MapLibre draws into a `<canvas role="region" aria-label="Map">`
 * of its own making (maplibre-gl's Map), which prefer-native-element would have be a <section>.
 * The role and name are right for a screen reader (axe passes it); the element is the library's.
 */
export const MAP_PAGE_RULES: HtmlRules = { 'prefer-native-element': ['error', { exclude: [...NATIVE_ELEMENT_EXCEPTIONS, 'region'] }] };

/** Rule settings, as in a config's `rules`. */
export type HtmlRules = NonNullable<ConfigData['rules']>;

/** One finding of the validator, reduced to what the report prints. */
export interface HtmlProblem {
  rule: string;
  message: string;
  selector: string | null;
  /** Where the HTML came from: `server` (the response) or `hydrated` (the DOM after load). */
  source: 'server' | 'hydrated';
}

let validator: HtmlValidate | undefined;

/** The gate's validator (config above, no config files from disk: the result does not depend on where it runs). */
export function htmlValidator(): HtmlValidate {
  validator ??= new HtmlValidate(new StaticConfigLoader(HTML_VALIDATE_CONFIG));
  return validator;
}

function problemOf(message: Message, source: HtmlProblem['source']): HtmlProblem {
  return {
    rule: message.ruleId,
    message: message.message,
    selector: message.selector ?? null,
    source,
  };
}

/** Errors in one HTML text (warnings are not reported: the config has only errors). */
export async function validateHtml(html: string, source: HtmlProblem['source'], pageRules?: HtmlRules): Promise<HtmlProblem[]> {
  const rules = {
    ...HTML_VALIDATE_CONFIG.rules,
    ...(source === 'server' ? SERVER_HTML_RULES : {}),
    ...pageRules,
  };
  const report = await htmlValidator().validateString(html, 'page.html', {
    ...HTML_VALIDATE_CONFIG,
    rules,
  });
  return report.results.flatMap((result) =>
    result.messages.filter((message) => message.severity === 2).map((message) => problemOf(message, source)),
  );
}

/** The table cell: 0, or each rule with its count (`element-permitted-parent (1)`). */
export function problemSummary(problems: readonly HtmlProblem[]): 0 | string {
  if (problems.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const problem of problems) counts.set(problem.rule, (counts.get(problem.rule) ?? 0) + 1);
  return [...counts].map(([rule, count]) => `${rule} (${count})`).join(', ');
}

/** Lines for the log under the table: each distinct finding once, with where it was seen. */
export function problemDetails(findings: ReadonlyArray<{ where: string; problems: readonly HtmlProblem[] }>): string[] {
  const seen = new Map<string, string[]>();
  for (const { where, problems } of findings) {
    for (const problem of problems) {
      const key = `${problem.rule}: ${problem.message}${problem.selector ? ` [${problem.selector}]` : ''} (${problem.source})`;
      const places = seen.get(key) ?? [];
      if (!places.includes(where)) places.push(where);
      seen.set(key, places);
    }
  }
  return [...seen].map(
    ([key, places]) => `${key} — ${places.slice(0, 4).join('; ')}${places.length > 4 ? `; +${places.length - 4} more` : ''}`,
  );
}
