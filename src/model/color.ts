/**
 * Colours as WCAG measures them: relative luminance and contrast ratio
 * (WCAG 2.2, §1.4.3), and a few conversions for deriving a theme.
 */

export type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance, from sRGB. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on the colour. */
export function readableOn(background: string, dark = '#11132a'): string {
  return contrast('#ffffff', background) >= contrast(dark, background) ? '#ffffff' : dark;
}

/** Mixes a colour towards another by a share from 0 to 1. */
export function mix(from: string, to: string, share: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex(a.map((c, i) => c + (b[i] - c) * share) as Rgb);
}

/**
 * The nearest mix of a colour towards white (or black) that reaches a
 * contrast ratio against a background: how a light scheme's colour is
 * carried into the dark scheme, keeping its hue.
 */
export function reachContrast(color: string, background: string, ratio: number, towards = '#ffffff'): string {
  if (contrast(color, background) >= ratio) return color;
  for (let share = 0.05; share <= 1.0001; share += 0.05) {
    const candidate = mix(color, towards, share);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return towards;
}

/** Hue (0–360), saturation and lightness (0–1) of a colour. */
export function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = parseHex(hex).map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(h * 60 + 360) % 360, s, l];
}

export function fromHsl([h, s, l]: [number, number, number]): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}
