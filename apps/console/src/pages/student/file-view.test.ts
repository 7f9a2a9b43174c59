import { describe, expect, it } from "vitest";

import { fileDisplayName, fileKind, storageFileUrl } from "./file-view";

describe("fileKind", () => {
  it("shows images, PDFs in the viewer and anything else as a download", () => {
    expect(fileKind("photo.JPG")).toBe("image");
    expect(fileKind("a/b/diagram.webp")).toBe("image");
    expect(fileKind("讲义.pdf")).toBe("pdf");
    expect(fileKind("notes.docx")).toBe("other");
    expect(fileKind("README")).toBe("other");
    expect(fileKind(".png")).toBe("other");
  });
});

describe("storageFileUrl", () => {
  it("addresses a storage path on the console's origin, encoded", () => {
    expect(storageFileUrl("20261123/ab cd.pdf")).toBe("/admin-api/infra/file/get/20261123/ab%20cd.pdf");
    expect(storageFileUrl("/admin-api/infra/file/get/x/1.png")).toBe("/admin-api/infra/file/get/x/1.png");
  });

  it("refuses a missing path and anything that leaves the storage", () => {
    for (const bad of [
      null,
      "",
      "  ",
      "/etc/passwd",
      "../secret",
      "a/../../b",
      "https://evil.example.com/a.pdf",
      "a//b",
      "a\\b",
    ]) {
      expect(storageFileUrl(bad)).toBeNull();
    }
  });
});

describe("fileDisplayName", () => {
  it("prefers the given name, else the path's last part", () => {
    expect(fileDisplayName("讲义.pdf", "20261123/x.pdf")).toBe("讲义.pdf");
    expect(fileDisplayName(null, "20261123/x.pdf")).toBe("x.pdf");
  });
});
