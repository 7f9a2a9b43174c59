// The HTTP application: every operation of the contract routed under /admin-api with its schemas,
// the caller checked against the operation table, the push socket, and the built console.
import fastifyMultipart from "@fastify/multipart";
import fastifyWebsocket from "@fastify/websocket";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";

import { AuthService, type AuthUser } from "./auth.js";
import type { ServerConfig } from "./config.js";
import { type Contract, loadContract, type Operation } from "./contract.js";
import { type Database, schema } from "./db/index.js";
import { ApiError, forbidden } from "./lib/errors.js";
import { serverMessages } from "./lib/messages.js";
import { languageOf, runInLanguage } from "./lib/request-language.js";
import { detectType, isUtf8, servedInline } from "./lib/file-types.js";
import { contentDisposition } from "./lib/files.js";
import { redactUrl } from "./lib/redact.js";
import {
  registerApiCaching,
  registerApiCompression,
  registerConsole,
  registerSecurityHeaders,
} from "./lib/static-delivery.js";
import { createStorage } from "./storage/index.js";
import { registerHealth } from "./lib/health.js";
import { BodyValidator, describeValidation, makeAjv, rewriteRefs, type ValidationIssue } from "./lib/validation.js";
import { hasPermission, requirementOf } from "./permissions.js";
import { PushHub } from "./push.js";
import { allHandlers } from "./routes/index.js";
import type { Handler, Services } from "./routes/types.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { CodeService, LogCodeProvider } from "./lib/codes.js";
import { LoginGuard, RateLimiter, TooManyRequests } from "./lib/rate-limit.js";
import { Secrets } from "./lib/secrets.js";
import { dummyHash } from "./lib/password.js";
import { OffsetClock, registerTestClock } from "./lib/test-clock.js";
import { registerTestCodes } from "./lib/test-codes.js";
import { castHubOf } from "./assignment/cast-hub.js";
import { createFaceMatcher } from "./face/local-matcher.js";
import { CheckInWriter } from "./classroom/check-ins.js";
import { QuestionAnswerWriter } from "./classroom/question-answers.js";
import { DeadlineSweeper } from "./classroom/deadlines.js";
import { BpmTimerSweeper } from "./workflow/timer-sweeper.js";
import { retentionJobOf } from "./privacy/retention-job.js";

export const API_PREFIX = "/admin-api";

declare module "fastify" {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  contract?: Contract;
  /** Where log lines go (stdout when absent); tests capture them to check redaction. */
  logStream?: { write(line: string): void };
  /** Where the server reads the time (the wall clock when absent); tests move it. */
  clock?: Clock;
  /** How often the deadline sweeper looks, in ms (500 when absent). */
  sweepIntervalMs?: number;
}

export interface App {
  app: FastifyInstance;
  services: Services;
  /** Ends activities whose deadline passed; runs from the app's start to its close (tests call sweepNow). */
  deadlines: DeadlineSweeper;
  /** Fires the workflow's due timer events; runs from the app's start to its close (tests call sweepNow). */
  bpmTimers: BpmTimerSweeper;
}

type JsonObject = Record<string, unknown>;

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header === "string" && /^Bearer\s+/i.test(header)) return header.replace(/^Bearer\s+/i, "").trim();
  return undefined;
}

const envelope = (code: number, data: unknown, msg: string) => ({ code, data, msg });

