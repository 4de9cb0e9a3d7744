// The fontverter package (subset-font's WOFF2 codec) ships no types; the part src/web/fonts.test.ts uses.
declare module 'fontverter' {
  export function convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
