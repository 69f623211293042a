import type { DatabaseSync } from 'node:sqlite';
import { DOWNLOAD_CATEGORIES } from '../../product-data/seed/catalog/documents.ts';
import { SOLUTIONS, type SolutionKey } from '../../product-data/seed/catalog/domains.ts';
import { BRANDS, accessoryCategory, deviceFamily, type SiteName } from '../../product-data/seed/catalog/families.ts';
import { LANGUAGES, kebab, urlName, type Language, type Localized } from '../../product-data/seed/catalog/localized.ts';
import { STORIES, storyPath } from '../../product-data/seed/catalog/stories.ts';
import type { DownloadFacts, MasterFacts, VariantFacts } from '../../product-data/seed/catalog/types.ts';
import { SPECS, UNITS, type SpecKey, type SpecValue } from '../../product-data/seed/catalog/units.ts';
import { SITES } from '../../sitecore/seed/sites.ts';
import { generatedContent } from './generated-content.ts';
import { listerFacets } from './lister-facets.ts';
import { categoryEn } from '../../product-data/endpoints/shared-fields.ts';

/**
 * The Coveo index of the stand-in, one document per item, site and language (Coveo indexes each
 * Sitecore site as its own source, so a product of two sites is two items). Built at seed time
 * from the seeded catalog (catalog_* tables) and content (items), plus generated jobs, events,
 * stories and expertise pages (generated-content.ts). Field names follow spec 002 §3.
 */
export type FieldValue = string | number | string[];

export interface CoveoDocument {
  title: string;
  /** Site-relative link (opens the page on any brand host). */
  clickUri: string;
  excerpt: string;
  raw: Record<string, FieldValue>;
  /** Full-text columns: title, codes (article numbers), body. */
  text: { title: string; codes: string; body: string };
}

/** Per brand site: the values its items carry in @source, @site and @tenant. */
export const sourceOf = (site: string) => `kestrel-${site}`;

/** Numeric spec fields of products, variants and accessories: Coveo field name ← catalog spec (upper end of a range). */
export const NUMERIC_SPEC_FIELDS: Record<string, SpecKey> = {
  power: 'ratedPower',
  temperature: 'temperature',
  airflow: 'airflow',
  weight: 'weight',
  speed: 'weldingSpeed',
  staticpressure: 'staticPressure',
};

const BASE_DATE = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

function specNumber(value: SpecValue | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (Array.isArray(value) && value.length > 0) return Math.max(...value);
  return undefined;
}

function numericSpecs(variant: VariantFacts | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  if (!variant) return out;
  const specs = new Map(variant.specs);
  for (const [field, key] of Object.entries(NUMERIC_SPEC_FIELDS)) {
    const value = specNumber(specs.get(key));
    if (value !== undefined) out[field] = value;
  }
  return out;
}

function common(site: string, language: string, template: string): Record<string, FieldValue> {
  return {
    source: sourceOf(site),
    site,
    tenant: site,
    language,
    herotemplatename: template,
    z95xtemplatename: template,
    isphasedout: 'false',
    isprelaunch: 'false',
  };
}

interface CatalogRows {
  masters: MasterFacts[];
  variants: Map<number, VariantFacts>;
  downloads: DownloadFacts[];
}

function readCatalog(db: DatabaseSync): CatalogRows {
  const masters = (db.prepare('SELECT json FROM catalog_masters ORDER BY id').all() as Array<{ json: string }>).map(
    (row) => JSON.parse(row.json) as MasterFacts,
  );
  const variants = new Map<number, VariantFacts>();
  for (const row of db.prepare('SELECT json FROM catalog_variants ORDER BY id').all() as Array<{ json: string }>) {
    const variant = JSON.parse(row.json) as VariantFacts;
    variants.set(variant.id, variant);
  }
  const downloads = (db.prepare('SELECT json FROM catalog_downloads ORDER BY asset_name').all() as Array<{ json: string }>).map(
    (row) => JSON.parse(row.json) as DownloadFacts,
  );
  return { masters, variants, downloads };
}

