/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Error reporting is off unless this is set at build time (docs/architecture.md). */
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
