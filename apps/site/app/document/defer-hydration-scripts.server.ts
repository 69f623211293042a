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
  return deferHydrationScriptsIn(Buffer.from(html)).toString('utf8');
}

/**
 * The same on the document's bytes, as the server sends them: the tags are found with indexOf
 * and only they are decoded. Decoding the whole document, rewriting it with regular expressions
 * and encoding it again cost about a tenth of the server's time per page (bench:ssr profile,
 * docs/decisions/ssr-throughput.md).
 */
export function deferHydrationScriptsIn(document: Buffer): Buffer {
  const script = moduleScript(document);
  if (!script) return document;
  const preloads: string[] = [];
  const cuts: Array<{ start: number; end: number; insert?: Buffer }> = [];
  for (const link of modulePreloads(document)) {
    const href = HREF.exec(document.toString('utf8', link.start, link.end))?.[1];
    if (href) preloads.push(decodeAttribute(href));
    cuts.push(link);
  }
  const nonce = NONCE.exec(script.attributes)?.[1];
  const loader = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>(${LOADER})(${scriptLiteral(script.body)},${scriptLiteral(preloads)})</script>`;
  cuts.push({ start: script.start, end: script.end, insert: Buffer.from(loader) });
  cuts.sort((a, b) => a.start - b.start);
  const parts: Buffer[] = [];
  let at = 0;
  for (const cut of cuts) {
    if (cut.start < at) continue; // overlapping (a preload inside the module script's text): already cut
    parts.push(document.subarray(at, cut.start));
    if (cut.insert) parts.push(cut.insert);
    at = cut.end;
  }
  parts.push(document.subarray(at));
  return Buffer.concat(parts);
}

const NONCE = /\snonce="([^"]*)"/;
const HREF = /\shref="([^"]*)"/;

/**
 * The tags named `open` ('<link', '<script') that carry `attribute`, as byte ranges: the first
 * `<open` before each occurrence, with no '>' between (so the attribute is the tag's own), to the '>'
 * after it. Same tags as `<link\s[^>]*rel="modulepreload"[^>]*>` would match.
 */
function* tagsWith(
  document: Buffer,
  open: string,
  attribute: string,
  { from = 0, to = document.length }: { from?: number; to?: number } = {},
): Generator<{ start: number; end: number }> {
  for (
    let found = document.indexOf(attribute, from);
    found !== -1 && found < to;
    found = document.indexOf(attribute, found + attribute.length)
  ) {
    const start = document.lastIndexOf(open, found);
    if (start === -1 || !WHITESPACE.has(document[start + open.length]!)) continue;
    const closeBefore = document.indexOf(GT, start);
    if (closeBefore !== -1 && closeBefore < found) continue;
    const end = document.indexOf(GT, found);
    if (end === -1) return;
    yield { start, end: end + 1 };
  }
}

const GT = 0x3e; // '>'
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d]);
const SCRIPT_END = '</script>';

/** The last tag named `open` carrying `attribute` (as tagsWith), searched from the end. */
function lastTagWith(document: Buffer, open: string, attribute: string): { start: number; end: number } | undefined {
  for (let found = document.lastIndexOf(attribute); found !== -1; found = found > 0 ? document.lastIndexOf(attribute, found - 1) : -1) {
    const tag = tagsWith(document, open, attribute, { from: found, to: found + 1 }).next().value;
    if (tag) return tag;
  }
  return undefined;
}

/**
 * The module preloads. React writes the preloads it hoists in the head's preamble, before the
 * head's own children (the inline CSS, 100+ KB): they are searched there first, and the whole
 * document is searched only when there are none (each full search of a page cost a few percent
 * of the server's time).
 */
function modulePreloads(document: Buffer): Array<{ start: number; end: number }> {
  const firstStyle = document.indexOf('<style');
  const inPreamble = [...tagsWith(document, '<link', 'rel="modulepreload"', { to: firstStyle === -1 ? document.length : firstStyle })];
  return inPreamble.length > 0 || firstStyle === -1 ? inPreamble : [...tagsWith(document, '<link', 'rel="modulepreload"')];
}

/** React Router's module script: the last `<script …type="module"…>` (there is one) and its text, as `<script((?:\s[^>]*)?\stype="module"(?:\s[^>]*)?)>([\s\S]*?)<\/script>` would match. */
function moduleScript(document: Buffer): { start: number; end: number; attributes: string; body: string } | undefined {
  // React writes one space before each attribute; the space also keeps out `data-type="module"`.
  // React Router writes the script at the very end of the body: searched from the end, it is
  // found after a few KB instead of after the whole document (a measurable share under load).
  const tag = lastTagWith(document, '<script', ' type="module"');
  if (!tag) return undefined;
  const close = document.indexOf(SCRIPT_END, tag.end);
  if (close === -1) return undefined;
  return {
    start: tag.start,
    end: close + SCRIPT_END.length,
    attributes: document.toString('utf8', tag.start + '<script'.length, tag.end - 1),
    body: document.toString('utf8', tag.end, close),
  };
}

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

const BODY_END = Buffer.from('</body>');

/**
 * The stream form, for entry.server: transforms the document up to </body>, then passes through.
 * It works on the bytes React writes: they are kept as they come (no decoding of every small
 * chunk, which with the re-encoding of the text cost about a sixth of the server's time under
 * load, docs/decisions/ssr-throughput.md), the document is decoded once when </body> arrives and
 * sent on as one chunk.
 */
export class DeferHydrationScripts extends Transform {
  private readonly chunks: Buffer[] = [];
  private length = 0;
  private done = false;

  /** `rewrite`: a further change of the buffered document, made first (entry.server: the used lazy CSS). */
  constructor(private readonly rewrite: (document: Buffer) => Buffer = (document) => document) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (this.done) return callback(null, bytes.length > 0 ? bytes : undefined);
    // </body> may start in the chunks before this one: search from up to six bytes back.
    const back = Math.min(this.length, BODY_END.length - 1);
    const found = back > 0 ? this.search(bytes, back) : bytes.indexOf(BODY_END);
    this.chunks.push(bytes);
    this.length += bytes.length;
    if (found === -1) return callback();
    this.done = true;
    const end = this.length - bytes.length + found;
    const document = Buffer.concat(this.chunks, this.length);
    this.chunks.length = 0;
    callback(null, Buffer.concat([deferHydrationScriptsIn(this.rewrite(document.subarray(0, end))), document.subarray(end)]));
  }

  override _flush(callback: TransformCallback): void {
    if (this.done || this.length === 0) return callback();
    callback(null, deferHydrationScriptsIn(this.rewrite(Buffer.concat(this.chunks, this.length))));
  }

  /** Where </body> starts relative to `bytes`, when it may begin in the last `back` bytes before it. */
  private search(bytes: Buffer, back: number): number {
    const inside = bytes.indexOf(BODY_END);
    const seamLength = back + Math.min(bytes.length, BODY_END.length - 1);
    const seam = Buffer.alloc(seamLength);
    let filled = back;
    for (let index = this.chunks.length - 1; index >= 0 && filled > 0; index--) {
      const previous = this.chunks[index]!;
      const take = Math.min(filled, previous.length);
      previous.copy(seam, filled - take, previous.length - take);
      filled -= take;
    }
    bytes.copy(seam, back, 0, seamLength - back);
    const atSeam = seam.indexOf(BODY_END);
    if (atSeam !== -1 && atSeam < back && (inside === -1 || atSeam - back < inside)) return atSeam - back;
    return inside;
  }
}
