import type { APIRequestContext, Page } from '@playwright/test';
import { BRAND_IDS, axeScan } from '@mbw/testing';

/** Every brand theme of the catalogue's toolbar: the brands of @mbw/brand. */
export const CATALOGUE_BRANDS = BRAND_IDS;

/** Opens one story alone (the preview iframe), in a brand theme and language. */
export async function openStory(page: Page, id: string, globals: { brand?: string; locale?: string } = {}): Promise<void> {
  const brand = globals.brand ?? 'technologies';
  const locale = globals.locale ?? 'en';
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=brand:${brand};locale:${locale}`);
  await page.locator('#storybook-root > *').first().waitFor();
}

/** Every story id in the served catalogue's index.json (what Storybook says exists). */
export async function catalogueStoryIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/index.json');
  if (!response.ok()) throw new Error(`index.json: HTTP ${response.status()}`);
  const index = (await response.json()) as { entries: Record<string, { id: string; type: string }> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

export interface SweepRender {
  /** Stories that finished rendering, decorator and all, without an error. */
  rendered: string[];
  /** Stories that failed: Storybook's error display, an exception, or nothing rendered. */
  failed: { id: string; error: string }[];
}

/**
 * Renders every story into one preview page, each in its own `[data-sweep-story]` box, with the
 * brand theme and language set the way the toolbar sets them (URL globals). Uses the preview's
 * own `renderStoryToElement` (what docs pages use to show many stories), so decorators, args and
 * loaders apply exactly as on the story's own page. All stories render at once; React roots are
 * independent, so they do not see each other.
 */
export async function renderAllStories(page: Page, ids: string[], globals: { brand: string; locale?: string }): Promise<SweepRender> {
  const [first] = ids;
  if (!first) throw new Error('index.json lists no stories');
  await openStory(page, first, globals);
  return page.evaluate(async (storyIds) => {
    interface StoryRenderLike {
      id: string;
      phase?: string;
    }
    interface PreviewLike {
      currentRender?: StoryRenderLike;
      storyRenders: StoryRenderLike[];
      loadStory(args: { storyId: string }): Promise<unknown>;
      renderStoryToElement(
        story: unknown,
        element: HTMLElement,
        callbacks: { showMain(): void; showError(error: { title: string; description: string }): void; showException(error: Error): void },
        options: { autoplay: boolean; forceInitialArgs: boolean },
      ): () => Promise<void>;
      teardownRender(render: StoryRenderLike): Promise<void>;
    }
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: PreviewLike }).__STORYBOOK_PREVIEW__;
    const settled = (render: StoryRenderLike, phases: string[]) =>
      new Promise<void>((resolve) => {
        const check = () => (phases.includes(render.phase ?? '') ? resolve() : setTimeout(check, 10));
        check();
      });

    // The page's own story goes; every story, that one included, is rendered into the sweep.
    if (preview.currentRender) await preview.teardownRender(preview.currentRender);
    const sweep = document.createElement('div');
    sweep.id = 'catalogue-sweep';
    document.body.append(sweep);

    const errors = new Map<string, string>();
    // All at once: each mounts into its own box and React roots do not share state, so the
    // stories' loading, mounting and Storybook's wait for animations overlap.
    const renders = await Promise.all(
      storyIds.map(async (id) => {
        // A plain box: no role or name of its own, so the sweep adds nothing for axe to judge.
        const box = document.createElement('div');
        box.setAttribute('data-sweep-story', id);
        sweep.append(box);
        try {
          const story = await preview.loadStory({ storyId: id });
          const before = preview.storyRenders.length;
          preview.renderStoryToElement(
            story,
            box,
            {
              showMain: () => undefined,
              showError: ({ title, description }) => errors.set(id, `${title}: ${description}`),
              showException: (error) => errors.set(id, String(error?.stack ?? error)),
            },
            { autoplay: false, forceInitialArgs: true },
          );
          const render = preview.storyRenders.slice(before).find((candidate) => candidate.id === id);
          if (render) await settled(render, ['finished', 'errored', 'aborted']);
          return { id, box, render };
        } catch (error) {
          errors.set(id, String((error as Error)?.stack ?? error));
          return { id, box, render: undefined };
        }
      }),
    );

    const result: SweepRender = { rendered: [], failed: [] };
    for (const id of storyIds) {
      const entry = renders.find((candidate) => candidate.id === id);
      const error =
        errors.get(id) ??
        (!entry?.render
          ? 'no render started'
          : entry.render.phase !== 'finished'
            ? `render ended in phase ${entry.render.phase}`
            : !entry.box.querySelector('main')
              ? 'nothing rendered (no decorator <main>)'
              : undefined);
      if (error) result.failed.push({ id, error });
      else result.rendered.push(id);
    }
    return result;
  }, ids);
}

export interface StoryViolation {
  story: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** One axe-core pass (WCAG 2.2 A/AA) over the sweep page, each finding named by its story. */
export async function axeViolationsByStory(page: Page): Promise<StoryViolation[]> {
  // Only violations come back in full: passes over thousands of nodes are not serialised for nothing.
  const results = await axeScan(page, { resultTypes: ['violations'] });
  const targets = results.violations.flatMap((violation) => violation.nodes.map((node) => node.target));
  const owners = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        // Nodes inside an iframe or shadow root: the outermost part names the host in this document.
        const element = typeof selector === 'string' ? document.querySelector(selector) : null;
        let owner = element?.closest('[data-sweep-story]');
        // A portal (rendered into <body>): React's fiber leads back to the root it belongs to.
        for (let node: Element | null | undefined = element; !owner && node; node = node.parentElement) {
          const key = Object.keys(node).find((name) => name.startsWith('__reactFiber$'));
          if (!key) continue;
          type Fiber = { tag: number; return: Fiber | null; stateNode: { containerInfo?: Element } | null };
          let fiber = (node as unknown as Record<string, Fiber | undefined>)[key];
          while (fiber?.return) fiber = fiber.return;
          owner = fiber?.stateNode?.containerInfo?.closest('[data-sweep-story]');
          break;
        }
        return owner?.getAttribute('data-sweep-story') ?? '(outside every story)';
      }),
    targets.map((target) => (Array.isArray(target[0]) ? target[0][0] : target[0]) ?? null),
  );
  const byKey = new Map<string, StoryViolation>();
  let index = 0;
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const story = owners[index++] ?? '(unknown)';
      const key = `${story}\u0000${violation.id}`;
      const entry = byKey.get(key) ?? { story, rule: violation.id, impact: violation.impact, help: violation.help, nodes: [] };
      entry.nodes.push(`${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].sort((a, b) => a.story.localeCompare(b.story) || a.rule.localeCompare(b.rule));
}
