import ExcelJS from 'exceljs';

/** An .xlsx read back (exceljs types `load` with an ArrayBuffer: the bytes are copied into one). */
export async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(bytes).buffer);
  return workbook;
}

/** The first sheet of an .xlsx and its first `columns` cells of every row, empty cells as null. */
export async function firstSheetLines(bytes: Uint8Array, columns: number) {
  const sheet = (await loadWorkbook(bytes)).worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const lines: unknown[][] = [];
  sheet.eachRow((line) => {
    lines.push(Array.from({ length: columns }, (_, i) => line.getCell(i + 1).value ?? null));
  });
  return { sheet, lines };
}
