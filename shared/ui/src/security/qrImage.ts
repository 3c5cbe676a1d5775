/**
 * The server's QR code as an image address. Drawn through <img>, an SVG can run no
 * script and reach nothing on the page, so the markup needs no sanitising; a data:
 * address is what the page's Content-Security-Policy allows for images.
 */
export const qrImageSource = (svg: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
