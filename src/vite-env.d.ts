/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Error reporting is off unless this is set at build time (DESIGN.md §2). */
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
