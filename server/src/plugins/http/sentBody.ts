import type { FastifyRequest } from 'fastify';

// Fastify's validation replaces `request.body` with what the route's schema made of it, which
// keeps only the fields the schema declares. A field that rides on many bodies without being
// part of any one of them (the step-up confirmation, `stepUp`, of a change that moves money) is
// read from the body as it was sent.
const sentBodies = new WeakMap<FastifyRequest, unknown>();

/** Keeps the body as it was sent, before validation replaces it (routeValidation's hook). */
export function keepSentBody(request: FastifyRequest): void {
  sentBodies.set(request, request.body);
}

/** The body as the client sent it (parsed JSON, unchecked): for fields no route schema declares. */
export const sentBodyOf = (request: FastifyRequest): unknown =>
  sentBodies.has(request) ? sentBodies.get(request) : request.body;
