import { defaultSystem } from '@chakra-ui/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('gives every semantic token its light value and declares no dark-mode variables', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    for (const path of ['colors.bg.subtle', 'colors.fg.muted', 'colors.teal.solid', 'shadows.md']) {
      const variable = `--chakra-${path.replaceAll('.', '-')}`;
      const light = defaultSystem.tokens.cssVarMap.get('_light')?.get(variable);
      expect(light, path).toBeDefined();
      expect(system.tokens.cssVarMap.get('base')?.get(variable), path).toBe(light);
    }
  });
});
