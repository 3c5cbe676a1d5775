import { API_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@portal/contracts/firstScreen';
import type { LightMyRequestResponse } from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { postJson } from '../../../plugins/http/testing/requests';

// Page navigations as a browser makes them, for the first screen's tests (not a test itself).

/** A shell build folder holding only an index.html, for SHELL_DIST_DIR. */
export function shellDirWithPage(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-first-screen-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>VendorBridge</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** The cookies a response sets, as `name=value` pairs (a cleared one has an empty value). */
export function cookiesSetBy(response: LightMyRequestResponse): Record<string, string> {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const cookies: Record<string, string> = {};
  for (const line of lines) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    cookies[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return cookies;
}

/** A browser's cookie jar for the portal: what the answers set, a cleared cookie gone. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: LightMyRequestResponse): this {
    for (const [name, value] of Object.entries(cookiesSetBy(response))) {
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return this;
  }

  value(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header a request would carry, limited to `names` when given. */
  header(names?: readonly string[]): string {
    return [...this.cookies]
      .filter(([name]) => !names || names.includes(name))
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
}

/** Signs in by the browser's route; the answer's cookies go into a new jar. */
export async function signInBrowser(
  test: AppUnderTest,
  credentials: { email: string; password: string },
  loginPath: string = API_PATHS.login,
): Promise<{ jar: CookieJar; data: LoginData }> {
  const response = await postJson(test.app, loginPath, credentials);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { jar: new CookieJar().take(response), data: response.json<{ data: LoginData }>().data };
}

/** A navigation to `url` carrying `cookie` (none when empty). */
export const navigate = (test: AppUnderTest, url: string, cookie = '', method: 'GET' | 'HEAD' = 'GET') =>
  test.app.inject({ method, url, headers: cookie ? { cookie } : {} });

const BLOCK = new RegExp(
  `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`,
  's',
);

/** The page's first-screen block, parsed as the shell parses it; null when the page has none. */
export function firstScreenOf(html: string): FirstScreen | null {
  const text = BLOCK.exec(html)?.[1];
  return text === undefined ? null : (JSON.parse(text) as FirstScreen);
}