/** Maps database errors caused by input (out-of-range numbers, duplicates) to 400 instead of 500. */
function databaseInputError(error: unknown): ApiError | undefined {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      if (code === "23505") return new ApiError(400, serverMessages.recordExists);
      if (code === "23503") return new ApiError(400, serverMessages.relatedRecordMissing);
      if (code.startsWith("22")) return new ApiError(400, serverMessages.outOfRange);
      return undefined;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Builds the application (not listening yet). */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const contract = options.contract ?? loadContract();
  const app = Fastify({
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    routerOptions: { ignoreTrailingSlash: true },
  });

  const queryAjv = makeAjv(contract, true);
  const bodyAjv = makeAjv(contract, false);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === "body" ? bodyAjv : queryAjv;
    return ajv.compile(rewriteRefs(schema) as JsonObject);
  });

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    const out: JsonObject = {};
    for (const [k, v] of new URLSearchParams(body as string)) out[k] = v === "true" ? true : v === "false" ? false : v;
    done(null, out);
  });
  app.addContentTypeParser(
    "application/octet-stream",
    { parseAs: "buffer", bodyLimit: config.uploadLimit },
    (_req, body, done) => done(null, body),
  );
  await registerSecurityHeaders(app, config.previewOrigins ?? []);
  registerApiCaching(app, API_PREFIX);
  await registerApiCompression(app, API_PREFIX);
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploadLimit, files: 1, fields: 10 } });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  const secrets = new Secrets(config.secretKey);
  if (secrets.encrypting) {
    const sealed = await secrets.sealStored(database.db);
    if (sealed) app.log.info(`sealed ${sealed} secrets stored in plain text with SMARTCLASS_SECRET_KEY`);
  } else {
    app.log.warn(
      "SMARTCLASS_SECRET_KEY is not set: the token signing key, OAuth2 client secrets and the AI key are stored unencrypted in the database",
    );
  }
  // TEST_CLOCK=on: the time is the given (or wall) clock plus an offset that PUT /test-support/clock sets.
  const testClock = config.testClock ? new OffsetClock(options.clock ?? systemClock) : undefined;
  const clock = testClock ?? options.clock ?? systemClock;
  const auth = await AuthService.create(database.db, config, secrets, clock);
  // The hash compared against for unknown user names, made now rather than during the first such sign-in
  // (which would otherwise take longer than any other and tell that the name does not exist).
  void dummyHash(config.passwordHashCost);
  const limiter = new RateLimiter(database.db, clock);
  const push = new PushHub(database, {
    clock,
    authenticate: async (token) => {
      const user = await auth.authenticate(token);
      return { userId: user.id, sessionId: user.sessionId };
    },
    stillValid: (owners) =>
      Promise.all(owners.map(async (o) => !o.sessionId || Boolean(await auth.loadUser(o.userId, o.sessionId)))),
    onError: (err, what) => app.log.error({ err }, `${what} failed`),
  });
  await push.start();
  // A logout, a disabled or deleted account, a password change: the sessions' open sockets close too.
  auth.onRevoke((revocation) => push.revoke(revocation));
  // Uploaded files: a folder, the database or S3 (STORAGE); the face matcher reads them through it too.
  const storage = await createStorage(config.storage, config.dataDir, database.db, () => clock.now());
  const services: Services = {
    db: database.db,
    database,
    config,
    auth,
    push,
    checkIns: new CheckInWriter(database.db, push, (err: unknown) =>
      app.log.error({ err }, "signInChecked push failed"),
    ),
    questionAnswers: new QuestionAnswerWriter(database.db, push, (err: unknown) =>
      app.log.error({ err }, "questionAnswered push failed"),
    ),
    codes: new CodeService(database.db, new LogCodeProvider(app.log), {
      limiter,
      limits: config.limits,
      hashKey: secrets.codeKey,
      remember: Boolean(config.testClock),
      clock,
    }),
    limiter,
    loginGuard: new LoginGuard(database.db, clock, config.loginMaxFailures, config.loginFailureWindowMs),
    secrets,
    storage,
    faceMatcher: createFaceMatcher(config.face, storage),
    contract,
    bodies: new BodyValidator(contract, bodyAjv),
    log: app.log,
    clock,
  };

  // Every API answer (errors too) tells the server's time, so clients correct their clock offset on any call
  // and count down to deadlines by the clock activities end by.
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.url.startsWith(API_PREFIX)) reply.header("X-Server-Time", String(clock.now().getTime()));
    return payload;
  });

  // The error handler runs outside the handler's language scope (and for errors raised before it, such
  // as schema validation), so it reads the request's header itself.
  app.setErrorHandler((error: unknown, req, reply) =>
    runInLanguage(languageOf(req.headers["accept-language"]), () => answerError(error, req, reply)),
  );

  function answerError(error: unknown, req: FastifyRequest, reply: FastifyReply) {
    const e = error as {
      validation?: ValidationIssue[];
      validationContext?: string;
      statusCode?: number;
      code?: string;
      message?: string;
    };
    if (e.validation) {
      return reply
        .status(400)
        .send(envelope(400, null, describeValidation(e.validation, e.validationContext ?? "body")));
    }
    const apiError = error instanceof ApiError ? error : databaseInputError(error);
    if (error instanceof TooManyRequests) reply.header("Retry-After", String(error.retryAfterSeconds));
    if (apiError)
      return reply.status(apiError.httpStatus).send(envelope(apiError.code, apiError.data, apiError.message));
    if (e.code === "FST_ERR_CTP_BODY_TOO_LARGE" || e.code === "FST_REQ_FILE_TOO_LARGE") {
      return reply.status(413).send(envelope(400, null, serverMessages.bodyTooLarge));
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const msg =
        e.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
          ? serverMessages.unsupportedMediaType
          : e.code?.startsWith("FST_ERR_CTP") || error instanceof SyntaxError
            ? serverMessages.malformedBody(e.message ?? "")
            : (e.message ?? serverMessages.badRequest);
      return reply.status(e.statusCode).send(envelope(e.statusCode === 404 ? 404 : 400, null, msg));
    }
    req.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(envelope(500, null, serverMessages.systemError));
  }

  const handlers = allHandlers();
  const known = new Set(contract.operations.map((o) => o.key));
  for (const key of Object.keys(handlers)) {
    if (!known.has(key)) app.log.warn(`handler ${key} has no operation in the contract; not routed`);
  }

  for (const op of contract.operations) registerOperation(app, op, handlers[op.key], services);

  app.get(`${API_PREFIX}/infra/ws`, { websocket: true }, (socket, req) => {
    // The token comes in the first frame ({"type":"auth",token,lastSeq}); the URL form ?token=…&lastSeq=…
    // is still taken from clients made before it.
    const query = req.query as { token?: unknown; lastSeq?: unknown; deviceType?: unknown };
    const deviceType = typeof query.deviceType === "string" && query.deviceType ? query.deviceType.slice(0, 32) : "web";
    push.accept(socket, {
      token: typeof query.token === "string" && query.token ? query.token : undefined,
      lastSeq: query.lastSeq,
      deviceType,
    });
  });

  // Uploaded files (face images, avatars, course files). Not a contract operation: images are loaded by
  // <img> tags, which send no bearer token, so the unguessable random path is the capability. The type
  // comes from the bytes (checked again here, so files stored before that rule are served safely too);
  // only passive types are shown in place (under the uploaded name: the PDF viewer's title and save
  // name), everything else is a download. `sandbox` stops forms, navigation and plugins even if a
  // browser were to render a file as a page; nosniff keeps it from guessing another type.
  app.get(`${API_PREFIX}/infra/file/get/*`, async (req, reply) => {
    const path = (req.params as { "*": string })["*"];
    const data = await services.storage.read(path);
    if (!data)
      return reply.status(404).send(
        envelope(
          404,
          null,
          runInLanguage(languageOf(req.headers["accept-language"]), () => serverMessages.fileNotFound),
        ),
      );
    const [file] = await database.db
      .select({ name: schema.files.name })
      .from(schema.files)
      .where(eq(schema.files.path, path));
    const name = file?.name || path.split("/").pop() || "file";
    const type = await detectType(data, name);
    return reply
      .header("Content-Type", type === "text/plain" && isUtf8(data) ? "text/plain; charset=utf-8" : type)
      .header("Content-Disposition", contentDisposition(servedInline(type) ? "inline" : "attachment", name))
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .header("Cross-Origin-Resource-Policy", "same-origin")
      .send(data);
  });

  registerHealth(app, services);

  if (testClock) {
    registerTestClock(app, testClock, envelope);
    registerTestCodes(app, database.db, services.codes, envelope);
  }

  await registerConsole(app, { dist: config.consoleDist, apiPrefix: API_PREFIX, envelope });
  // Open big-screen streams end before the server waits for its connections to close.
  app.addHook("preClose", async () => castHubOf(database).shutdown());
  app.addHook("onClose", async () => push.closeAll());
  app.addHook("onClose", async () => services.faceMatcher.close());
  app.addHook("onClose", async () => storage.close?.());
  // Activities end by the server's clock from the moment the app is ready (at once for deadlines that
  // passed while it was down) until it closes.
  const deadlines = new DeadlineSweeper(services, options.sweepIntervalMs);
  app.addHook("onReady", async () => deadlines.start());
  app.addHook("preClose", async () => deadlines.stop());
  const bpmTimers = new BpmTimerSweeper(services, options.sweepIntervalMs);
  app.addHook("onReady", async () => bpmTimers.start());
  app.addHook("preClose", async () => bpmTimers.stop());
  // Personal data past its retention period goes once a day on the server's clock.
  const retention = retentionJobOf(services);
  app.addHook("onReady", async () => retention.start());
  app.addHook("preClose", async () => retention.stop());
  return { app, services, deadlines, bpmTimers };
}

