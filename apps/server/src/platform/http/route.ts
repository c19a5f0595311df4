import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { okAnswerSchema } from '@bo/contract';
import type { z } from 'zod';
import type { SignedInUser } from '../auth/account-store.js';
import type { Access } from './access.js';
import { currentUser } from './current-user.js';
import { readMultipartForm, type MultipartSpec, type ParsedForm } from './multipart.js';

type Schema = z.ZodType | undefined;
/** An answer's schema; 'file' for a handler that sends a file itself and answers the reply. */
type AnswerSpec = z.ZodType | 'file' | undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type FormOf<Form> = Form extends MultipartSpec ? ParsedForm<Form['fields']> : undefined;

/** One route's declaration: the schemas its request and answer are checked by. */
export interface RouteSpec<
  Body extends Schema,
  Query extends Schema,
  Params extends Schema,
  Form,
  Answer extends AnswerSpec,
> {
  summary?: string;
  description?: string;
  /** A JSON (or urlencoded) body, checked before the handler runs. */
  body?: Body;
  /** The body's media types, when not JSON alone nor a declared form (the handler reads it). */
  consumes?: readonly string[];
  /** A multipart body: its text fields' schema and its file parts. */
  form?: Form & MultipartSpec;
  query?: Query;
  /** The path's parameters (`/files/:id`). */
  params?: Params;
  /** The answer's schema; without one the route answers `{ ok: true }`. */
  answer?: Answer;
  /** Instead of the group's access. */
  access?: Access;
  /** A further check before the body is read, after the access check. */
  onRequest?: (request: FastifyRequest) => Promise<void>;
}

/** What a handler gets: the checked body, query and form, and the caller. */
export interface RouteCall<Body extends Schema, Query extends Schema, Params extends Schema, Form> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Parsed<Body>;
  query: Parsed<Query>;
  params: Parsed<Params>;
  form: FormOf<Form>;
  /** The signed-in caller; a 401 on a public route without a session. */
  readonly user: SignedInUser;
}

type HandlerAnswer<Answer extends AnswerSpec> = Answer extends z.ZodType
  ? z.input<Answer>
  : Answer extends 'file'
    ? FastifyReply
    : unknown;

/** A handler answers by its route's schema, or the reply that sent a file; without a schema its result is dropped. */
type RouteHandler<
  Body extends Schema,
  Query extends Schema,
  Params extends Schema,
  Form,
  Answer extends AnswerSpec,
> = (
  call: RouteCall<Body, Query, Params, Form>,
) => HandlerAnswer<Answer> | Promise<HandlerAnswer<Answer>>;

type RouteRegistrar = <
  Body extends Schema = undefined,
  Query extends Schema = undefined,
  Params extends Schema = undefined,
  Form = undefined,
  Answer extends AnswerSpec = undefined,
>(
  url: string,
  spec: RouteSpec<Body, Query, Params, Form, Answer>,
  handler: RouteHandler<Body, Query, Params, Form, Answer>,
) => void;

interface LooseSpec {
  summary?: string;
  description?: string;
  body?: z.ZodType;
  consumes?: readonly string[];
  form?: MultipartSpec;
  query?: z.ZodType;
  params?: z.ZodType;
  answer?: AnswerSpec;
  access?: Access;
}

/** The form of a route that declared one, else undefined. */
async function readForm<Form>(
  request: FastifyRequest,
  spec: (Form & MultipartSpec) | undefined,
): Promise<FormOf<Form>>;
async function readForm(
  request: FastifyRequest,
  spec: MultipartSpec | undefined,
): Promise<unknown> {
  return spec ? readMultipartForm(request, spec) : undefined;
}

function schemaOf(spec: LooseSpec, tags: readonly string[]): FastifySchema {
  return {
    tags,
    ...(spec.summary ? { summary: spec.summary } : {}),
    ...(spec.consumes ? { consumes: [...spec.consumes] } : {}),
    ...(spec.form
      ? {
          consumes: ['multipart/form-data'],
          description: `multipart/form-data: ${spec.form.describe}`,
        }
      : {}),
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.answer === 'file' ? {} : { response: { 200: spec.answer ?? okAnswerSchema } }),
  };
}

/**
 * The routes of one feature, declared once each: path, schemas and handler.
 * Every route carries the group's access (or its own) for the access check,
 * and its tags, summary and schemas for validation and /api/docs.
 *
 *   const route = featureRoutes(app, { access, tags: ['banners'] });
 *   route.post(bannerApi.deleteBanner, { body: idBodySchema }, async ({ user, body }) => {
 *     await service.delete(user, body);
 *   });
 */
export function featureRoutes(
  app: FastifyInstance,
  group: { access: Access; tags: readonly string[] },
): { post: RouteRegistrar; get: RouteRegistrar } {
  const register =
    (method: 'GET' | 'POST'): RouteRegistrar =>
    <
      Body extends Schema,
      Query extends Schema,
      Params extends Schema,
      Form,
      Answer extends AnswerSpec,
    >(
      url: string,
      spec: RouteSpec<Body, Query, Params, Form, Answer>,
      handler: RouteHandler<Body, Query, Params, Form, Answer>,
    ) => {
      app.route({
        method,
        url,
        config: { access: spec.access ?? group.access },
        ...(spec.onRequest ? { onRequest: spec.onRequest } : {}),
        schema: schemaOf(spec, group.tags),
        handler: async (request, reply) => {
          const answer = await handler({
            request,
            reply,
            // The app's zod validator compiler (app.ts) has left the schemas' output here.
            body: request.body as Parsed<Body>,
            query: request.query as Parsed<Query>,
            params: request.params as Parsed<Params>,
            form: await readForm(request, spec.form),
            get user() {
              return currentUser(request);
            },
          });
          return spec.answer ? answer : { ok: true as const };
        },
      });
    };
  return { post: register('POST'), get: register('GET') };
}
