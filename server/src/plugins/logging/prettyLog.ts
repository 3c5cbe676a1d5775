import pinoPretty, { type PrettyOptions } from 'pino-pretty';
import { DEVELOPER_NOTICE_FIELD } from './developerNotice';

export type LogFormat = 'json' | 'pretty';

/**
 * How the server writes its log: LOG_FORMAT when set; otherwise JSON in production
 * (for a log collector) and under tests (they read the lines), and human-readable
 * lines everywhere else, which is what `npm start` and `npm run dev` show a developer.
 */
export function logFormat(env: NodeJS.ProcessEnv): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? 'json' : 'pretty';
}

const RULE = '─'.repeat(72);

/** What the one request line (requestLog.ts) carries besides its message. */
interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * A developer notice (developerNotice.ts) between two rules, in bold yellow where the
 * terminal has colours; a request's line as "GET /api/health → 200 (3 ms)"; any
 * other line is its message as it is.
 */
export const formatMessage: NonNullable<Exclude<PrettyOptions['messageFormat'], string | false>> = (
  log,
  messageKey,
  _levelLabel,
  { colors },
) => {
  const logged = log[messageKey];
  const message = typeof logged === 'string' ? logged : logged === undefined ? '' : JSON.stringify(logged);
  if (log[DEVELOPER_NOTICE_FIELD] === true) {
    return `\n${RULE}\n${colors.bold(colors.yellow(`  ${message}`))}\n${RULE}`;
  }
  const { req, res, responseTime } = log as RequestLine;
  if (req?.method && res?.statusCode !== undefined && typeof responseTime === 'number') {
    const request = `${req.method} ${req.url ?? ''} → ${res.statusCode} (${Math.round(responseTime)} ms)`;
    return message === 'request completed' ? request : `${request} ${message}`;
  }
  return message;
};

/** The options of the development log; `colorize` follows the terminal unless given. */
export function prettyOptions(overrides: PrettyOptions = {}): PrettyOptions {
  return {
    translateTime: 'SYS:HH:MM:ss',
    // A request's fields are in its one line already (formatMessage).
    ignore: `pid,hostname,${DEVELOPER_NOTICE_FIELD},reqId,req,res,responseTime`,
    messageFormat: formatMessage,
    ...overrides,
  };
}

/**
 * The development log's stream: pino-pretty in the server's own process (a worker
 * thread transport could not take formatMessage, a function), writing to stdout.
 */
export function prettyStream(overrides: PrettyOptions = {}): NodeJS.WritableStream {
  return pinoPretty(prettyOptions(overrides));
}
