// Runs the engine's test suite inside Pyodide (the browser's Python) under Node, with no network.
// Usage: node tests/pyodide/run.mjs [pytest args...]   (exit status = pytest's)
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const wheels = join(root, ".cache", "pyodide-wheels");
const log = join(root, "artifacts", "pyodide-errors.log");

const started = Date.now();
const pyodide = await loadPyodide();
console.log(`pyodide ${pyodide.version} loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
pyodide.setStdout({ write: (bytes) => process.stdout.write(bytes) && bytes.length });
pyodide.setStderr({ write: (bytes) => process.stderr.write(bytes) && bytes.length });

const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
for (const name of readdirSync(wheels).filter((f) => f.endsWith(".whl"))) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(join(wheels, name))), "wheel", { extractDir: sitePackages });
}
pyodide.FS.mkdirTree("/project");
pyodide.mountNodeFS("/project", root);

const args = process.argv.slice(2);
const pytestArgs = args.length ? args : ["tests/engine", "tests/games"];
const vegasEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith("VEGAS_")));
pyodide.globals.set("vegas_env", pyodide.toPy(vegasEnv));
// pyproject.toml's options for plugins that run only under CPython (pytest-timeout: Pyodide has no signals)
const otherPlugins = ["-W", "ignore:Unknown config option:pytest.PytestConfigWarning"];
pyodide.globals.set("pytest_args", pyodide.toPy([...pytestArgs, "-q", "-p", "no:cacheprovider", ...otherPlugins]));
let status;
try {
  status = await pyodide.runPythonAsync(`
import os, sys
os.environ.update(vegas_env)  # Pyodide does not see Node's environment
os.chdir("/project")
sys.path.insert(0, "/project")
print("python", sys.version.split()[0], "on", sys.platform)
import pytest
int(pytest.main(list(pytest_args)))
`);
} catch (error) {
  // Pyodide's own errors can be a megabyte on one line: keep them in a file, print the start.
  writeFileSync(log, String(error));
  console.error(String(error).slice(0, 2000));
  status = 3;
}
process.exit(status);
