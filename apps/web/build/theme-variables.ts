import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme';

/** The style sheet main.tsx imports: the theme's CSS variables, written when the app is built. */
const THEME_VARIABLES = 'virtual:theme-variables.css';
const RESOLVED = `\0${THEME_VARIABLES}`;

const PROVIDER =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/;
const IMPORTED = /^import \{ MantineCssVariables \} from "[^"]+";$/m;
const RENDERED = /withCssVariables && \/\* @__PURE__ \*\/ jsx\(MantineCssVariables, \{[^}]*\}\),/;
const VARIABLES_STYLE = /<style data-mantine-styles="true"[^>]*>(.*?)<\/style>/s;

/**
 * The CSS variables Mantine's provider writes for our theme (those differing from its own style
 * sheet's), rendered once here as Mantine renders them in the browser.
 */
function themeVariablesCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }),
  );
  const css = VARIABLES_STYLE.exec(markup)?.[1];
  if (!css) throw new Error("Mantine's provider rendered no CSS variables for the theme");
  return css;
}

/**
 * Mantine's provider works out the theme's CSS variables on every page load (its colour
 * functions, default variables and resolver, about 2.5 KB of compressed script in every first
 * script) and writes them in an inline style element. The theme never changes at run time, so the
 * build writes them once into a style sheet (`virtual:theme-variables.css`, imported by main.tsx)
 * and takes the provider's own writing out. The build fails if the provider stops rendering them
 * this way, so the two stay in step.
 */
export function themeVariables(): Plugin {
  return {
    name: 'kitlab:theme-variables',
    resolveId(id) {
      return id === THEME_VARIABLES ? RESOLVED : null;
    },
    load(id) {
      return id === RESOLVED ? themeVariablesCss() : null;
    },
    transform(code, id) {
      if (!PROVIDER.test(id)) return null;
      if (!IMPORTED.test(code) || !RENDERED.test(code)) {
        this.error(
          "Mantine's provider no longer renders MantineCssVariables as this build expects",
        );
      }
      return { code: code.replace(IMPORTED, '').replace(RENDERED, ''), map: null };
    },
  };
}
