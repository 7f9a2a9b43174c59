// MSW handlers for the face enrolment calls over one in-memory enrolment that keeps the server's rules
// (one photo per call, at most 5, a refusal or a full queue in the envelope with its reason, delete,
// the person's own consent per face text version). Stories script each enrolment's verdict in
// `verdicts`, in order.
import { delay, http, HttpResponse } from "msw";

import type { Schemas } from "./contract-types";
import { BASE, ok } from "./mock-http";

/** The server's texts the stories use (apps/server/src/face/messages.ts). */
const FACE_REASONS = {
  noFace: "未检测到人脸",
  manyFaces: "检测到多张人脸",
  unclear: "人脸不够清晰，请正对镜头重新拍摄",
  tooMany: "最多录入 5 张人脸照片，请先删除后重新录入",
  busy: "人脸识别繁忙，请稍后重试",
} as const;

/** The server's refusal of a minor's enrolment without a guardian's consent (apps/server/src/privacy/consent-messages.ts). */
const GUARDIAN_NEEDED = "未满14岁的学生需要监护人同意后才能录入人脸";

/** The server's refusals for want of the person's own consent, and of a consent to an older text. */
const OWN_CONSENT_NEEDED = "录入人脸前请先阅读人脸采集说明并同意";
const textChangedTo = (version: number) => `说明已更新为第 ${version} 版，请阅读新版本后再同意`;

/** The server's built-in first face text (apps/server/src/privacy/consent-messages.ts), and a second one. */
const FACE_TEXTS: Record<number, Omit<Schemas["ConsentText"], "kind" | "version">> = {
  1: {
    collected: "人脸照片计算出的特征值（不保存照片本身，除非学校另行开启并在保留期后删除）。",
    purpose: "仅用于课堂人脸签到时核对是否本人。",
    retention: "保存至撤回同意、本人或管理员删除人脸数据，或离校为止；撤回后立即删除。",
    alternative: "不同意也可以使用普通签到，课堂中的其他功能不受影响。",
  },
  2: {
    collected: "人脸特征值（第 2 版说明）：不保存照片本身。",
    purpose: "仅用于课堂人脸签到时核对是否本人。",
    retention: "保存至撤回同意或离校为止；撤回后立即删除。",
    alternative: "不同意也可以使用普通签到。",
  },
};

/** What one enrolment call answers: accepted, the queue is full, or refused with this reason. */
type Verdict = "ok" | "busy" | { refuse: string };

/** The mock enrolment a story scripts. */
interface MockFace {
  face: { photoCount: number; createTime: number } | null;
  /** The next enrolment calls' verdicts, in order; accepted once they run out. */
  verdicts: Verdict[];
  /** Milliseconds each answer takes. */
  latency: number;
  /** The get call fails with this message (until the story clears it). */
  getFails: string | null;
  /** Calls seen, for play functions. */
  calls: string[];
  uploads: number;
  /** A student under 14: whether a guardian's consent is awaited (again, when `outdated`). */
  guardian: { needed: boolean; outdated: boolean };
  /** The face text in force (1 or 2) and the version the person consented to (null: none). */
  own: { version: 1 | 2; consentedTo: number | null };
  /** The versions the person's consents were recorded for, in order (not counted in `calls`). */
  consents: number[];
}

function mockFace(over: Partial<MockFace> = {}): MockFace {
  return {
    face: null,
    verdicts: [],
    latency: 150,
    getFails: null,
    calls: [],
    uploads: 0,
    guardian: { needed: false, outdated: false },
    // Someone already enrolled consented to the text in force.
    own: { version: 1, consentedTo: over.face ? 1 : null },
    consents: [],
    ...over,
  };
}

/** The person's standing as the server answers it. */
function ownStanding(state: MockFace): Schemas["OwnFaceConsent"] {
  const { version, consentedTo } = state.own;
  return {
    minor: state.guardian.needed || state.guardian.outdated,
    text: { kind: "face", version, ...FACE_TEXTS[version]! },
    consented: consentedTo === version,
    outdated: consentedTo !== null && consentedTo !== version,
  };
}

