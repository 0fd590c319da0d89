import { defaultSystem } from '@chakra-ui/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from './theme';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
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

const rendered = new Set(
  sourceFiles(import.meta.dirname).flatMap((file) =>
    renderedChakraComponents(readFileSync(file, 'utf8')),
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

  it('registers the recipe of every single-part Chakra component the app renders', () => {
    const missing = [...rendered].filter(
      (key) => defaultSystem.isRecipe(key) && !system.isRecipe(key),
    );
    expect(missing).toEqual([]);
  });
});
