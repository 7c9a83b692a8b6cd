/**
 * What `use-sync-external-store/shim` gives react-i18next and wouter: React's own hook. The shim
 * stands in for React versions before 18, and on React 19 only hands this one on, so the build
 * points its imports here and every page sheds its code (vite.config.ts, decision 127).
 */
export { useSyncExternalStore } from 'react'
