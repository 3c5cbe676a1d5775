import { createContext, useContext } from 'react';

/**
 * True while the build writes a page's static markup (src/prerender.tsx). What only works
 * with the page's scripts (a form that sends by the API) is written disabled there: a
 * visitor can read the page at once, and cannot type into a form the shell's takeover would
 * replace, or send it as a plain navigation, before the scripts run.
 */
export const PrerenderingContext = createContext(false);

export const usePrerendering = (): boolean => useContext(PrerenderingContext);
