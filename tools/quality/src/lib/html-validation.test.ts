import { describe, expect, it } from 'vitest';
import { KITCHEN_SINK_RULES, problemDetails, problemSummary, validateHtml } from './html-validation.ts';

const page = (main: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A page</title>${head}</head><body><main><h1>Title</h1>${main}</main></body></html>`;
const rules = async (html: string, source: 'server' | 'hydrated' = 'hydrated') =>
  (await validateHtml(html, source)).map((problem) => problem.rule);

describe('the gate’s html-validate config', () => {
  it('accepts what React renders: camelCase attribute names, self-closed void elements, boolean and empty attributes', async () => {
    const html = page(
      '<form><label>C <input type="checkbox" checked="" disabled=""/></label><label for="x">X</label><input id="x" type="text" autoComplete="off"/><button type="submit">Send</button></form><img src="a.png" alt="" fetchPriority="high"/>',
      '<link rel="stylesheet" href="/a.css" crossOrigin="anonymous"/>',
    );
    expect(await rules(html)).toEqual([]);
  });

  it('finds a <figcaption> that is not a child of its <figure>', async () => {
    expect(await rules(page('<figure><div><blockquote><p>Q</p></blockquote><figcaption>A</figcaption></div></figure>'))).toContain(
      'element-permitted-content',
    );
    expect(await rules(page('<figure><blockquote><p>Q</p></blockquote><figcaption>A</figcaption></figure>'))).toEqual([]);
  });

  it('finds two landmarks with the same name', async () => {
    const nav = '<nav aria-label="Share this job"><a href="/">E-mail</a></nav>';
    expect(await rules(page(nav + nav))).toContain('unique-landmark');
  });

  it('finds references to ids that do not exist in the hydrated DOM, not in the server HTML (react-aria slots)', async () => {
    const html = page('<label for="f">F</label><input id="f" type="text" aria-describedby="missing"/>');
    expect(await rules(html, 'hydrated')).toContain('no-missing-references');
    expect(await rules(html, 'server')).toEqual([]);
  });

  it('allows several h1 on the kitchen sink only', async () => {
    const html = page('<section><h1>Second hero</h1></section>');
    expect(await rules(html)).toContain('heading-level');
    expect((await validateHtml(html, 'hydrated', KITCHEN_SINK_RULES)).map((problem) => problem.rule)).toEqual([]);
  });

  it('lets the header’s h2 come before the page’s h1, but not a skipped level', async () => {
    const withNav =
      '<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><nav aria-label="Menu"><h2>Products</h2></nav><main><h1>Title</h1><h2>A</h2></main></body></html>';
    expect(await rules(withNav)).toEqual([]);
    expect(await rules(page('<h3>Skipped</h3>'))).toContain('heading-level');
  });
});

describe('the library output it accepts, and what it still finds', () => {
  it('accepts react-aria’s spinner and grid roles, not other ARIA a native element does better', async () => {
    const spinner = '<div role="progressbar" aria-label="Loading" aria-valuetext="Loading"></div>';
    const grid =
      '<table role="grid" aria-label="Orders"><thead role="rowgroup"><tr role="row"><th role="columnheader">A</th></tr></thead><tbody role="rowgroup"><tr role="row"><td role="gridcell">1</td></tr></tbody></table>';
    expect(await rules(page(spinner + grid))).toEqual([]);
    expect(await rules(page('<span role="link" aria-disabled="true">Profile</span>'))).toContain('prefer-native-element');
    expect(await rules(page('<ul role="list"><li>A</li></ul>'))).toContain('no-redundant-role');
  });

  it('finds a <dl> inside a <button>', async () => {
    expect(await rules(page('<button type="button" aria-label="Open"><dl><dt>A</dt><dd>1</dd></dl></button>'))).toContain(
      'element-permitted-content',
    );
  });
});

describe('the report', () => {
  it('counts per rule and lists each finding once with where it was seen', () => {
    const problem = {
      rule: 'unique-landmark',
      message: 'Landmarks must have a unique name',
      selector: 'nav',
      source: 'server' as const,
    };
    expect(problemSummary([])).toBe(0);
    expect(problemSummary([problem, problem])).toBe('unique-landmark (2)');
    expect(
      problemDetails([
        { where: 'group /en/ 1440', problems: [problem] },
        { where: 'group /en/ 375', problems: [problem] },
      ]),
    ).toEqual(['unique-landmark: Landmarks must have a unique name [nav] (server) — group /en/ 1440; group /en/ 375']);
  });
});
