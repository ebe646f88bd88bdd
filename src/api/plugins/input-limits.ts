import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../../errors';
import { checkJsonText, decodeJsonBytes, describeJsonTextProblem } from '../../lib/json-limits';

/**
 * Input no route can handle, refused once for all of them before routing's schemas see it.
 *
 * The JSON body parser of every route (a route may still scope its own, as the bulk import does):
 * Fastify's own parser, with three refusals in front of it, each a 400 INVALID_REQUEST:
 * - bytes that are not UTF-8 (RFC 8259 §8.1): decoding them leniently would silently store
 *   U+FFFD in place of what the client meant;
 * - nesting deeper than MAX_JSON_DEPTH, before zod or any recursive code sees the value;
 * - `\u0000` in a string, which PostgreSQL cannot store and SQLite would, so both refuse it alike.
 */
async function inputLimitsPlugin(app: FastifyInstance) {
  // A NUL in a path id or query value would reach PostgreSQL as text, which cannot hold it.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.includes('%00')) return done(errors.invalidRequest('The URL contains an encoded NUL character (%00), which no parameter accepts.'));
    done();
  });

  // 'error' on __proto__ and 'ignore' on constructor: Fastify's defaults, kept.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer, done) => {
    const text = decodeJsonBytes(body);
    if (text === null) return done(errors.invalidRequest('The request body is not valid UTF-8.'), undefined);
    const problem = checkJsonText(text);
    if (problem) return done(errors.invalidRequest(describeJsonTextProblem(problem)), undefined);
    return parseJson(request, text, done);
  });
}

export default fp(inputLimitsPlugin, { name: 'input-limits' });
