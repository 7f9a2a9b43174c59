// The administration lists' exports: one sheet, a bold header row, then the rows.
import ExcelJS from "exceljs";

/** An .xlsx file of one sheet. */
export async function workbook(sheetName: string, header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(header).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((c) => (c.width = 18));
  return Buffer.from(await book.xlsx.writeBuffer());
}
