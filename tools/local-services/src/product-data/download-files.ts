/**
 * The files behind product downloads and 3D media, as the media library would serve them:
 *   GET /-/media/downloads/{assetName}.pdf|.svg   a small valid PDF (or the SVG of an image asset),
 *                                                 Content-Disposition: attachment
 *   GET /-/media/3d/{name}.gltf                   a small glTF 2.0 box for the 3D viewer
 * Asset names come from the catalog (getDownloadsExtended items) or are a variant's datasheet
 * (technical-datasheet-{article number with a dash}); anything else is 404.
 *
 * Who may have a file, as the media library's item security says it (issue 14, README "Restricted
 * downloads"): a restricted download (isPrivate in getDownloadsExtended) answers with
 * `X-Download-Access: restricted`, a download of a phased-out product (spec 001 §6: signed-in only)
 * with `X-Download-Access: signed-in`; both `Cache-Control: private`. The header is for the brand
 * site, which is the only client of this host: it checks the viewer's session against it before a
 * byte of the file reaches the browser, and never passes the header on.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Reply, Route } from '../http/types.ts';
import { DOWNLOAD_CATEGORIES } from './seed/catalog/documents.ts';
import type { MasterFacts } from './seed/catalog/types.ts';
import { mediaSvg } from '../media/placeholder-svg.ts';
import { CatalogStore } from './catalog-store.ts';
import { downloadTitle } from './endpoints/downloads.ts';
import { articleName, technicalSpecs } from './endpoints/shared-fields.ts';

const FILE = /^([a-z0-9][a-z0-9-]{0,120})\.(pdf|svg)$/;
const MODEL = /^([a-z0-9][a-z0-9-]{0,120})\.gltf$/;
const DATASHEET = /^technical-datasheet-(\d{3})-(\d{3})$/;

/** PDF text strings are Latin-1 here: fold accents and typographic signs to ASCII, escape the rest. */
function pdfText(text: string): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[–—]/g, '-')
    .replace(/×/g, 'x')
    .replace(/·/g, '-')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/[’‘]/g, "'")
    .replace(/[^\x20-\x7e]/g, '?');
  return ascii.replace(/[\\()]/g, (character) => `\\${character}`);
}

