// node-postgres exports lib/* (its package.json) but its types do not describe lib/utils.js.
declare module "pg/lib/utils.js" {
  /** How node-postgres turns a JavaScript value into a query parameter: text, a Buffer (bytea), or null. */
  export function prepareValue(value: unknown): string | Buffer | null;
  const utils: { prepareValue: typeof prepareValue };
  export default utils;
}