function classification(master: MasterFacts): { key: string; name: Localized } {
  if (master.accessoryCategory) {
    const category = accessoryCategory(master.accessoryCategory);
    return {
      key: master.accessoryCategory,
      name: category?.name ?? {
        en: master.accessoryCategory,
        de: master.accessoryCategory,
        fr: master.accessoryCategory,
        it: master.accessoryCategory,
      },
    };
  }
  const family = deviceFamily(master.family);
  return { key: master.family, name: family?.name ?? { en: master.family, de: master.family, fr: master.family, it: master.family } };
}

const dashed = (article: string) => article.replace('.', '-');

/** The subcategory (devices) or accessory type (accessories) name of a master. */
function subcategoryOf(master: MasterFacts): Localized | undefined {
  if (master.accessoryCategory) return accessoryCategory(master.accessoryCategory)?.types[master.accessoryType ?? 0]?.name;
  return deviceFamily(master.family)?.subcategories[master.subcategory];
}

/** Spec names and metric values as words a visitor may search for ("Air flow 280 l/min"; plain numbers: Intl formatting is too slow for a 20 000-item seed). */
function specWords(variant: VariantFacts | undefined, language: Language): string {
  if (!variant) return '';
  return variant.specs
    .map(([key, value]) => {
      const spec = SPECS[key];
      const unit = spec.unit ? UNITS[spec.unit].metric : '';
      return `${spec.name[language]} ${Array.isArray(value) ? value.join(' ') : String(value)} ${unit}`;
    })
    .join(' ');
}

