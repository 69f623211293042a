import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Starts the hydration scripts after the browser's first paint instead of during parsing.
 *
 * Why: a page is complete without JavaScript (server-rendered, its CSS inline), but React
 * Router's module script and its preloads start at once, and on a fast connection the ~130 KB
 * of framework and page code arrives and runs before the first frame: a phone then paints only
 * after compiling and running all of it. Deferring them a frame keeps the paint at "HTML parsed";
 * the page becomes interactive a frame later. (Lighthouse's simulation, the perf gate, charges
 * the whole bundle to LCP whenever it ran before the first paint.)
 *
 * How: in the document React Router renders, the <link rel="modulepreload"> tags (React hoists
 * them into <head>) are removed and its inline `<script type="module" async>` is replaced by a
 * classic inline script with the same nonce that, after the next frame, adds the preloads (so
 * the imports still load in parallel, no waterfall) and then the module script. A hidden tab
 * paints nothing, so there it runs at once. Only the document up to </body> is buffered (about
 * 40 KB; the shell arrives in one piece anyway); what follows streams through untouched.
 *
 * In tasks a phone can interleave with input: a module graph is evaluated in one task, and the
 * whole first load in one was the longest task of a page's start-up (about 25 ms cold on the CI
 * machine kind, 150 ms on the perf gate's phone: most of its Total Blocking Time). So the preloads
 * go in one task, the framework chunks (vite.brand.ts `codeSplitting.groups`: the bundler's
 * runtime, React, React Router, then 'initial') are each imported and evaluated in a task of
 * their own, in dependency order, and only then the module script, which finds them evaluated
 * and runs the route modules and hydration. Evaluation order is the one the module graph gives
 * (a chunk's imports first); a chunk that fails to load stops nothing: the module script then
 * loads it itself and fails as it would have.
 */
export function deferHydrationScripts(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const [tag, attributes = '', body = ''] = match;
  const nonce = /\snonce="([^"]*)"/.exec(attributes)?.[1];
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (link: string) => {
    const href = /\shref="([^"]*)"/.exec(link)?.[1];
    if (href) preloads.push(decodeAttribute(href));
    return '';
  });
  const stages = FRAMEWORK_CHUNKS.map((name) => preloads.find((href) => chunkName(href) === name)).filter((href) => href !== undefined);
  const loader = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>(${LOADER})(${scriptLiteral(body)},${scriptLiteral(preloads)},${scriptLiteral(stages)})</script>`;
  return withoutPreloads.replace(tag, () => loader);
}

/** The first-load chunks (vite.brand.ts), in dependency order: each is evaluated in a task of its own. */
const FRAMEWORK_CHUNKS = ['rolldown-runtime', 'react', 'router', 'initial'] as const;

/** `/assets/react-q3z5VTvw.js` → `react` (the hash is the last dash and what follows). */
function chunkName(href: string): string | undefined {
  return /\/assets\/(.+)-[\w-]{8}\.js$/.exec(href)?.[1];
}

const MODULE_SCRIPT = /<script((?:\s[^>]*)?\stype="module"(?:\s[^>]*)?)>([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link\s[^>]*rel="modulepreload"[^>]*>/g;

// Runs in the browser: plain ES5, no outside names. `document.currentScript` exists only while
// the inline script itself runs, so the nonce is read first.
const LOADER = `function(code,preloads,stages){var d=document,nonce=d.currentScript&&d.currentScript.nonce,i=0;function run(){var s=d.createElement('script');s.type='module';if(nonce)s.nonce=nonce;s.text=code;d.body.appendChild(s)}function next(){if(i>=stages.length)return run();import(stages[i++]).then(later,later)}function later(){setTimeout(next,0)}function start(){for(var j=0;j<preloads.length;j++){var l=d.createElement('link');l.rel='modulepreload';l.href=preloads[j];d.head.appendChild(l)}later()}if(d.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start,0)})}`;

/** A JS literal that is safe inside an inline <script> (no "</script>", no "<!--"). */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function decodeAttribute(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

const BODY_END = '</body>';

/** The stream form, for entry.server: transforms the document up to </body>, then passes through. */
export class DeferHydrationScripts extends Transform {
  private readonly decoder = new StringDecoder('utf8');
  // React writes many small chunks. They are kept in a list and only the new text (plus the few
  // characters before it that could start the tag) is searched for </body>: appending to one
  // string and searching it would copy the whole buffer on every chunk.
  private readonly chunks: string[] = [];
  private tail = '';
  private done = false;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.done) return callback(null, (typeof chunk === 'string' ? chunk : this.decoder.write(chunk)) || undefined);
    const text = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    const window = this.tail + text;
    const found = window.indexOf(BODY_END);
    if (found === -1) {
      this.chunks.push(text);
      this.tail = window.slice(-(BODY_END.length - 1));
      return callback();
    }
    this.done = true;
    // The tag may start in the previous chunks: cut the buffered text where it begins.
    const buffered = this.chunks.join('') + text;
    const end = buffered.length - window.length + found;
    this.chunks.length = 0;
    callback(null, deferHydrationScripts(buffered.slice(0, end)) + buffered.slice(end));
  }

  override _flush(callback: TransformCallback): void {
    if (this.done) return callback(null, this.decoder.end() || undefined);
    const rest = this.chunks.join('') + this.decoder.end();
    callback(null, deferHydrationScripts(rest) || undefined);
  }
}
