import type { MaybeOptionalInit } from "openapi-fetch";

import type { components, paths } from "../generated/openapi";

/** The HTTP methods the contract uses. */
type HttpMethod = "get" | "post" | "put" | "delete";

/** Paths of the contract that have an operation for the method. */
type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

/** The operation object of a path and method. */
type OperationOf<P extends keyof paths, M extends HttpMethod> = paths[P] extends { [K in M]: infer O } ? O : never;

/** The init (params, body, signal, …) an operation takes. */
type InitOf<P extends keyof paths, M extends HttpMethod> = MaybeOptionalInit<paths[P], M>;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** The init argument, optional when the operation needs no parameter or body. */
type InitArgs<Init> = RequiredKeys<Init> extends never ? [init?: Init] : [init: Init];

/** The `data` of an operation's success envelope. */
type DataOf<O> = O extends { responses: { 200: { content: { "application/json": { data: infer D } } } } } ? D : never;

/** Operations whose success answer is a file rather than an envelope. */
type BlobPaths = {
  [P in keyof paths]: OperationOf<P, "get"> extends {
    responses: { 200: { content: { "application/vnd.ms-excel": unknown } } };
  }
    ? P
    : OperationOf<P, "get"> extends {
          responses: {
            200: { content: { "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown } };
          };
        }
      ? P
      : never;
}[keyof paths];

/** A downloaded file: the Blob and the file name from Content-Disposition. */
interface Download {
  blob: Blob;
  fileName: string;
}

/** A component schema of the contract by name, e.g. `Schema<"TokenPair">`. */
type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** A paged answer. */
interface Page<T> {
  list: T[];
  total: number;
}

export type { BlobPaths, DataOf, Download, HttpMethod, InitArgs, InitOf, OperationOf, Page, PathsWith, Schema };
