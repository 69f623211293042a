import { generateMessageId } from '@lingui/message-utils/generateMessageId';

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' };
const unescape = (text: string) => text.replace(/\\(.)/g, (_, char: string) => ESCAPES[char] ?? char);

/**
 * Message id → the files that use it, from a .po file's `#:` references (Lingui writes every
 * origin with `--clean` extraction). The id is the one the compiled catalog uses: the explicit id,
 * else Lingui's hash of message and context.
 */
export function parsePoOrigins(text: string): Map<string, string[]> {
  const origins = new Map<string, string[]>();
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const files: string[] = [];
    const fields: Record<string, string> = {};
    let explicit = false;
    let field: string | null = null;
    for (const line of block.split(/\r?\n/)) {
      const start = /^(msgctxt|msgid|msgstr) "(.*)"$/.exec(line);
      const continuation = /^"(.*)"$/.exec(line);
      if (line.startsWith('#: ')) files.push(...line.slice(3).trim().split(/\s+/));
      else if (line.startsWith('#. js-lingui-explicit-id')) explicit = true;
      else if (start?.[1] && start[2] !== undefined) fields[(field = start[1])] = unescape(start[2]);
      else if (continuation?.[1] !== undefined && field) fields[field] += unescape(continuation[1]);
      else field = null;
    }
    const message = fields['msgid'];
    if (!message) continue; // the header entry, or no message
    const id = explicit ? message : generateMessageId(message, fields['msgctxt'] ?? '');
    origins.set(
      id,
      files.map((file) => file.replace(/:\d+$/, '')),
    );
  }
  return origins;
}
