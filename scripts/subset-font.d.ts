// The subset-font package ships no types; the part scripts/build-fonts.ts uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
    noHinting?: boolean;
    /** Pins or limits a variable font's axes (harfbuzz instancing). */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
