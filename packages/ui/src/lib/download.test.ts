import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";

import { download, fileNameFor, toBlob } from "./download";

describe("download helpers", () => {
  it("wrap data in blobs of the right type", async () => {
    expect(toBlob("a,b", "excel").type).toBe("application/vnd.ms-excel");
    expect(toBlob("x", "word").type).toBe("application/msword");
    expect(toBlob(new Uint8Array([80, 75]), "zip").type).toBe("application/zip");
    expect(toBlob("<p>x</p>", "html").type).toBe("text/html");
    const md = toBlob("# 标题", "markdown");
    expect(md.type).toBe("text/markdown");
    expect(await md.text()).toBe("# 标题");
  });

  it("add the extension only when missing", () => {
    expect(fileNameFor("用户数据", "excel")).toBe("用户数据.xls");
    expect(fileNameFor("用户数据.xlsx", "excel")).toBe("用户数据.xlsx");
    expect(fileNameFor("说明.md", "markdown")).toBe("说明.md");
    expect(fileNameFor("code", "zip")).toBe("code.zip");
  });

  it("save through a temporary link and revoke the URL", () => {
    const doc = new JSDOM("<!doctype html><body></body>").window.document;
    const clicks: string[] = [];
    const create = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:mock");
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    doc.addEventListener(
      "click",
      (event) => {
        clicks.push((event.target as HTMLAnchorElement).download);
        event.preventDefault();
      },
      true,
    );
    download.word("内容", "报告", doc);
    expect(clicks).toEqual(["报告.doc"]);
    expect(create).toHaveBeenCalledOnce();
    expect(revoke).toHaveBeenCalledWith("blob:mock");
    expect(doc.querySelector("a")).toBeNull();
    create.mockRestore();
    revoke.mockRestore();
  });
});
