import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    test: {
      projects: [
        {
          // Tests run inside workerd against the embedded profile of wrangler.toml.
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              remoteBindings: false,
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, LOG_LEVEL: "silent" } },
            }),
          ],
          test: {
            name: "worker",
            include: ["test/**/*.test.ts"],
            exclude: ["test/node/**"],
            setupFiles: ["./test/setup.ts"],
          },
        },
        {
          // Tools that compile code at run time (the OpenAPI validator) cannot run inside workerd.
          test: { name: "node", include: ["test/node/**/*.test.ts"], environment: "node" },
        },
      ],
    },
  };
});
