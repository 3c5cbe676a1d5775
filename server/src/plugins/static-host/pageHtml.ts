import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@portal/contracts/firstScreen';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@portal/contracts/remote';
import type { Preload } from './areaPreloads';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON that cannot end the element it sits in: `<` is written as `\u003c`, so no
 * value (an admin address, say) can close the block or open a comment; U+2028 and
 * U+2029 are escaped as well.
 */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForHtml(value)}</script>`;

/**
 * The shell's index.html with, at the end of its head, the preload of the page's
 * area's entry and the runtime configuration as a JSON data block, and, for a signed-in
 * navigation, its first screen as another (D41). A data block is never executed, so the
 * CSP (no inline script) is unaffected.
 */
export function renderPage(
  template: string,
  config: RuntimeConfig,
  preloads: Preload[],
  firstScreen: FirstScreen | null = null,
): string {
  const links = preloads.map(
    ({ href, as }) => `<link rel="preload" href="${escapeAttribute(href)}" as="${as}" />`,
  );
  const data = [
    dataBlock(RUNTIME_CONFIG_ELEMENT_ID, config),
    ...(firstScreen ? [dataBlock(FIRST_SCREEN_ELEMENT_ID, firstScreen)] : []),
  ];
  const head = [...links, ...data].join('\n    ');
  const end = template.indexOf('</head>');
  if (end === -1) return `${head}\n${template}`;
  return `${template.slice(0, end)}  ${head}\n  ${template.slice(end)}`;
}
