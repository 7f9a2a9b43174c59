// The archive a person downloads: for each kind of their data a JSON file (complete, for machines) and
// an .xlsx sheet (one row per record, for reading), and their uploaded files under files/.
import { strToU8, zipSync, type Zippable } from "fflate";

import { workbook } from "../lib/spreadsheet.js";
import type { ExportSection } from "./data-export-collect.js";

/** A sheet cell: nested values (answers, choices) as compact JSON, so each record stays on one row. */
function cell(value: unknown): unknown {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return value;
}

/** The readable sheet of a section: the union of the rows' fields as header, in first-seen order. */
async function sectionSheet(section: ExportSection): Promise<Buffer> {
  const header: string[] = [];
  for (const row of section.rows) for (const key of Object.keys(row)) if (!header.includes(key)) header.push(key);
  // A kind with no records still gets its sheet, saying so (a sheet needs at least one column).
  if (header.length === 0) header.push("无记录 / no records");
  return workbook(
    section.kind,
    header,
    section.rows.map((row) => header.map((key) => cell(row[key]))),
  );
}

/** A name safe inside the archive (no folders, no control characters), unique with its index. */
const entryName = (index: number, name: string) =>
  `${String(index + 1).padStart(3, "0")}-${name.replace(/[\\/:*?"<>|\p{Cc}]/gu, "_").slice(0, 120) || "file"}`;

/** The ZIP of all sections (JSON + xlsx each) and the files' bytes. */
export async function buildArchive(
  sections: ExportSection[],
  files: { name: string; bytes: Buffer }[],
  generatedAt: Date,
): Promise<Buffer> {
  const entries: Zippable = {};
  for (const section of sections) {
    entries[`${section.kind}.json`] = strToU8(JSON.stringify(section.rows, null, 2));
    // The sheets are ZIP files themselves: storing them again compressed would gain nothing.
    entries[`${section.kind}.xlsx`] = [new Uint8Array(await sectionSheet(section)), { level: 0 }];
  }
  files.forEach((file, i) => {
    entries[`files/${entryName(i, file.name)}`] = new Uint8Array(file.bytes);
  });
  entries["README.txt"] = strToU8(
    [
      `Generated ${generatedAt.toISOString()}.`,
      "Each kind of data is in <kind>.json (complete) and <kind>.xlsx (readable); uploaded files are in files/.",
      "每类数据各有 <类别>.json（完整）与 <类别>.xlsx（便于阅读）；上传的文件在 files/ 中。",
      "",
    ].join("\n"),
  );
  return Buffer.from(zipSync(entries, { level: 6, mtime: generatedAt }));
}
