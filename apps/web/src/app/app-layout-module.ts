/**
 * The signed-in shell's code, fetched by its route; the first script starts it early for a user
 * the stored session says is signed in (app/router.tsx). The browser fetches a module once, so
 * both get the same download.
 */
export const loadAppLayout = () => import('./layouts/app-layout');
