// Contrast as WCAG 2 defines it: relative luminance of sRGB colours and their ratio.

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

function linearChannel(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a `#rrggbb` colour, 0 for black to 1 for white. */
export function relativeLuminance(colour: string): number {
  const hex = HEX_COLOUR.exec(colour)?.[1];
  if (!hex) throw new Error(`Not a #rrggbb colour: ${colour}`);
  const [red, green, blue] = [0, 2, 4].map((start) =>
    linearChannel(parseInt(hex.slice(start, start + 2), 16)),
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** From 1 (no contrast) to 21 (black on white); text needs 4.5 for WCAG AA. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
