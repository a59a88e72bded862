import { randomBytes } from 'node:crypto';

/**
 * The preview frame's document. The editor loads it in an iframe sandboxed
 * without allow-same-origin, and this CSP allows nothing but its own script,
 * inline styles (the page's CSS) and pictures and the font from this server.
 */
export function frameDocument(script: string, origin: string): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    `default-src 'none'`,
    `script-src 'nonce-${nonce}'`,
    `style-src 'unsafe-inline'`,
    `img-src ${origin} data:`,
    `font-src ${origin}`,
    `base-uri 'none'`,
    `form-action 'none'`,
  ].join('; ');
  const html = [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // No icon to fetch: the browser would ask the server for /favicon.ico and log the 404.
    '<link rel="icon" href="data:,">',
    '<style id="page-css"></style>',
    // The block being edited, outlined; any block shows it can be picked.
    '<style>[data-edit-selected]{outline:3px solid #d14900!important;outline-offset:-3px}[data-edit-path]>*{cursor:pointer}[data-edit-path]>*:hover,[data-edit-item]:hover{outline:2px dashed #d14900;outline-offset:-2px}</style>',
    `<script nonce="${nonce}">${script}</script>`,
    '</head><body></body></html>',
  ].join('');
  return { html, csp };
}
