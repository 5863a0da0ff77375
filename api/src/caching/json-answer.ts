import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { okEnvelope } from '../http/envelope.js';

/**
 * An OK answer serialised once, with its entity tag, so a cached answer costs neither
 * `JSON.stringify` nor a hash on each read.
 */
export interface JsonAnswer<T> {
  payload: T;
  body: string;
  etag: string;
}

export function jsonAnswer<T>(payload: T): JsonAnswer<T> {
  const body = JSON.stringify(okEnvelope(payload));
  return { payload, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export function sendJson(reply: FastifyReply, answer: JsonAnswer<unknown>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/**
 * For answers anyone may read: sends the answer, or 304 with no body to a client that holds it already.
 * `no-cache` lets a browser keep the answer but makes it ask each time, so a poll costs a few bytes and
 * is never stale. (A signed-in user's answers get no tag: they have no business in a shared cache.)
 */
export function sendPublicJson(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer<unknown>): FastifyReply {
  reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache');
  if (holdsAlready(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return sendJson(reply, answer);
}

/** RFC 9110 §13.1.2: a list of tags, compared weakly (`W/"x"` holds `"x"`). */
export function holdsAlready(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;
}
