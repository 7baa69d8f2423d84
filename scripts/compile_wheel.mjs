// Adds the page's Python's bytecode to the game's wheel: compiling the game's modules took about 0.3 s of a
// first visit in the browser, where loading compiled ones takes a fraction of that. The compiler is the
// vendored Pyodide's own (the npm package scripts/vendor.py copies the runtime from), so the bytecode is
// for exactly the Python the page runs; each module's .pyc sits beside its .py, where zipimport looks first.
// The .pyc files are "unchecked-hash" ones (not tied to a file date); the .py files stay for tracebacks.
//
//     node scripts/compile_wheel.mjs WHEEL IMPORTED_AS     (rewrites WHEEL in place)
//
// IMPORTED_AS is the path the page imports the wheel from (static/boot.mjs), named in each module's code.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [wheelPath, importedAs] = process.argv.slice(2);
if (!wheelPath || !importedAs) throw new Error("usage: node scripts/compile_wheel.mjs WHEEL IMPORTED_AS");

const pyodide = await loadPyodide();
pyodide.FS.writeFile("/tmp/source.whl", readFileSync(wheelPath));
pyodide.globals.set("imported_as", importedAs);
const summary = pyodide.runPython(`
import base64, hashlib, importlib.util, py_compile, zipfile

def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"

compiled = 0
with zipfile.ZipFile("/tmp/source.whl") as source, zipfile.ZipFile("/tmp/compiled.whl", "w", zipfile.ZIP_DEFLATED) as out:
    record = next(name for name in source.namelist() if name.endswith(".dist-info/RECORD"))
    lines = []
    for info in source.infolist():
        if info.filename == record:
            continue
        data = source.read(info)
        out.writestr(info, data)
        lines.append(record_line(info.filename, data))
        if info.filename.endswith(".py"):
            with open("/tmp/module.py", "wb") as module:
                module.write(data)
            py_compile.compile(
                "/tmp/module.py", cfile="/tmp/module.pyc", dfile=f"{imported_as}/{info.filename}", doraise=True,
                invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
            )
            with open("/tmp/module.pyc", "rb") as code:
                bytecode = code.read()
            name = info.filename + "c"
            out.writestr(zipfile.ZipInfo(name, date_time=info.date_time), bytecode, zipfile.ZIP_DEFLATED)
            lines.append(record_line(name, bytecode))
            compiled += 1
    lines.append(f"{record},,")
    out.writestr(zipfile.ZipInfo(record, date_time=source.getinfo(record).date_time), "\\n".join(lines) + "\\n")
f"{compiled} modules compiled for Python {importlib.util.MAGIC_NUMBER.hex()}"
`);
writeFileSync(wheelPath, pyodide.FS.readFile("/tmp/compiled.whl"));
console.log(summary);
