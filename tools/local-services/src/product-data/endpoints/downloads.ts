import { DOCUMENT_LANGUAGES, DOWNLOAD_CATEGORIES, type DownloadGroup } from '../seed/catalog/documents.ts';
import type { Language } from '../seed/catalog/localized.ts';
import type { DownloadFacts, MasterFacts, VariantFacts } from '../seed/catalog/types.ts';
import { articleName, datasheetAssetName, downloadUrl } from './shared-fields.ts';

export interface DownloadItem {
  title: string;
  url: string;
  assetName: string;
  category: string;
  language: string;
  languageShort: string;
  isPrivate: boolean;
  isVisibleForAllLanguages: boolean;
  approvedForWeb: boolean;
}

export interface DownloadList {
  categories: string[];
  languages: Array<{ language: string; languageShort: string }>;
  items: DownloadItem[];
  filteredItems: DownloadItem[];
}

const displayNames = new Map<Language, Intl.DisplayNames>();
export function languageName(code: string, language: Language): string {
  let names = displayNames.get(language);
  if (!names) displayNames.set(language, (names = new Intl.DisplayNames([language], { type: 'language' })));
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** The title of a download, in the document's language (multilingual documents: the request's). */
export function downloadTitle(master: MasterFacts, download: DownloadFacts, language: Language): string {
  const titleLanguage = download.isVisibleForAllLanguages ? language : download.language;
  const name = (master.name as Record<string, string>)[titleLanguage] ?? master.enName;
  const category = DOWNLOAD_CATEGORIES[download.category].title[titleLanguage];
  return `${name} – ${category}${download.number ? ` ${download.number}` : ''}`;
}

export function downloadItem(master: MasterFacts, download: DownloadFacts, language: Language): DownloadItem {
  return {
    title: downloadTitle(master, download, language),
    url: downloadUrl(download.assetName, DOWNLOAD_CATEGORIES[download.category].format),
    assetName: download.assetName,
    category: DOWNLOAD_CATEGORIES[download.category].title[language],
    language: languageName(download.language, language),
    languageShort: download.language,
    isPrivate: download.isPrivate,
    isVisibleForAllLanguages: download.isVisibleForAllLanguages,
    approvedForWeb: download.approvedForWeb,
  };
}

/** The variant's technical datasheet as a download (English, valid for every language). */
export function datasheetDownload(master: MasterFacts, variant: VariantFacts, language: Language): DownloadItem {
  const assetName = datasheetAssetName(variant.articleNumber);
  return {
    title: `${articleName(master, variant, language)} – ${DOWNLOAD_CATEGORIES['technical-datasheets'].title[language]}`,
    url: downloadUrl(assetName, 'pdf'),
    assetName,
    category: DOWNLOAD_CATEGORIES['technical-datasheets'].title[language],
    language: languageName('en', language),
    languageShort: 'en',
    isPrivate: false,
    isVisibleForAllLanguages: true,
    approvedForWeb: true,
  };
}

function downloadList(items: Array<{ item: DownloadItem; order: number }>, language: Language): DownloadList {
  const sorted = [...items].sort((a, b) => a.order - b.order).map(({ item }) => item);
  const categories = [...new Set(sorted.map((item) => item.category))];
  const languageOrder = (code: string) => {
    const index = (DOCUMENT_LANGUAGES as readonly string[]).indexOf(code);
    return index === -1 ? DOCUMENT_LANGUAGES.length : index;
  };
  const codes = [...new Set(sorted.map((item) => item.languageShort))].sort((a, b) => languageOrder(a) - languageOrder(b));
  return {
    categories,
    languages: codes.map((code) => ({ language: languageName(code, language), languageShort: code })),
    items: sorted,
    // What a visitor of this language sees first (spec product §5): approved, and in the language or for all.
    filteredItems: sorted.filter((item) => item.approvedForWeb && (item.languageShort === language || item.isVisibleForAllLanguages)),
  };
}

/** GET /api/MasterProducts/getDownloadsExtended: Information Material, Media Assets and both. */
export function downloadsView(
  master: MasterFacts,
  downloads: DownloadFacts[],
  variant: VariantFacts | undefined,
  language: Language,
): Record<'info' | 'media' | 'all', DownloadList> {
  const categoryOrder = Object.keys(DOWNLOAD_CATEGORIES);
  const entries: Array<{ group: DownloadGroup; item: DownloadItem; order: number }> = downloads.map((download) => ({
    group: download.group,
    item: downloadItem(master, download, language),
    order: categoryOrder.indexOf(download.category) * 100 + DOCUMENT_LANGUAGES.indexOf(download.language) * 10 + download.number,
  }));
  if (variant)
    entries.push({
      group: 'info',
      item: datasheetDownload(master, variant, language),
      order: categoryOrder.indexOf('technical-datasheets') * 100,
    });
  return {
    info: downloadList(
      entries.filter((entry) => entry.group === 'info'),
      language,
    ),
    media: downloadList(
      entries.filter((entry) => entry.group === 'media'),
      language,
    ),
    all: downloadList(entries, language),
  };
}
