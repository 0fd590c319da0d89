import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PALETTES, system } from './theme';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The Chakra components a file renders, as recipe keys: `<Drawer.Content>` → 'drawer'. */
function renderedChakraComponents(source: string): string[] {
  const imports = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/.exec(source)?.[1] ?? '';
  return imports
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Z]\w*$/.test(name) && new RegExp(`<${name}[\\s.>/]`).test(source))
    .map((name) => name[0]!.toLowerCase() + name.slice(1));
}

const sources = sourceFiles(import.meta.dirname).map((file) => readFileSync(file, 'utf8'));
const rendered = new Set(sources.flatMap(renderedChakraComponents));

/** Chakra's palette names a source file spells, as a string (`'orange'`) or a token (`red.500`). */
const CHAKRA_PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
];
const namedPalettes = new Set(
  sources.flatMap((source) =>
    CHAKRA_PALETTES.filter((palette) =>
      new RegExp(
        `['"\`]${palette}(?:\\.[\\w.]+)?['"\`]|\\b${palette}\\.(?:\\d{2,3}|fg|solid|subtle|muted|emphasized|contrast|focusRing)\\b`,
      ).test(source),
    ),
  ),
);

/** A colour token's hex value, following the CSS variables it refers to. */
function colorOf(token: string): string {
  const variables = system.tokens.cssVarMap.get('base');
  let value = variables?.get(`--chakra-colors-${token.replaceAll('.', '-')}`);
  for (let reference = /^var\((--[\w-]+)\)$/.exec(value ?? ''); reference;) {
    value = variables?.get(reference[1]!);
    reference = /^var\((--[\w-]+)\)$/.exec(value ?? '');
  }
  value = value === 'white' ? '#ffffff' : value;
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${token} is ${value}`);
  return value;
}

/** WCAG 2.1 relative luminance of '#rrggbb'. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrastRatio(text: string, background: string): number {
  const [light, dark] = [relativeLuminance(text), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return (light! + 0.05) / (dark! + 0.05);
}

// A component whose recipe is missing renders unstyled: the Shift+C drawer sat below the page.
describe('the Chakra theme', () => {
  it('registers the slot recipe of every multi-part Chakra component the app renders', () => {
    expect(rendered).toContain('drawer');
    const missing = [...rendered].filter(
      (key) => defaultSystem.isSlotRecipe(key) && !system.isSlotRecipe(key),
    );
    expect(missing).toEqual([]);
  });

  it('registers every colour palette the app names', () => {
    expect(namedPalettes).toContain('teal');
    expect([...namedPalettes].filter((palette) => !PALETTES.includes(palette as never))).toEqual(
      [],
    );
    for (const palette of PALETTES) {
      expect(system.token(`colors.${palette}.500`, 'missing'), palette).not.toBe('missing');
      expect(system.token(`colors.${palette}.solid`, 'missing'), palette).not.toBe('missing');
    }
  });

  it('registers the recipe of every single-part Chakra component the app renders', () => {
    const missing = [...rendered].filter(
      (key) => defaultSystem.isRecipe(key) && !system.isRecipe(key),
    );
    expect(missing).toEqual([]);
  });

  it('gives text and solid fills 4.5:1 contrast (WCAG 2.1 AA) against what they sit on', () => {
    const pairs: [string, string][] = [
      ...['fg', 'fg.muted', 'fg.subtle', 'fg.error', 'fg.warning', 'fg.success', 'fg.info'].flatMap(
        (text) => ['bg', 'bg.subtle'].map((background): [string, string] => [text, background]),
      ),
      ...PALETTES.flatMap((palette): [string, string][] => [
        [`${palette}.contrast`, `${palette}.solid`],
        [`${palette}.fg`, `${palette}.subtle`],
        [`${palette}.fg`, 'bg'],
      ]),
    ];
    const tooLow = pairs
      .map(([text, background]) => ({
        text,
        background,
        ratio: contrastRatio(colorOf(text), colorOf(background)),
      }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(tooLow).toEqual([]);
    expect(contrastRatio(colorOf('teal.contrast'), colorOf('teal.solid'))).toBeGreaterThan(5);
  });

  // Chakra's solid button shows `colorPalette.solid/90` under the pointer: a button just clicked
  // is read at 90% of its fill over the page.
  it('keeps 4.5:1 on a solid fill under the pointer, at 90% over the page', () => {
    const overPage = (hex: string, alpha: number) =>
      `#${[1, 3, 5]
        .map((at) => Math.round(alpha * parseInt(hex.slice(at, at + 2), 16) + (1 - alpha) * 255))
        .map((channel) => channel.toString(16).padStart(2, '0'))
        .join('')}`;
    const tooLow = PALETTES.map((palette) => ({
      palette,
      ratio: contrastRatio(
        colorOf(`${palette}.contrast`),
        overPage(colorOf(`${palette}.solid`), 0.9),
      ),
    })).filter(({ ratio }) => ratio < 4.5);
    expect(tooLow).toEqual([]);
  });

  it('gives every semantic token its light value and declares no dark-mode variables', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    for (const path of [
      'colors.bg.subtle',
      'colors.fg.muted',
      'colors.teal.subtle',
      'shadows.md',
    ]) {
      const variable = `--chakra-${path.replaceAll('.', '-')}`;
      const light = defaultSystem.tokens.cssVarMap.get('_light')?.get(variable);
      expect(light, path).toBeDefined();
      expect(system.tokens.cssVarMap.get('base')?.get(variable), path).toBe(light);
    }
  });

  // Without loadingText, Chakra hides a loading button's label (visibility), leaving it nameless.
  it("keeps a loading button's label in place and named, painted transparent", () => {
    const loadingButton = createElement(Button, { loading: true }, 'Save');
    render(createElement(ChakraProvider, { value: system, children: loadingButton }));
    const button = screen.getByRole('button');
    const label = button.querySelector(':scope > span > span:not(.chakra-spinner)');
    expect(label?.textContent).toBe('Save');
    const recipeClass = [...button.classList].find((name) => name.startsWith('css-'));
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain(
      `.${recipeClass}[data-loading]>span>span:not(.chakra-spinner){visibility:visible!important;color:var(--chakra-colors-transparent);}`,
    );
  });
});
