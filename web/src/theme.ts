/**
 * The Chakra system: Chakra's default tokens, global styles and semantic colours, with only the
 * component recipes this app renders. Registering all ~80 default recipes would put every one in
 * the initial bundle; add a recipe here when a new Chakra component is used.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** The colour palettes a `colorPalette` or a colour token may name (Chakra's, less yellow, cyan and pink). */
export const PALETTES = ['gray', 'red', 'orange', 'green', 'teal', 'blue', 'purple'] as const;

const NOT_PALETTES = [
  'transparent',
  'current',
  'black',
  'white',
  'whiteAlpha',
  'blackAlpha',
  'bg',
  'fg',
  'border',
];

function onlyUsedPalettes<T extends Record<string, unknown>>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(
      ([name]) => NOT_PALETTES.includes(name) || (PALETTES as readonly string[]).includes(name),
    ),
  ) as T;
}

type TokenTree = Record<string, unknown>;

/**
 * The app has no dark mode, so each semantic token keeps its light value only: Chakra would
 * otherwise build a CSS variable for every dark value too (91 of 520), in the startup task and in
 * the style sheet every element's style is computed against.
 */
function lightOnly<T extends TokenTree>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([name, node]) => {
      if (typeof node !== 'object' || node === null) return [name, node];
      const { value } = node as { value?: unknown };
      if (value !== null && typeof value === 'object' && '_light' in value) {
        return [name, { ...node, value: value._light }];
      }
      return [name, lightOnly(node as TokenTree)];
    }),
  ) as T;
}

const FONT_STACK = `Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', sans-serif`;

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    'html, body': { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: onlyUsedPalettes(tokens.colors),
      fonts: { ...tokens.fonts, heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: onlyUsedPalettes(semanticTokens.colors),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, themeConfig));