/** Yields the documents one master at a time (a 3 400-master catalog makes 300 000 documents: never all in memory). */
function* catalogDocuments(catalog: CatalogRows): Generator<CoveoDocument> {
  const byMaster = new Map<number, DownloadFacts[]>();
  for (const download of catalog.downloads) {
    const list = byMaster.get(download.masterId) ?? [];
    list.push(download);
    byMaster.set(download.masterId, list);
  }
  // Spec discovery §5: the accessories lister filters to the accessories of a chosen product.
  // A device master lists its accessory masters; an accessory's document names those devices.
  const compatibleWith = new Map<number, MasterFacts[]>();
  for (const device of catalog.masters) {
    for (const id of new Set(device.accessories.flatMap((group) => group.types))) {
      const list = compatibleWith.get(id) ?? [];
      list.push(device);
      compatibleWith.set(id, list);
    }
  }
  for (const master of catalog.masters) {
    const cls = classification(master);
    const devices = compatibleWith.get(master.id) ?? [];
    const variants = master.variantIds.map((id) => catalog.variants.get(id)).filter((v): v is VariantFacts => v !== undefined);
    const first = variants[0];
    const name = urlName(master.enName);
    const template = master.productType === 'accessories' ? 'Accessory' : 'Product';
    const flags = { isphasedout: String(master.isPhasedOut), isprelaunch: String(master.isPreLaunch) };
    const solutionNames = (language: Language) => master.solutions.map((key) => SOLUTIONS[key][language]);
    const facetsIn = listerFacets(master);
    for (const site of master.sites) {
      for (const language of LANGUAGES) {
        const productUrl = `/${language}/product/${name}`;
        const hidden = master.isPhasedOut || master.isPreLaunch;
        const link = (article: string) =>
          hidden ? `/${language}/downloadsPage/${name}/${dashed(article)}` : `${productUrl}/${dashed(article)}`;
        const shared: Record<string, FieldValue> = {
          ...common(site, language, template),
          ...flags,
          pimclassification: cls.key,
          pimclassificationtranslated: cls.name[language],
          category: cls.key,
          masterproductname: master.name[language],
          masterproductrelativeurl: productUrl,
          pimproductid: String(master.id),
          // The product's English category, as the gateway's CategoryEn: the compare list's key (the listers' compare checkbox).
          categoryen: categoryEn(master),
          brand: master.brand,
          solutions: solutionNames(language),
          ...(devices.length > 0 ? { compatibleproducts: devices.map((device) => device.name[language]) } : {}),
          ...facetsIn(language),
          mainpicture320: `/-/media/${master.images[0]?.name ?? kebab(master.enName)}.jpg?mw=320`,
          imgsrc: `/-/media/${master.images[0]?.name ?? kebab(master.enName)}.jpg`,
        };
        const subcategory = subcategoryOf(master)?.[language] ?? '';
        const masterBody = `${cls.name[language]} ${subcategory} ${master.brand} ${solutionNames(language).join(' ')}`;
        yield {
          title: master.name[language],
          clickUri: first ? link(first.articleNumber) : productUrl,
          excerpt: `${master.name[language]} · ${subcategory || cls.name[language]} · ${master.brand}`,
          raw: {
            ...shared,
            ...numericSpecs(first),
            target_article_number: first?.articleNumber ?? '',
            productassetnamenormalized: kebab(master.enName),
            date: BASE_DATE + (master.id % 365) * DAY,
          },
          text: { title: master.name[language], codes: '', body: `${masterBody} ${specWords(first, language)}` },
        };
        for (const variant of variants) {
          const variantName = `${master.name[language]} ${variant.articleNumber}`;
          yield {
            title: variantName,
            clickUri: link(variant.articleNumber),
            excerpt: `${variantName} · ${cls.name[language]}`,
            raw: {
              ...shared,
              ...common(site, language, 'Variant'),
              ...flags,
              ...numericSpecs(variant),
              variantarticlenumber: variant.articleNumber,
              variantnametranslated: variantName,
              target_article_number: variant.articleNumber,
              productassetnamenormalized: kebab(`${master.enName} ${variant.articleNumber}`),
              mainpicture320: `/-/media/${variant.images[0] ?? kebab(master.enName)}.jpg?mw=320`,
              imgsrc: `/-/media/${variant.images[0] ?? kebab(master.enName)}.jpg`,
              date: BASE_DATE + (variant.id % 365) * DAY,
            },
            text: {
              title: variantName,
              codes: `${variant.articleNumber} ${variant.articleNumber.replace('.', '')}`,
              body: `${masterBody} ${specWords(variant, language)}`,
            },
          };
        }
      }
      for (const download of byMaster.get(master.id) ?? []) {
        // Only files approved for the web are published (spec product §5), so only they are indexed (the downloads listers list the index).
        if (!download.approvedForWeb) continue;
        const category = DOWNLOAD_CATEGORIES[download.category];
        const language = download.language;
        // Display texts in the document's language (English for the catalog's other document languages).
        const textLanguage: Language = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
        const applicationsOf = (inLanguage: Language) => facetsIn(inLanguage)['applications'];
        const label = (category.title as Record<string, string>)[language] ?? download.assetName;
        const title = `${master.enName} – ${label}${download.number ? ` ${download.number}` : ''}`;
        yield {
          title,
          clickUri: `/-/media/downloads/${download.assetName}.${category.format}`,
          excerpt: title,
          raw: {
            ...common(site, language, 'Download'),
            ...flags,
            pimclassification: cls.key,
            pimclassificationtranslated: cls.name[textLanguage],
            category: download.category,
            // The downloads listers' facets (spec discovery §2): the download type as a visitor reads it, the master's applications.
            downloadtype: (category.title as Record<string, string>)[textLanguage] ?? download.category,
            ...(applicationsOf(textLanguage) ? { applications: applicationsOf(textLanguage) as string[] } : {}),
            downloadgroup: download.group,
            masterproductname: master.enName,
            masterproductrelativeurl: `/${language}/product/${name}`,
            pimproductid: String(master.id),
            productassetnamenormalized: download.assetName,
            isrestricted: String(download.isPrivate),
            fileformat: category.format,
            target_article_number: first?.articleNumber ?? '',
            date: BASE_DATE + (master.id % 365) * DAY,
          },
          text: { title, codes: '', body: `${download.category.replaceAll('-', ' ')} ${download.language}` },
        };
      }
    }
  }
}

const HIDDEN_PATHS = [/^\/qa(\/|$)/, /^\/blocks(\/|$)/, /^\/members(\/|$)/, /^\/404$/, /^\/my-account(\/|$)/, /^\/data(\/|$)/];

