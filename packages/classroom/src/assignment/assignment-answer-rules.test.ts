import { describe, expect, it } from "vitest";

import {
  draftsFrom,
  fileHref,
  fileLabel,
  fileProblem,
  isAnswered,
  missingAnswers,
  rightOptions,
  toSubmitBody,
} from "./assignment-answer-rules";

const questions = [
  { id: 1, type: 1 as const },
  { id: 2, type: 2 as const },
  { id: 3, type: 3 as const },
  { id: 4, type: 4 as const },
  { id: 5, type: 5 as const },
];
const blank = { options: [], text: "", files: [] };

describe("assignment answers", () => {
  it("counts a question answered by the server's rule for its type", () => {
    expect(isAnswered({ type: 1 }, { ...blank, options: [0] })).toBe(true);
    expect(isAnswered({ type: 1 }, { ...blank, options: [0, 1] })).toBe(false);
    expect(isAnswered({ type: 3 }, { ...blank, options: [1] })).toBe(true);
    expect(isAnswered({ type: 2 }, { ...blank, options: [0, 2] })).toBe(true);
    expect(isAnswered({ type: 2 }, blank)).toBe(false);
    expect(isAnswered({ type: 4 }, { ...blank, text: "  \n " })).toBe(false);
    expect(isAnswered({ type: 4 }, { ...blank, text: "y = 2x" })).toBe(true);
    expect(isAnswered({ type: 5 }, { ...blank, files: [{ path: "a/b.pdf" }] })).toBe(true);
    expect(isAnswered({ type: 5 }, undefined)).toBe(false);
  });

  it("names every unanswered question", () => {
    expect(
      Object.keys(missingAnswers(questions, { 1: { ...blank, options: [1] }, 4: { ...blank, text: "好" } })),
    ).toEqual(["2", "3", "5"]);
  });

  it("sends each type in its shape; a draft keeps only what was written", () => {
    const answers = {
      1: { ...blank, options: [2] },
      2: { ...blank, options: [3, 0] },
      4: { ...blank, text: " 答案 " },
      5: { ...blank, files: [{ path: "x/1.pdf", name: "报告.pdf", size: 10 }] },
    };
    expect(toSubmitBody(questions, answers, true)).toEqual({
      draft: true,
      answers: [
        { questionId: 1, options: [2] },
        { questionId: 2, options: [0, 3] },
        { questionId: 4, content: " 答案 " },
        { questionId: 5, fileUrls: ["x/1.pdf"] },
      ],
    });
    expect(toSubmitBody(questions, { ...answers, 3: { ...blank, options: [0] } }, false).answers).toEqual([
      { questionId: 1, options: [2] },
      { questionId: 2, options: [0, 3] },
      { questionId: 3, options: [0] },
      { questionId: 4, content: "答案" },
      { questionId: 5, fileUrls: ["x/1.pdf"] },
    ]);
  });

  it("continues from a saved draft", () => {
    expect(
      draftsFrom([{ questionId: 4, content: "草稿", options: [], fileUrls: ["a/b.zip"], score: null }])[4],
    ).toEqual({ options: [], text: "草稿", files: [{ path: "a/b.zip" }] });
  });

  it("refuses files the server would refuse", () => {
    expect(fileProblem({ name: "报告.PDF", size: 1024 }, 0)).toBeNull();
    expect(fileProblem({ name: "photo.jpg", size: 10 * 1024 * 1024 }, 4)).toBeNull();
    expect(fileProblem({ name: "photo.jpg", size: 10 * 1024 * 1024 + 1 }, 0)).toBe("photo.jpg 超过 10 MB");
    expect(fileProblem({ name: "run.exe", size: 1 }, 0)).toBe("不支持 run.exe 的文件类型");
    expect(fileProblem({ name: "noext", size: 1 }, 0)).toBe("不支持 noext 的文件类型");
    expect(fileProblem({ name: "a.txt", size: 1 }, 5)).toBe("每题最多上传 5 个文件");
  });

  it("links stored paths through the file read and names files without a known name", () => {
    expect(fileHref("assignment/20261123/ab cd.pdf")).toBe("/admin-api/infra/file/get/assignment/20261123/ab%20cd.pdf");
    expect(fileHref("/admin-api/infra/file/get/x.pdf")).toBe("/admin-api/infra/file/get/x.pdf");
    expect(fileHref("https://cdn.example/x.pdf")).toBe("https://cdn.example/x.pdf");
    expect(fileLabel({ path: "a/20261123/uuid.docx" }, 1)).toBe("附件 2.docx");
    expect(fileLabel({ path: "a/uuid.docx", name: "作业.docx" }, 0)).toBe("作业.docx");
  });

  it("reads the right options of choice questions only", () => {
    expect(rightOptions({ type: 2, answer: "0,2" })).toEqual([0, 2]);
    expect(rightOptions({ type: 3, answer: "1" })).toEqual([1]);
    expect(rightOptions({ type: 1, answer: "" })).toBeNull();
    expect(rightOptions({ type: 4, answer: "参考答案" })).toBeNull();
  });
});