/** The enrolment date the stories show: 2026-11-20 09:30 in Shanghai, the stories' school zone. */
const ENROLLED_AT = Date.UTC(2026, 10, 20, 1, 30);

const envelope = (code: number, msg: string) => HttpResponse.json({ code, data: null, msg });

/** The handlers of the face enrolment calls. */
function faceHandlers(state: MockFace) {
  const seen = async (name: string) => {
    state.calls.push(name);
    await delay(state.latency);
  };
  return [
    http.get(`${BASE}/teach/face-database/get`, async () => {
      await seen("get");
      if (state.getFails) return envelope(500, state.getFails);
      const face = state.face;
      return ok<Schemas["FaceEntry"] | null>(face && { id: 1, userId: 101, ...face });
    }),
    // Not counted in `calls`: it travels with every get, and the stories follow the face calls.
    http.get(`${BASE}/teach/privacy/face-consent/my`, async () => {
      await delay(state.latency);
      const { needed, outdated } = state.guardian;
      return ok<Schemas["MyFaceConsent"]>({ minor: needed || outdated, needed, outdated, textVersion: 1 });
    }),
    // Not counted in `calls` either: the stories follow the consents in `consents`.
    http.get(`${BASE}/teach/face-database/consent/my`, async () => {
      await delay(state.latency);
      return ok(ownStanding(state));
    }),
    http.post(`${BASE}/teach/face-database/consent/give`, async ({ request }) => {
      const { textVersion } = (await request.json()) as Schemas["OwnFaceConsentGive"];
      await delay(state.latency);
      if (textVersion !== state.own.version) return envelope(1_003_006_002, textChangedTo(state.own.version));
      state.own.consentedTo = textVersion;
      state.consents.push(textVersion);
      return ok(ownStanding(state));
    }),
    http.post(`${BASE}/teach/file/s3/ali/api`, async () => {
      state.uploads += 1;
      await seen(`upload:${state.uploads}`);
      return ok<Schemas["FileUploadResult"]>({
        url: `/files/face/enrol-${state.uploads}.jpg`,
        path: `face/enrol-${state.uploads}.jpg`,
        name: "face.jpg",
        size: 1024,
        type: "image/jpeg",
      });
    }),
    http.post(`${BASE}/teach/face-database/create`, async ({ request }) => {
      const body = (await request.json()) as Schemas["FaceDatabaseCreate"];
      await seen(`enrol:${body.path}`);
      if (state.guardian.needed) return envelope(1_003_006_001, GUARDIAN_NEEDED);
      if (state.own.consentedTo !== state.own.version) return envelope(1_003_006_004, OWN_CONSENT_NEEDED);
      const verdict = state.verdicts.shift() ?? "ok";
      if (verdict === "busy") return envelope(1_003_005_002, FACE_REASONS.busy);
      if (verdict !== "ok") return envelope(1_003_005_001, verdict.refuse);
      if ((state.face?.photoCount ?? 0) >= 5) return envelope(1_003_005_001, FACE_REASONS.tooMany);
      state.face = state.face
        ? { ...state.face, photoCount: state.face.photoCount + 1 }
        : { photoCount: 1, createTime: ENROLLED_AT };
      return ok(1);
    }),
    http.delete(`${BASE}/teach/face-database/delete-my`, async () => {
      await seen("delete");
      const had = state.face !== null;
      state.face = null;
      return ok(had);
    }),
  ];
}

/** A story's mock enrolment: its handlers and its state reset before each run. */
function faceScenario(over: Partial<MockFace> = {}) {
  const initial = () => mockFace(structuredClone(over));
  const state = initial();
  return {
    state,
    story: {
      parameters: { msw: { handlers: faceHandlers(state) } },
      beforeEach: () => {
        Object.assign(state, initial());
      },
    },
  };
}

export { ENROLLED_AT, FACE_REASONS, faceScenario };
