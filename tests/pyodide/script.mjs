// Runs one Python script of the project inside Pyodide (the browser's Python) under Node, for measurements
// of the page's Python speed without a browser.
// Usage: node tests/pyodide/script.mjs tests/bench/exact_zone.py [script args...]
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const [script, ...args] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.setStdout({ write: (bytes) => process.stdout.write(bytes) && bytes.length });
pyodide.setStderr({ write: (bytes) => process.stderr.write(bytes) && bytes.length });
pyodide.FS.mkdirTree("/project");
pyodide.mountNodeFS("/project", root);
pyodide.globals.set("script_argv", pyodide.toPy([script, ...args]));
await pyodide.runPythonAsync(`
import os, runpy, sys
os.chdir("/project")
sys.path.insert(0, "/project")
sys.argv = list(script_argv)
print("python", sys.version.split()[0], "on", sys.platform)
runpy.run_path(sys.argv[0], run_name="__main__")
`);
