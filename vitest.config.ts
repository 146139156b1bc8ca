import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readFile } from "node:fs/promises";
import { defineConfig, type Plugin } from "vitest/config";

// rrule publishes source maps that point at sources it does not ship; Vite would print a warning for
// each of its files in every test isolate. Loading the files without their map comment avoids that.
const rruleWithoutSourceMaps: Plugin = {
  name: "rrule-without-source-maps",
  async load(id) {
    if (!/[\\/]node_modules[\\/]rrule[\\/].*\.js$/.test(id)) return null;
    return (await readFile(id, "utf8")).replace(/^\/\/# sourceMappingURL=.*$/m, "");
  },
};

// workerd imports *.bin files as ArrayBuffers (Data modules); the Node project needs the same.
const binaryAsArrayBuffer: Plugin = {
  name: "binary-as-array-buffer",
  load(id) {
    if (!id.endsWith(".bin")) return null;
    return `import { readFileSync } from "node:fs";\nconst bytes = readFileSync(${JSON.stringify(id)});\nexport default bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);\n`;
  },
};

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    test: {
      projects: [
        {
          // Tests run inside workerd against the embedded profile of wrangler.toml.
          plugins: [
            rruleWithoutSourceMaps,
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              remoteBindings: false,
              // FUZZ_RUNS and FUZZ_SEED from the shell reach the contract fuzzer (test/fuzz).
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, LOG_LEVEL: "silent", FUZZ_RUNS: process.env.FUZZ_RUNS ?? "", FUZZ_SEED: process.env.FUZZ_SEED ?? "" } },
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
          plugins: [binaryAsArrayBuffer],
          test: { name: "node", include: ["test/node/**/*.test.ts"], environment: "node" },
        },
        {
          // The app's own tests sit beside its code (web/src/**/*.test.ts): pure helpers, run in Node.
          plugins: [rruleWithoutSourceMaps],
          test: { name: "web", include: ["web/src/**/*.test.ts"], environment: "node" },
        },
      ],
    },
  };
});
