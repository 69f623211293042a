import { fileTypeFromBuffer } from 'file-type';
import type { Language } from '../sitecore/seed/sites.ts';
import type { PostedFile } from './multipart.ts';
import { FILE_CONTENT_TYPES, MESSAGES, unitNameOf, type SeedField } from './seed/forms.ts';

/** §5 e-mail (the same pattern as the site's). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,17}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ALWAYS_VALID = new Set(['checkbox', 'checkboxList', 'radioButtonList']);
const CHOICES = new Set(['dropdownList', 'listBox', 'radioButtonList', 'checkboxList']);

const format = (template: string, args: Array<string | number>) =>
  template.replace(/\{(\d+)\}/g, (whole, index: string) => String(args[Number(index)] ?? whole));

/** A field's posted values against its rules (the server repeats every client rule and adds its own). */
export function fieldProblem(field: SeedField, values: string[], language: Language): string | undefined {
  const title = field.title[language];
  const present = values.filter((value) => value.trim() !== '');
  if (present.length === 0)
    return field.required && !ALWAYS_VALID.has(field.kind) ? format(MESSAGES.required[language], [title]) : undefined;
  if (field.kind === 'checkbox') return undefined;
  if (CHOICES.has(field.kind)) {
    const allowed = new Set((field.items ?? []).map((item) => item.value));
    return present.every((value) => allowed.has(value)) &&
      (field.multipleSelection || field.kind === 'checkboxList' || present.length === 1)
      ? undefined
      : format(MESSAGES.choice[language], [title]);
  }
  const value = present[0] ?? '';
  if (present.length > 1) return format(MESSAGES.choice[language], [title]);
  if (field.maxLength && value.length > field.maxLength) return format(MESSAGES.length[language], [title, 0, field.maxLength]);
  if (field.kind === 'email' && !EMAIL.test(value.trim())) return format(MESSAGES.email[language], [title]);
  if (field.kind === 'number') {
    const number = Number(value.replace(',', '.'));
    const min = Number(field.min ?? -Infinity);
    const max = Number(field.max ?? Infinity);
    if (!Number.isFinite(number) || number < min || number > max)
      return format(MESSAGES.range[language], [title, field.min ?? '', field.max ?? '']);
  }
  if (field.kind === 'date') {
    const day = value.slice(0, 10);
    const min = String(field.min ?? '').slice(0, 10);
    const max = String(field.max ?? '').slice(0, 10);
    if (!DAY.test(day) || Number.isNaN(Date.parse(day)) || (min && day < min) || (max && day > max))
      return format(MESSAGES.range[language], [title, min, max]);
  }
  if (field.serverRule === 'registered-serial' && !/^\d{6,10}$/.test(value.trim())) return MESSAGES.serial[language];
  return undefined;
}

/** The accepted files of an upload field, or its problem: count, size (with its unit) and type by content. */
export async function filesProblem(
  field: SeedField,
  files: PostedFile[],
  language: Language,
): Promise<{ problem?: string; accepted: Array<PostedFile & { contentType: string }> }> {
  const rules = field.file;
  if (!rules) return { problem: undefined, accepted: [] };
  const title = field.title[language];
  if (files.length === 0) return { problem: field.required ? format(MESSAGES.required[language], [title]) : undefined, accepted: [] };
  if (files.length > Math.min(rules.maxFileCount, 5))
    return { problem: format(MESSAGES.fileCount[language], [rules.maxFileCount, title]), accepted: [] };
  const maxBytes = rules.maxFileSize * rules.fileSizeUnit;
  if (files.some((file) => file.truncated || file.size > maxBytes))
    return { problem: format(MESSAGES.fileSize[language], [rules.maxFileSize, unitNameOf(rules.fileSizeUnit)]), accepted: [] };
  const allowed = rules.allowed.split(',').map((entry) => entry.trim().toLowerCase());
  const accepted: Array<PostedFile & { contentType: string }> = [];
  for (const file of files) {
    const extension = file.fileName.includes('.') ? file.fileName.slice(file.fileName.lastIndexOf('.')).toLowerCase() : '';
    // The name is only a claim: the content must be of the type its extension promises.
    const detected = await fileTypeFromBuffer(file.bytes);
    if (!detected || !allowed.includes(extension) || detected.mime !== FILE_CONTENT_TYPES[extension])
      return { problem: format(MESSAGES.fileType[language], [allowed.join(', ')]), accepted: [] };
    accepted.push({ ...file, contentType: detected.mime });
  }
  return { accepted };
}
