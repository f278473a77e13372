import fs from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Each folder of app/features is one feature; it may use components, content, lib and the contract, never another
// feature. A piece two features need belongs in components/ or lib/ (the form kit is app/components/forms).
const features = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Who may import whom (docs/architecture.md). Astro's pages (app/pages) and layouts (app/layouts), and the React
// page bodies they render (app/views), compose everything.
const boundaries = [
  {
    target: "./contract",
    from: ["./app", "./server"],
    message: "The contract is shared: it imports neither side.",
  },
  {
    target: "./server",
    from: "./app",
    message: "The server never imports the site: what it needs of content/ comes from content-reader/.",
  },
  {
    target: "./content-reader",
    from: ["./app", "./server"],
    message: "content-reader is shared by the site's build and the server: it imports neither.",
  },
  {
    target: "./app/content",
    from: ["./app/components", "./app/features"],
    message: "Content is data: components render it, not the other way round.",
  },
  {
    target: "./app/components",
    from: "./app/features",
    message: "Components are feature-free; pass a feature in from a layout or a view (e.g. as a slot).",
  },
  {
    target: ["./app/components", "./app/features", "./app/lib", "./app/content"],
    from: "./app/views",
    message: "Views are page bodies: only pages and layouts render them.",
  },
  {
    // Node-only writers of PDFs, images, feeds and calendars: the endpoints call them at build.
    target: [
      "./app/components",
      "./app/content",
      "./app/features",
      "./app/islands",
      "./app/layouts",
      "./app/lib",
      "./app/views",
    ],
    from: "./app/files",
    message: "app/files is only for the endpoints in app/pages (it runs at build, in Node).",
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message: "A feature does not import another feature; move what both need to components/ or lib/.",
  })),
];

// The site and the server never import the build, the benches or the tests (their own unit tests may use the tests'
// support); those import anything.
const toolingZone = {
  target: ["./app", "./server", "./contract", "./content-reader"],
  from: ["./tooling", "./bench", "./tests"],
  message: "The site and the server never import the build, the benches or the tests; those import them.",
};

export default tseslint.config(
  {
    ignores: ["build/**", "node_modules/**", ".astro/**", "data/**", "reports/**", "test-results/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Imports are relative with their .ts/.tsx extension, so Node's resolution finds every file.
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      // No module may depend on itself through others (server plugins and the app they are registered by, etc.).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...boundaries, toolingZone] }],
    },
  },
  {
    // Route files validate, call a service and answer: SQL, the tables and transactions live in the
    // services, typed from the schema (docs/architecture.md).
    files: ["server/**/*.routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", message: "SQL belongs in a service, not in a route file." }],
          patterns: [
            {
              group: ["drizzle-orm/*", "**/*.schema.ts", "**/db/client.ts", "**/db/typed-rows.ts"],
              message: "Tables and SQL belong in a service, not in a route file.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        ...["db", "tx"].flatMap((name) =>
          [`[callee.object.name="${name}"]`, `[callee.object.property.name="${name}"]`].map((object) => ({
            selector: `CallExpression${object}[callee.property.name=/^(execute|select|selectDistinct|insert|update|delete|transaction|query)$/]`,
            message: "Queries and transactions belong in a service: the route calls it.",
          })),
        ),
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: boundaries }] },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // The browser bundle must never pull in server-only code.
    files: ["app/**/*.{ts,tsx}", "contract/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...["zod", "zod/mini", "zod/v4", "zod/v4/mini", "zod/v4-mini", "zod/v4/core"].map((name) => ({
              name,
              message: "Import { z } from contract/zod.ts (zod/mini, jitless, so the CSP sees no eval).",
            })),
            {
              name: "lucide-react",
              allowTypeImports: true,
              message:
                'Import each icon from "lucide-react/icons/<name>": islands\' code is grouped by module, and the package entry would make every icon look used by each island that imports one.',
            },
          ],
          patterns: [
            {
              group: ["**/server/**", "*.server", "*.server.ts"],
              message: "Server-only code stays out of the browser bundle.",
            },
          ],
        },
      ],
    },
  },
  { files: ["contract/zod.ts"], rules: { "no-restricted-imports": "off" } },
);
