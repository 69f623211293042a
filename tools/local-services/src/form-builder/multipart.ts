import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';

/** A posted file: its bytes up to the limit, `truncated` when it was larger. */
export interface PostedFile {
  fieldName: string;
  fileName: string;
  declaredType: string;
  bytes: Buffer;
  size: number;
  truncated: boolean;
}

export interface PostedForm {
  fields: Map<string, string[]>;
  files: PostedFile[];
  /** A field value, or the number of parts, beyond the limits: the post is refused as a whole. */
  overLimit: boolean;
}

export interface MultipartLimits {
  /** Bytes per file: one more is read to tell "too large" from "exactly the limit". */
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
}

/**
 * Streams a multipart (or urlencoded) body through busboy with its limits: a larger file is cut at
 * the limit and marked truncated (the rest is drained, never buffered), more files or fields than
 * allowed are dropped and flagged, a longer field value is flagged.
 */
export function parseMultipart(req: IncomingMessage, limits: MultipartLimits): Promise<PostedForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.fileSize + 1,
          files: limits.files,
          fields: limits.fields,
          fieldSize: limits.fieldSize,
          parts: limits.files + limits.fields,
        },
        defParamCharset: 'utf8',
      });
    } catch (error) {
      reject(error);
      return;
    }
    const posted: PostedForm = { fields: new Map(), files: [], overLimit: false };
    const pending: Array<Promise<void>> = [];
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) posted.overLimit = true;
      posted.fields.set(name, [...(posted.fields.get(name) ?? []), value]);
    });
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limits.fileSize) chunks.push(chunk);
      });
      stream.on('limit', () => {
        truncated = true;
      });
      pending.push(
        new Promise((done) =>
          stream.on('close', () => {
            // An empty file input posts a part without a name and no bytes: not a file.
            if (info.filename || size > 0)
              posted.files.push({
                fieldName,
                fileName: info.filename ?? '',
                declaredType: info.mimeType,
                bytes: Buffer.concat(chunks),
                size,
                truncated: truncated || size > limits.fileSize,
              });
            done();
          }),
        ),
      );
    });
    parser.on('filesLimit', () => (posted.overLimit = true));
    parser.on('fieldsLimit', () => (posted.overLimit = true));
    parser.on('partsLimit', () => (posted.overLimit = true));
    parser.on('error', reject);
    parser.on('close', () => void Promise.all(pending).then(() => resolve(posted), reject));
    req.pipe(parser);
  });
}
