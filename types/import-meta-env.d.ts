// Values Vite writes into the bundle at build time (vite.config.ts `define`).
interface ImportMetaEnv {
  readonly PUBLIC_ORIGIN?: string;
}
