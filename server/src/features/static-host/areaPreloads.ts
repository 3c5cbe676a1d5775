import { areaForPath, type RemoteName, type RuntimeConfig } from '@portal/contracts';
import * as z from 'zod/mini';

/** A file the browser should start fetching as soon as it reads the page. */
export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
  /** Fetches (the federation runtime's manifest request) are CORS requests; scripts are not. */
  crossOrigin: boolean;
}

/** The part of a federation manifest (mf-manifest.json) that names the Area's files. */
const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()) }),
      }),
    }),
  ),
});
export type AreaManifest = z.infer<typeof manifestSchema>;

/** Reads a manifest's text into the fields above; null if it is not one. */
export function parseManifest(text: string): AreaManifest | null {
  try {
    const parsed = z.safeParse(manifestSchema, JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const isSafeFileName = (name: string) => /^[\w.-]+(\/[\w.-]+)*$/.test(name) && !name.includes('..');

/**
 * What the page at `pathname` should preload so its area's content does not wait on
 * a chain of requests (the shell's code, then the manifest, then the remote's entry,
 * then its chunks). The owning area's manifest always; for an area open to everyone
 * whose manifest this server hosts (`readManifest` finds it), also its remoteEntry.js
 * and the Area's own script and stylesheet. A guarded area's files are left to the
 * shell, which loads them only once the guard lets the visitor in.
 */
export function preloadsForPage(
  pathname: string,
  remotes: RuntimeConfig['remotes'],
  readManifest: (remote: RemoteName) => AreaManifest | null,
): Preload[] {
  const area = areaForPath(pathname);
  if (!area) return [];
  const manifestUrl = remotes[area.remote];
  const preloads: Preload[] = [{ href: manifestUrl, as: 'fetch', crossOrigin: true }];
  const hostedHere = manifestUrl.startsWith('/') && !manifestUrl.startsWith('//');
  if (area.role !== null || !hostedHere) return preloads;

  const manifest = readManifest(area.remote);
  const exposed = manifest?.exposes.find((expose) => expose.name === 'Area');
  if (!manifest || !exposed) return preloads;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name]
    .filter(Boolean)
    .join('/');
  const files: Array<[string, Preload['as']]> = [
    [entry, 'script'],
    ...exposed.assets.js.sync.map((file): [string, Preload['as']] => [file, 'script']),
    ...exposed.assets.css.sync.map((file): [string, Preload['as']] => [file, 'style']),
  ];
  for (const [file, as] of files) {
    if (isSafeFileName(file)) preloads.push({ href: `${base}${file}`, as, crossOrigin: false });
  }
  return preloads;
}
