import { Writable } from 'node:stream';
import pino from 'pino';
import { developerNotice } from './developerNotice';
import { logFormat, prettyOptions } from './prettyLog';
import pinoPretty from 'pino-pretty';

/** Writes two lines through the development log's formatting and returns the text. */
async function prettyLines(write: (log: pino.Logger) => void): Promise<string> {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const stream = pinoPretty({ ...prettyOptions({ colorize: false }), destination, sync: true });
  write(pino(stream));
  await new Promise((resolve) => setImmediate(resolve));
  return text;
}

describe('logFormat', () => {
  it.each([
    [{ NODE_ENV: 'production' }, 'json'],
    [{ NODE_ENV: 'test' }, 'json'],
    [{}, 'pretty'],
    [{ NODE_ENV: 'development' }, 'pretty'],
    [{ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, 'pretty'],
    [{ LOG_FORMAT: 'json' }, 'json'],
    [{ LOG_FORMAT: 'yaml' }, 'pretty'],
  ])('%j writes %s', (env, format) => {
    expect(logFormat(env)).toBe(format);
  });
});

describe('the development log', () => {
  it('frames a developer notice between rules so it stands out', async () => {
    const text = await prettyLines((log) =>
      log.info(developerNotice(), 'Verification code for a@b.co: 123456'),
    );
    const lines = text.split('\n');
    const at = lines.findIndex((line) => line.includes('Verification code for a@b.co: 123456'));
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toMatch(/^─{20,}$/);
    expect(lines[at + 1]).toMatch(/^─{20,}$/);
    expect(text).not.toContain('developerNotice');
  });

  it('writes any other line as one readable line, not JSON', async () => {
    const text = await prettyLines((log) => log.info('Server listening at http://127.0.0.1:8080'));
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Server listening at http:\/\/127\.0\.0\.1:8080\n$/);
    expect(text).not.toContain('─');
  });

  it('writes a request as one line: method, URL, status and time', async () => {
    const text = await prettyLines((log) =>
      log.info(
        {
          reqId: 'req-1',
          req: { method: 'GET', url: '/api/health' },
          res: { statusCode: 200 },
          responseTime: 7.6,
        },
        'request completed',
      ),
    );
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health → 200 \(8 ms\)\n$/);
  });
});
