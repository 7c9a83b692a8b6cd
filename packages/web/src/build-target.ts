/**
 * Which build this is: the website, or the mobile app's (issue #12), chosen when building with
 * `VITE_BUILD_TARGET=app`. The one place that decides it, so app-only rows (Settings' haptics,
 * notification, ads and debug rows) cannot drift apart. Vite replaces the value at build time, so
 * the web build carries no app-only branch that could run.
 */
export const IS_APP_BUILD: boolean = import.meta.env.VITE_BUILD_TARGET === 'app'
