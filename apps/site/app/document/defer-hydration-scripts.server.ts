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
  const loader = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>(${LOADER})(${scriptLiteral(body)},${scriptLiteral(preloads)})</script>`;
  return withoutPreloads.replace(tag, () => loader);
}

const MODULE_SCRIPT = /<script((?:\s[^>]*)?\stype="module"(?:\s[^>]*)?)>([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link\s[^>]*rel="modulepreload"[^>]*>/g;

// Runs in the browser: plain ES5, no outside names. `document.currentScript` exists only while
// the inline script itself runs, so the nonce is read first.
const LOADER = `function(code,preloads){var d=document,nonce=d.currentScript&&d.currentScript.nonce;function start(){for(var i=0;i<preloads.length;i++){var l=d.createElement('link');l.rel='modulepreload';l.href=preloads[i];d.head.appendChild(l)}var s=d.createElement('script');s.type='module';if(nonce)s.nonce=nonce;s.text=code;d.body.appendChild(s)}if(d.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start,0)})}`;

/** A JS literal that is safe inside an inline <script> (no "</script>", no "<!--"). */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
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
