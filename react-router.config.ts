import type { Config } from "@react-router/dev/config";

// Every route is rendered to static HTML at build time (ADR 0003); the server only serves files and the API.
export default {
  appDirectory: "app",
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
