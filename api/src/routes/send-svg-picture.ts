import type { FastifyReply } from 'fastify';

/**
 * Answers a drawing the API makes itself (a collectible's, a merchant's art) as SVG. Opened on its
 * own, the picture must not be able to run anything, so it carries a policy that allows no script,
 * no fetch and no frame. (`nosniff` comes with every answer of the API, from `app.ts`.)
 */
export function sendSvgPicture(reply: FastifyReply, svg: string): FastifyReply {
  return reply.type('image/svg+xml; charset=utf-8').header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'").send(svg);
}
