import { randomUUID } from 'node:crypto';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type RawRequestDefaultExpression } from 'fastify';
import type { Bindings, ChildLoggerOptions, FastifyChildLoggerFactory } from 'fastify/types/logger';
import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from '../config';

export interface LoggingOptions {
  level: LogLevel;
  /** Human-readable lines (pino-pretty) instead of JSON; for a developer's terminal only. */
  pretty: boolean;
  /** Where JSON lines go; stdout (buffered) when unset. Tests pass a stream they read back. */
  destination?: DestinationStream;
}

/**
 * Headers and fields that hold secrets, in case a request or an object carrying them is ever logged
 * (at debug, by a library, in an error). Request lines below log neither headers nor bodies.
 */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.code',
  '*.confirmationCode',
  '*.csrfToken',
];

/** A request id a proxy passed on is kept when it looks like one; anything else gets a fresh UUID. */
const PASSED_REQUEST_ID = /^[\w.:-]{8,64}$/;

export function requestId(request: RawRequestDefaultExpression): string {
  const passed = request.headers['x-request-id'];
  return typeof passed === 'string' && PASSED_REQUEST_ID.test(passed) ? passed : randomUUID();
}

/** A path without its query string, which may carry a token (a mailed reset link, say). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The app's logger: pino, with secrets redacted and paths logged without their query strings. */
export function createLogger(options: LoggingOptions): pino.Logger {
  const settings: pino.LoggerOptions = {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: (request: { method: string; url: string }) => ({ method: request.method, path: pathOf(request.url) }) },
  };
  const destination =
    options.destination ??
    (options.pretty
      ? pino.transport({ target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true } })
      : // Asynchronous, and gathered: lines go out 4 KB at a time, or after a second at the latest
        // (and all of them on exit). Writing each line as it came cost a withdrawal about 45 µs of
        // the event loop's time in the write call alone, 6 % of its CPU.
        pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }));
  return pino(settings, destination);
}

/**
 * Fastify's per-request lines, replaced by one line per request at info (a 5xx answer's error is
 * logged with its stack by the error handler), written once the answer is sent.
 *
 * The line holds only the fields below (no headers, no body, the path without its query), so it is
 * written through a child of the app's logger without the redaction pass: with the wildcard paths
 * that pass costs about ten times the line's own serialising (3.4 % of a session read's CPU in a
 * profile). A failed request's line carries its error and keeps the redaction.
 */
export class OneLinePerRequest extends LogController {
  readonly #lines: pino.Logger | undefined;

  constructor(logger?: FastifyBaseLogger) {
    super();
    this.#lines = logger && (logger as pino.Logger).child({}, { redact: [] });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      path: pathOf(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
      userId: request.session?.user.id ?? null,
    };
    if (error) request.log.error({ ...line, err: error }, 'response failed');
    else if (this.#lines) this.#lines.info({ reqId: request.id, ...line }, 'request');
    else request.log.info(line, 'request');
  }
}

/**
 * A request's own logger, made from the app's only when the request logs a line of its own (an
 * error, a warning). Pino makes a child by applying the redaction paths to its bindings, about
 * 1.7 µs, and nearly every request logs only its request line, which needs no child.
 */
class RequestLogger implements FastifyBaseLogger {
  #logger: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get #log(): FastifyBaseLogger {
    this.#logger ??= this.parent.child(this.bindings, this.options);
    return this.#logger;
  }

  get level() {
    return this.#log.level;
  }

  set level(level) {
    this.#log.level = level;
  }

  // Methods, not arrow-function fields: fields would make seven closures for every request, each
  // named as it is made, for lines nearly no request writes.
  fatal(...line: Parameters<FastifyBaseLogger['fatal']>) {
    this.#log.fatal(...line);
  }

  error(...line: Parameters<FastifyBaseLogger['error']>) {
    this.#log.error(...line);
  }

  warn(...line: Parameters<FastifyBaseLogger['warn']>) {
    this.#log.warn(...line);
  }

  info(...line: Parameters<FastifyBaseLogger['info']>) {
    this.#log.info(...line);
  }

  debug(...line: Parameters<FastifyBaseLogger['debug']>) {
    this.#log.debug(...line);
  }

  trace(...line: Parameters<FastifyBaseLogger['trace']>) {
    this.#log.trace(...line);
  }

  silent(...line: Parameters<FastifyBaseLogger['silent']>) {
    this.#log.silent(...line);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#log.child(bindings, options);
  }
}

export const requestLogger: FastifyChildLoggerFactory = (logger, bindings, options) => new RequestLogger(logger, bindings, options);