function registerOperation(app: FastifyInstance, op: Operation, handler: Handler | undefined, services: Services) {
  const requirement = requirementOf(op.key);
  app.route({
    method: op.method as "GET",
    url: `${API_PREFIX}${op.url}`,
    schema: {
      ...(op.querystring ? { querystring: op.querystring } : {}),
      ...(op.params ? { params: op.params } : {}),
      ...(op.body ? { body: op.body } : {}),
    },
    // The caller's check and the handler run in the request's language, so that the texts they build
    // (refusals, validation of data the schemas cannot check) answer in it.
    onRequest: async (req: FastifyRequest) =>
      runInLanguage(languageOf(req.headers["accept-language"]), async () => {
        if (requirement === "public") return;
        const user = await services.auth.authenticate(bearer(req));
        req.user = user;
        if (requirement !== "user" && !hasPermission(user.permissions, requirement)) throw forbidden();
      }),
    handler: async (req: FastifyRequest, reply: FastifyReply) =>
      runInLanguage(languageOf(req.headers["accept-language"]), () => answer(req, reply)),
  });

  async function answer(req: FastifyRequest, reply: FastifyReply) {
    if (!handler) {
      return reply.status(501).send(envelope(501, null, serverMessages.notImplemented(op.operationId, op.key)));
    }
    const data = await handler({
      req,
      reply,
      user: req.user,
      query: (req.query ?? {}) as JsonObject,
      params: (req.params ?? {}) as JsonObject,
      body: req.body,
      services,
      op,
    });
    if (reply.sent) return reply;
    return reply.send(envelope(0, data === undefined ? null : data, ""));
  }
}