function contentDocuments(db: DatabaseSync): CoveoDocument[] {
  const rows = db
    .prepare(
      "SELECT site, path, language, display_name FROM items WHERE template IN ('ContentPage', 'StartPage') ORDER BY site, path, language",
    )
    .all() as Array<{ site: string; path: string; language: string; display_name: string }>;
  const docs: CoveoDocument[] = [];
  for (const row of rows) {
    if (HIDDEN_PATHS.some((pattern) => pattern.test(row.path))) continue;
    const template = /^\/solutions\/./.test(row.path) ? 'Solution' : /^\/service\/./.test(row.path) ? 'Expertise' : 'Universal';
    const site = SITES.find((candidate) => candidate.name === row.site);
    const language = row.language as Language;
    const clickUri = `/${language}${row.path === '/' ? '/' : row.path}`;
    docs.push({
      title: row.display_name,
      clickUri,
      excerpt: `${row.display_name} · ${site?.displayName ?? row.site}`,
      raw: { ...common(row.site, language, template), category: template, date: BASE_DATE },
      text: {
        title: row.display_name,
        codes: '',
        body: `${site?.displayName ?? ''} ${site?.tagline[language] ?? ''} ${row.path.replaceAll(/[/-]/g, ' ')}`,
      },
    });
  }
  return docs;
}

/** Catalog stories (one per solution) as Story items on every site, linking where the product pages link. */
function catalogStories(): CoveoDocument[] {
  const docs: CoveoDocument[] = [];
  const sites = SITES.map((site) => site.name);
  for (const [solution, fact] of Object.entries(STORIES) as Array<[SolutionKey, (typeof STORIES)[SolutionKey]]>) {
    for (const site of sites) {
      for (const language of LANGUAGES) {
        const category = fact.kind === 'customer' ? 'Customer story' : 'Application report';
        docs.push({
          title: fact.title[language],
          clickUri: `/${language}${storyPath(solution)}`,
          excerpt: fact.title[language],
          raw: {
            ...common(site, language, 'Story'),
            category,
            region: 'Europe',
            storyz32xbrands: site === 'group' ? Object.values(BRANDS) : [BRANDS[site as Exclude<SiteName, 'group'>]],
            storyimage: `/-/media/story-${solution}.jpg`,
            storydate: Date.parse(fact.date),
            culture: language,
            overline: SOLUTIONS[solution][language],
            herotitle: fact.title[language],
            buttonlabel: 'Read the story',
            date: Date.parse(fact.date),
          },
          text: { title: fact.title[language], codes: '', body: `${SOLUTIONS[solution][language]} ${category}` },
        });
      }
    }
  }
  return docs;
}

export const COVEO_SCHEMA = `
  CREATE TABLE coveo_documents (id INTEGER PRIMARY KEY, json TEXT NOT NULL);
  CREATE VIRTUAL TABLE coveo_fts USING fts5(title, codes, body, content = '', tokenize = 'unicode61 remove_diacritics 2');
  CREATE VIRTUAL TABLE coveo_vocab USING fts5vocab(coveo_fts, 'row');
`;

export const COVEO_TABLES = ['coveo_vocab', 'coveo_fts', 'coveo_documents'];

/** Builds the index from the seeded catalog and content (call after both are seeded; the caller holds the transaction). */
export function seedCoveo(db: DatabaseSync): { documents: number } {
  const insertDoc = db.prepare('INSERT INTO coveo_documents (id, json) VALUES (?, ?)');
  const insertText = db.prepare('INSERT INTO coveo_fts (rowid, title, codes, body) VALUES (?, ?, ?, ?)');
  let id = 0;
  const insert = (doc: CoveoDocument) => {
    id++;
    const { text, ...stored } = doc;
    insertDoc.run(id, JSON.stringify(stored));
    insertText.run(id, text.title, text.codes, text.body);
  };
  for (const doc of catalogDocuments(readCatalog(db))) insert(doc);
  for (const doc of [...contentDocuments(db), ...catalogStories(), ...generatedContent()]) insert(doc);
  return { documents: id };
}