/** A one-page PDF 1.4 with a title and some lines of Helvetica text (valid xref, ASCII only). */
export function simplePdf(title: string, lines: string[]): string {
  const content = [
    'BT /F1 18 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    'ET',
    'BT /F1 11 Tf 14 TL 56 748 Td',
    ...lines.map((line, index) => `${index ? 'T* ' : ''}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (local-services) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** A box of the name's own proportions and colour, as a self-contained glTF 2.0 (embedded buffer). */
export function boxGltf(name: string): string {
  const hash = createHash('sha1').update(name).digest();
  const byte = (index: number) => hash.readUInt8(index) / 255;
  const [x, y, z] = [(0.6 + byte(0)) / 2, (0.4 + byte(1)) / 2, (0.3 + byte(2)) / 2];
  const positions = new Float32Array([-x, -y, -z, x, -y, -z, x, y, -z, -x, y, -z, -x, -y, z, x, -y, z, x, y, z, -x, y, z]);
  const indices = new Uint16Array([
    0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 3, 7, 6, 3, 6, 2, 0, 4, 7, 0, 7, 3, 1, 2, 6, 1, 6, 5,
  ]);
  const buffer = Buffer.concat([Buffer.from(positions.buffer), Buffer.from(indices.buffer)]);
  const colour = [byte(3), byte(4), byte(5), 1].map((value) => Math.round(value * 1000) / 1000);
  return JSON.stringify({
    asset: { version: '2.0', generator: 'local-services' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1, material: 0 }] }],
    materials: [{ pbrMetallicRoughness: { baseColorFactor: colour, metallicFactor: 0.2, roughnessFactor: 0.6 } }],
    buffers: [{ byteLength: buffer.length, uri: `data:application/octet-stream;base64,${buffer.toString('base64')}` }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positions.byteLength, target: 34962 },
      { buffer: 0, byteOffset: positions.byteLength, byteLength: indices.byteLength, target: 34963 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 8, type: 'VEC3', min: [-x, -y, -z], max: [x, y, z] },
      { bufferView: 1, componentType: 5123, count: indices.length, type: 'SCALAR' },
    ],
  });
}

const NOTE = 'Sample document generated by local-services. Not a real product document.';

/** A restricted file in a folder of its own: /-/media/service/field-service-bulletin-2026.pdf. */
export const SERVICE_BULLETIN = {
  folder: 'service',
  file: 'field-service-bulletin-2026.pdf',
  title: 'Field service bulletin 2026',
} as const;

/** The header naming who may have a download; absent for a public file. */
const DOWNLOAD_ACCESS_HEADER = 'x-download-access';
export type DownloadAccess = 'public' | 'signed-in' | 'restricted';

/** Who may have a download: its own restriction first, then its product's phase. */
export function downloadAccess(download: { isPrivate: boolean }, master: { isPhasedOut: boolean }): DownloadAccess {
  if (download.isPrivate) return 'restricted';
  return master.isPhasedOut ? 'signed-in' : 'public';
}

function attachment(fileName: string, text: string, contentType: string, access: DownloadAccess = 'public'): Reply {
  return {
    status: 200,
    text,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${fileName}"`,
      ...(access === 'public'
        ? { 'cache-control': 'public, max-age=86400' }
        : { 'cache-control': 'private, max-age=0', [DOWNLOAD_ACCESS_HEADER]: access }),
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  };
}

export function downloadFileRoutes(db: DatabaseSync): Route[] {
  const store = new CatalogStore(db);
  const notFound: Reply = { status: 404, text: 'Not found' };

  return [
    {
      method: 'GET',
      path: '/-/media/downloads/:file',
      service: 'media',
      handler: ({ params }) => {
        // Sitecore's media URLs ignore case (the folder already matches in any case: routes are case-insensitive).
        const match = FILE.exec((params['file'] ?? '').toLowerCase());
        if (!match) return notFound;
        const [, assetName, format] = match as unknown as [string, string, 'pdf' | 'svg'];
        const fileName = `${assetName}.${format}`;

        const datasheet = DATASHEET.exec(assetName);
        if (datasheet) {
          const variant = store.variantByArticleNumber(`${datasheet[1]}.${datasheet[2]}`);
          const master = variant ? store.masterById(variant.masterId) : undefined;
          if (!variant || !master || format !== 'pdf') return notFound;
          const { metric, imperial } = technicalSpecs(variant, 'en');
          const lines = [
            `Article number ${variant.articleNumber}`,
            `${master.brand} - ${master.enName}`,
            '',
            ...metric.map((row, index) => `${row.name}: ${row.value}   (${imperial[index]?.value ?? ''})`),
            '',
            NOTE,
          ];
          return attachment(
            fileName,
            simplePdf(`${articleName(master, variant, 'en')} - Technical datasheet`, lines),
            'application/pdf',
            downloadAccess({ isPrivate: false }, master),
          );
        }

        const download = store.download(assetName);
        const master: MasterFacts | undefined = download ? store.masterById(download.masterId) : undefined;
        if (!download || !master || DOWNLOAD_CATEGORIES[download.category].format !== format) return notFound;
        const access = downloadAccess(download, master);
        if (format === 'svg') return attachment(fileName, mediaSvg(assetName), 'image/svg+xml', access);
        const title = downloadTitle(master, download, 'en');
        const lines = [`${master.brand} - ${master.enName}`, `Document language: ${download.language}`, `Asset: ${assetName}`, '', NOTE];
        return attachment(fileName, simplePdf(title, lines), 'application/pdf', access);
      },
    },
    {
      // A protected file outside the downloads folder (issue 23): the mark, not the folder, says who may have it.
      method: 'GET',
      path: `/-/media/${SERVICE_BULLETIN.folder}/:file`,
      service: 'media',
      handler: ({ params }) => {
        if ((params['file'] ?? '').toLowerCase() !== SERVICE_BULLETIN.file) return notFound;
        return attachment(
          SERVICE_BULLETIN.file,
          simplePdf(SERVICE_BULLETIN.title, ['For Kestrel service partners only.', '', NOTE]),
          'application/pdf',
          'restricted',
        );
      },
    },
    {
      method: 'GET',
      path: '/-/media/3d/:file',
      service: 'media',
      handler: ({ params }) => {
        const name = MODEL.exec(params['file'] ?? '')?.[1];
        if (!name) return notFound;
        return {
          status: 200,
          text: boxGltf(name),
          headers: { 'content-type': 'model/gltf+json', 'cache-control': 'public, max-age=86400' },
        };
      },
    },
  ];
}
