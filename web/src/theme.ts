/**
 * The Chakra system: Chakra's default tokens, global styles and semantic colours, with only the
 * component recipes this app renders. Registering all ~80 default recipes would put every one in
 * the initial bundle; add a recipe here when a new Chakra component is used.
 */
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineRecipe,
  mergeConfigs,
} from '@chakra-ui/react';
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

/**
 * WCAG 2.1 AA wants 4.5:1 for text. Chakra's light values miss it for white on the teal, green and
 * orange solids (3.74:1 on teal), for every solid but gray under the pointer (a solid button hovers
 * at 90% of its fill) and for the subtle and status text colours (gray.400 is 2.56:1 on white), so
 * these take a darker shade of the same hue.
 */
const READABLE_COLORS: Record<string, Record<string, string>> = {
  fg: {
    subtle: '{colors.gray.600}',
    error: '{colors.red.600}',
    warning: '#c2410c',
    success: '#15803d',
  },
  teal: { solid: '{colors.teal.800}' },
  green: { solid: '{colors.green.800}' },
  orange: { solid: '{colors.orange.800}' },
  red: { solid: '{colors.red.700}' },
  blue: { solid: '{colors.blue.700}' },
  purple: { solid: '{colors.purple.700}' },
};

function readable<T extends Record<string, TokenTree>>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).map(([name, node]) => {
      const shades = READABLE_COLORS[name];
      if (!shades) return [name, node];
      const values = Object.entries(shades).map(([shade, value]) => [shade, { value }]);
      return [name, { ...node, ...Object.fromEntries(values) }];
    }),
  ) as T;
}

/**
 * Chakra's button, whose label stays named while it loads: without loadingText Chakra hides the
 * label (visibility) behind the spinner, which leaves the button nameless to assistive technology,
 * so the label stays, painted transparent instead (`!important` over Chakra's own utility class).
 */
const button = defineRecipe({
  ...buttonRecipe,
  base: {
    ...buttonRecipe.base,
    '&[data-loading] > span > span:not(.chakra-spinner)': {
      visibility: 'visible !important',
      color: 'transparent',
    },
  },
});

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
      colors: readable(onlyUsedPalettes(semanticTokens.colors)),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button,
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
