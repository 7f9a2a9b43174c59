// The assignment's numbers as pure functions: the stated final-score rule (weights 0/40/100, late
// penalty, no peer scores, rounding), score bands, choice marking and statistics.
import { describe, expect, it } from "vitest";

import { allowedFile, markChoice } from "../src/assignment/answers.js";
import { bandOf, BANDS, finalScoreOf, round1, scalePeer, statisticsOf } from "../src/assignment/grades.js";

describe("final score rule", () => {
  it("mixes teacher and peer scores by the weight", () => {
    expect(finalScoreOf({ teacher: 80, peer: 60, weight: 0, penalty: 0 })).toBe(80);
    expect(finalScoreOf({ teacher: 80, peer: 60, weight: 40, penalty: 0 })).toBe(72);
    expect(finalScoreOf({ teacher: 80, peer: 60, weight: 100, penalty: 0 })).toBe(60);
  });

  it("takes the teacher's score when nobody reviewed, whatever the weight", () => {
    expect(finalScoreOf({ teacher: 77.5, peer: null, weight: 40, penalty: 0 })).toBe(77.5);
    expect(finalScoreOf({ teacher: 77.5, peer: null, weight: 100, penalty: 0 })).toBe(77.5);
  });

  it("takes the late penalty off the mixed score", () => {
    expect(finalScoreOf({ teacher: 80, peer: 60, weight: 40, penalty: 10 })).toBe(64.8);
    expect(finalScoreOf({ teacher: 90, peer: null, weight: 0, penalty: 100 })).toBe(0);
  });

  it("rounds to one decimal", () => {
    // 70 × 0.6 + 85/3 × 0.4 = 42 + 11.333… = 53.333…
    expect(finalScoreOf({ teacher: 70, peer: 85 / 3, weight: 40, penalty: 0 })).toBe(53.3);
    expect(round1(0.05)).toBe(0.1);
    expect(round1(2.449)).toBe(2.4);
  });

  it("scales the peer average from the rubric's points to full marks", () => {
    expect(scalePeer(15, 20, 10)).toBe(7.5);
    expect(scalePeer(undefined, 20, 10)).toBeNull();
    expect(scalePeer(5, 0, 10)).toBeNull();
  });
});

describe("marking and files", () => {
  it("gives full points only when the chosen set equals the right answer", () => {
    expect(markChoice({ answer: "0,2", score: 4 }, [2, 0])).toBe(4);
    expect(markChoice({ answer: "0,2", score: 4 }, [0])).toBe(0);
    expect(markChoice({ answer: "0,2", score: 4 }, [0, 1, 2])).toBe(0);
    expect(markChoice({ answer: "1", score: 2 }, [1])).toBe(2);
  });

  it("accepts images, PDF, Office, text, zip, audio and video by the type the bytes showed, nothing else", () => {
    expect(allowedFile("image/png")).toBe(true);
    expect(allowedFile("application/pdf")).toBe(true);
    expect(allowedFile("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe(true);
    expect(allowedFile("text/plain")).toBe(true);
    expect(allowedFile("application/zip")).toBe(true);
    expect(allowedFile("video/mp4")).toBe(true);
    // Markup and scripts are accepted (a web course hands them in) but only ever served as downloads.
    expect(allowedFile("text/html")).toBe(true);
    // A name ending in .docx does not make unknown bytes a document.
    expect(allowedFile("application/octet-stream")).toBe(false);
    expect(allowedFile("application/x-msdownload")).toBe(false);
    expect(allowedFile(null)).toBe(false);
  });
});

describe("statistics", () => {
  it("puts scores into the five bands of full marks", () => {
    expect([0, 59.9, 60, 69.9, 70, 80, 89.9, 90, 100].map((x) => BANDS[bandOf(x, 100)])).toEqual([
      "0–59%",
      "0–59%",
      "60–69%",
      "60–69%",
      "70–79%",
      "80–89%",
      "80–89%",
      "90–100%",
      "90–100%",
    ]);
  });

  it("counts, averages, correct rates and peer agreement", () => {
    const questions = [
      { id: 1, type: 1, title: "单选", score: 5 },
      { id: 2, type: 4, title: "简答", score: 5 },
    ];
    const a = (s1: number, s2: number | null) => [
      { questionId: 1, content: "", options: [0], fileUrls: [], score: s1 },
      { questionId: 2, content: "x", options: [], fileUrls: [], score: s2 },
    ];
    const stats = statisticsOf(
      9,
      questions,
      [
        { answers: a(5, 4), late: false, grade: 9, finalScore: 9.5, peer: 8 },
        { answers: a(0, 3), late: true, grade: 3, finalScore: null, peer: 6 },
        { answers: a(5, null), late: false, grade: null, finalScore: null, peer: null },
      ],
      4,
    );
    expect(stats).toMatchObject({
      assignmentId: 9,
      studentCount: 4,
      submittedCount: 3,
      gradedCount: 2,
      lateCount: 1,
      totalScore: 10,
      averageScore: 6.3,
      maxScore: 9.5,
      minScore: 3,
    });
    expect(stats.distribution.map((d) => d.count)).toEqual([1, 0, 0, 0, 1]);
    expect(stats.questions).toEqual([
      { questionId: 1, title: "单选", type: 1, answeredCount: 3, correctRate: 0.67, averageScore: 3.3 },
      { questionId: 2, title: "简答", type: 4, answeredCount: 3, correctRate: null, averageScore: 3.5 },
    ]);
    // |8 − 9| = 1 (within 10% of 10), |6 − 3| = 3 (not).
    expect(stats.peerAgreement).toEqual({ pairs: 2, meanAbsoluteDifference: 2, withinTenPercent: 0.5 });
  });

  it("has no averages, bands or agreement without submissions", () => {
    const stats = statisticsOf(1, [{ id: 1, type: 3, title: "判断", score: 2 }], [], 10);
    expect(stats).toMatchObject({ averageScore: null, maxScore: null, minScore: null, peerAgreement: null });
    expect(stats.questions[0]!.correctRate).toBeNull();
    expect(stats.distribution.every((d) => d.count === 0)).toBe(true);
  });
});
