import PDFDocument from 'pdfkit';
import {
  englishT,
  inEnglish,
  vehicleDictionaryNames,
  vehicleImportMaxLines,
  type TextKey,
  type VehicleDictionaries,
} from '@bo/contract';
import { vehicleFiles, type ColumnUse, type VehicleFile } from './vehicle-columns.js';

/**
 * The Reference (C§2.6): the instruction PDF of the import files, made at
 * request time from the column definitions the imports and exports use
 * (`vehicle-columns.ts`), so it always says what they do, and from the
 * dictionaries as they are now. In English: the column names are English, and
 * the PDF's built-in fonts have no Cyrillic letters.
 */

const useTexts: Record<ColumnUse, TextKey> = {
  required: 'vehicleRefYes',
  optional: 'vehicleRefNo',
  notRead: 'vehicleRefNotRead',
};

const margin = 40;
const headerCell = (words: string): PDFKit.Mixins.CellOptions => ({
  text: words,
  font: { src: 'Helvetica-Bold' },
});

/** Room a section's title, note and first rows need; less left starts it on a new page. */
const sectionStart = 160;

function fileSection<Row>(doc: PDFKit.PDFDocument, file: VehicleFile<Row>): void {
  doc.moveDown();
  if (doc.y > doc.page.height - doc.page.margins.bottom - sectionStart) doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(
      englishT('vehicleRefFileTitle', {
        type: file.type,
        name: englishT(file.name),
        kinds: file.kinds.map((kind) => `.${kind}`).join(', '),
      }),
    );
  doc.font('Helvetica').fontSize(9).text(englishT(file.note)).moveDown(0.5);
  doc.table({
    columnStyles: [90, 52, '*', 95],
    defaultStyle: { padding: 3, border: 0.5, borderColor: '#999999' },
    rowStyles: (row) => (row === 0 ? { backgroundColor: '#eeeeee' } : undefined),
    data: [
      [
        headerCell(englishT('vehicleRefColumn')),
        headerCell(englishT('vehicleRefRequired')),
        headerCell(englishT('vehicleRefHolds')),
        headerCell(englishT('vehicleRefExample')),
      ],
      ...file.columns.map((column): string[] => [
        column.header,
        englishT(useTexts[column.use]),
        inEnglish(column.holds),
        column.example,
      ]),
    ],
  });
}

/** The Reference as a PDF; `lists` are the modification dictionaries' entries. */
export async function referencePdf(lists: VehicleDictionaries, now = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: englishT('vehicleRefTitle'), Creator: 'Back office' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(englishT('vehicleRefTitle')).moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  for (const paragraph of [
    englishT('vehicleRefIntro'),
    englishT('vehicleRefIntroIds'),
    englishT('vehicleRefIntroCheck', { max: vehicleImportMaxLines.toLocaleString('en-GB') }),
    englishT('vehicleRefIntroRequired'),
    englishT('vehicleRefIntroCsv'),
  ])
    doc.text(paragraph).moveDown(0.4);

  for (const file of vehicleFiles) fileSection(doc, file);

  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(13).text(englishT('vehicleRefLists')).moveDown(0.5);
  for (const name of vehicleDictionaryNames) {
    doc.font('Helvetica-Bold').fontSize(11).text(name).moveDown(0.3);
    doc.font('Helvetica').fontSize(9);
    doc.table({
      columnStyles: [40, 200],
      defaultStyle: { padding: 3, border: 0.5, borderColor: '#999999' },
      data: [
        [headerCell('id'), headerCell('name')],
        ...lists[name].map((entry): string[] => [String(entry.id), entry.name]),
      ],
    });
    doc.moveDown();
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(englishT('vehicleRefGenerated', { date: now.toISOString().slice(0, 10) }));
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
