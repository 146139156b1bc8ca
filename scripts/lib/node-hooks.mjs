// Node module hooks for scripts that load the Worker's app in Node (scripts/api-types.ts):
// - a `*.bin` import is the file's bytes as an ArrayBuffer, as workerd's Data modules give it;
// - openapi-typescript needs TypeScript 5's compiler API, which TypeScript 7 (the project's
//   compiler) no longer has, so its `typescript` import is answered by the `typescript-5` package.
import { fileURLToPath } from "node:url";

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "typescript" && context.parentURL?.includes("/node_modules/openapi-typescript/")) {
    return nextResolve("typescript-5", context);
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith(".bin")) return nextLoad(url, context);
  const source = `import { readFileSync } from "node:fs";
const bytes = readFileSync(${JSON.stringify(fileURLToPath(url))});
export default bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
`;
  return { format: "module", source, shortCircuit: true };
}
