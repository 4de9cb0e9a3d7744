// Minimal typing for fontkit 2 (no types ship with it); the renderer only opens a font and hands it to pdfkit.
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
