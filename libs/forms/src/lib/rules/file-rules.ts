/**
 * File upload rules (spec discovery §5 "File upload", §9 size unit bases): the size limit is
 * maxFileSize × fileSizeUnit bytes; the allowed list holds extensions (".pdf") or content types
 * ("application/pdf"); the count is capped at five upload inputs.
 */

/** What the rules need of a file (a browser File, or what the server parsed). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export const SIZE_UNITS: Readonly<Record<number, string>> = { 1: 'bytes', 1024: 'KB', 1048576: 'MB', 1073741824: 'GB' };

/** A unit base of §9, else bytes (an unknown unit never makes the limit larger than the editor meant). */
export function sizeUnitOf(fileSizeUnit: number | undefined): number {
  return fileSizeUnit !== undefined && fileSizeUnit in SIZE_UNITS ? fileSizeUnit : 1;
}

export function maxBytesOf(maxFileSize: number | undefined, fileSizeUnit: number | undefined): number | undefined {
  if (typeof maxFileSize !== 'number' || !Number.isFinite(maxFileSize) || maxFileSize <= 0) return undefined;
  return maxFileSize * sizeUnitOf(fileSizeUnit);
}

/** The allowed list, lowercased: ".pdf" and "application/pdf" entries. Empty: anything. */
export function allowedTypesOf(allowedContentTypes: string | undefined): string[] {
  return (allowedContentTypes ?? '')
    .split(/[,;\s]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => (entry.includes('/') || entry.startsWith('.') ? entry : `.${entry}`));
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/** Whether a file's extension or declared type is on the list (the server checks the content too). */
export function isAllowedType(file: FileLike, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  return allowed.some((entry) => (entry.startsWith('.') ? entry === extension : entry === type));
}

/** Placeholders {0}, {1} … of a server-configured message. */
export function formatMessage(template: string, args: ReadonlyArray<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? whole : String(value);
  });
}
