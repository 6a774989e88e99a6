import type { MiddlewareHandler } from 'hono';
import type { RouterRoute } from 'hono/types';
import { z } from 'zod';
import type { AppEnv } from './context.ts';

/**
 * What a route declares about itself for the OpenAPI document: who may call it, its
 * parameters, and the contract schemas of its body and answers.
 */
export interface Operation {
  tag: string;
  summary: string;
  description?: string;
  /** Who may call: `bearer` (the default) is the public token or a session. */
  security?: 'bearer' | 'session' | 'none' | 'either';
  /** Needs the X-XSRF-TOKEN header. */
  csrf?: boolean;
  /** Takes an Idempotency-Key header. */
  idempotent?: boolean;
  /**
   * Query parameters, and the schemas of path parameters that are not plain strings. Every
   * parameter of the route's path is documented, as a string unless listed here.
   */
  params?: {
    name: string;
    in: 'path' | 'query';
    schema?: z.core.$ZodType;
    description?: string;
    required?: boolean;
  }[];
  /** The body schema the handler validates with; JSON unless `form` (then also JSON if `json`). */
  body?: { schema: z.core.$ZodType; form?: boolean; json?: boolean };
  /** Answers by status: a description (an error body), or a description with its schema. */
  responses: Record<
    string,
    | string
    | {
        description: string;
        schema?: z.core.$ZodType;
        html?: boolean;
        /** A file of this media type (`application/pdf`) rather than JSON. */
        file?: string;
        /** The answer is a CSV file (`text/csv`). */
        csv?: boolean;
        headers?: Record<string, unknown>;
      }
  >;
}

/** A declared operation found among an app's routes. */
export interface DocumentedOperation {
  /** The path in OpenAPI form: `/v3/hotels/{id}` for Hono's `/v3/hotels/:id{[0-9]+}`. */
  path: string;
  /** Lower case, as OpenAPI keys it: `get`, `post`. */
  method: string;
  /** The names of the path's parameters, in order. */
  pathParams: string[];
  operation: Operation;
}

/** `{ data: schema }`, the envelope of the API's answers. */
export const dataOf = <T extends z.core.$ZodType>(schema: T) => z.object({ data: schema });

/** Descriptions of the error answers many operations share. */
export const ANSWERS = {
  e401: 'Signed out without the bearer token (or the call needs a signed-in user)',
  e404: 'Not found',
  e419: 'Missing or mismatching X-XSRF-TOKEN',
  e422: 'Validation failed',
  e429: 'Too many attempts (Retry-After header)',
  e404own:
    'Not found: also for a booking that exists but is not the caller’s (the same answer, so nothing tells them apart)',
} as const;

const declared = new WeakMap<object, Operation>();

/**
 * A middleware that declares the operation its route serves: put it first among the route's
 * handlers. It does nothing at request time; the OpenAPI document is generated from the
 * routes that carry one (`documentedOperations`).
 */
export function describeRoute(operation: Operation): MiddlewareHandler<AppEnv> {
  const handler: MiddlewareHandler<AppEnv> = async (_c, next) => {
    await next();
  };
  declared.set(handler, operation);
  return handler;
}

// Hono writes a parameter as `:name` with an optional `{regex}` (no slash inside).
const PATH_PARAM = /:([A-Za-z0-9_]+)(?:\{[^/]*\})?/g;

/**
 * The operations the routes declare with `describeRoute`, in the order the routes were added.
 * Throws when two routes declare the same method and path, or when a declaration names a path
 * parameter its route does not have.
 */
export function documentedOperations(routes: readonly RouterRoute[]): DocumentedOperation[] {
  const seen = new Set<string>();
  return routes.flatMap((route) => {
    const operation = declared.get(route.handler);
    if (!operation) return [];
    const path = route.path.replace(PATH_PARAM, '{$1}');
    const method = route.method.toLowerCase();
    // OpenAPI holds `/a/{id}` and `/a/{key}` for the same path.
    const key = `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`;
    if (seen.has(key)) throw new Error(`${method} ${path} is declared twice`);
    seen.add(key);
    const pathParams = [...route.path.matchAll(PATH_PARAM)].map((match) => match[1] as string);
    for (const param of operation.params ?? []) {
      if (param.in === 'path' && !pathParams.includes(param.name))
        throw new Error(`${method} ${path} declares a path parameter ${param.name} it lacks`);
    }
    return [{ path, method, pathParams, operation }];
  });
}
