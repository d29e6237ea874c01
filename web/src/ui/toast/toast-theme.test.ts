import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** `--toastify-*` colour declarations of a style sheet (hex values only; others are references). */
function colourVariables(css: string): Map<string, string> {
  const variables = new Map<string, string>();
  for (const match of css.matchAll(/(--toastify-[a-z-]+)\s*:\s*(#[0-9a-f]{3,6})\b/gi)) {
    variables.set(match[1] ?? '', match[2] ?? '');
  }
  return variables;
}

function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

// The library's values, then ours on top (ours are set on the container, which wins over :root).
const library = colourVariables(readFileSync(require.resolve('react-toastify/dist/ReactToastify.css'), 'utf8'));
const ours = colourVariables(readFileSync(new URL('./toast-theme.css', import.meta.url), 'utf8'));
const effective = new Map([...library, ...ours]);
const colour = (name: string) => effective.get(`--toastify-${name}`) ?? 'missing';

// Text on background for each theme and variant, as the library's style sheet pairs them.
const pairs: Record<string, [text: string, background: string]> = {
  'light, every variant': ['text-color-light', 'color-light'],
  'dark, every variant': ['text-color-dark', 'color-dark'],
  'colored, default': ['text-color-light', 'color-light'],
  'colored, info': ['text-color-info', 'color-info'],
  'colored, success (the logout toast)': ['text-color-success', 'color-success'],
  'colored, warning': ['text-color-warning', 'color-warning'],
  'colored, error': ['text-color-error', 'color-error'],
};

describe('toast colours', () => {
  for (const [name, [text, background]] of Object.entries(pairs)) {
    it(`${name}: text on background at 4.5:1 or more`, () => {
      expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('icons of the light theme stand out from the white toast at 3:1 or more', () => {
    for (const variant of ['info', 'success', 'warning', 'error']) {
      expect(contrast(colour(`color-${variant}`), colour('color-light'))).toBeGreaterThanOrEqual(3);
    }
  });
});
