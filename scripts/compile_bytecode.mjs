// Adds bytecode for the page's Python to the zip files its modules come from, so that the browser
// compiles nothing at start: the game's wheel (every module) and Pyodide's standard library (the modules the
// page imports), and the page's other wheels (requirements-page.txt), which it loads later. Pyodide ships its standard library as source only, and compiling the 150 modules it
// imports while it boots took more than a second of each first visit; compiling the game's modules took
// about 0.3 s. The compiler is the vendored Pyodide's own (the npm package scripts/vendor.py copies the
// runtime from), so the bytecode is for exactly the Python the page runs. Each .pyc sits beside its .py,
// where zipimport looks first; they are "unchecked-hash" ones (not tied to a file date), and the .py files
// stay for tracebacks.
//
//     node scripts/compile_bytecode.mjs WHEEL IMPORTED_AS STDLIB [WHEEL IMPORTED_AS]...
//                                                  (rewrites each WHEEL and STDLIB in place)
//
// IMPORTED_AS is the path the page imports the wheel from (static/boot.mjs), named in each module's code.
// The standard library's modules that get bytecode are those imported once Pyodide has booted here, every
// module of the game is imported and so is each package of the other wheels (the two game modules that need
// a page's `document` only import modules that Pyodide's boot imports already; a browser test checks that
// the page compiles none at start). The other wheels' imports are in the standard library's bytecode too:
// segno's (xml.sax.saxutils, thus urllib.request, http.client and email) took a second or more to compile
// when the first QR code was drawn, for 0.3 MB more in the zip.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [wheelPath, importedAs, stdlibPath, ...rest] = process.argv.slice(2);
if (!wheelPath || !importedAs || !stdlibPath || rest.length % 2) {
  throw new Error("usage: node scripts/compile_bytecode.mjs WHEEL IMPORTED_AS STDLIB [WHEEL IMPORTED_AS]...");
}
const others = rest.flatMap((path, i) => (i % 2 ? [] : [{ path, importedAs: rest[i + 1], at: `/tmp/other-${i}.whl` }]));

const pyodide = await loadPyodide();
pyodide.FS.writeFile("/tmp/source.whl", readFileSync(wheelPath));
pyodide.FS.writeFile("/tmp/stdlib.zip", readFileSync(stdlibPath));
pyodide.globals.set("imported_as", importedAs);
for (const other of others) pyodide.FS.writeFile(other.at, readFileSync(other.path));
pyodide.globals.set("others", pyodide.toPy(others.map((other) => [other.at, other.importedAs])));
const summary = pyodide.runPython(`
import base64, hashlib, importlib, importlib.util, os, pkgutil, py_compile, sys, zipfile

def bytecode(source, shown_as):
    with open("/tmp/module.py", "wb") as module:
        module.write(source)
    py_compile.compile(
        "/tmp/module.py", cfile="/tmp/module.pyc", dfile=shown_as, doraise=True,
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )
    with open("/tmp/module.pyc", "rb") as code:
        return code.read()

def with_bytecode(source_path, target_path, shown_under, wanted=lambda name: True, record=None):
    """Copies a zip, adding the bytecode of each wanted .py beside it (and a wheel's RECORD anew)."""
    def record_line(name, data):
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        return f"{name},sha256={digest},{len(data)}"

    compiled, lines = 0, []
    with zipfile.ZipFile(source_path) as source, zipfile.ZipFile(target_path, "w", zipfile.ZIP_DEFLATED) as out:
        for info in source.infolist():
            if info.filename == record:
                continue
            data = source.read(info)
            out.writestr(info, data)
            lines.append(record_line(info.filename, data))
            if info.filename.endswith(".py") and wanted(info.filename):
                code = bytecode(data, f"{shown_under}/{info.filename}")
                name = info.filename + "c"
                out.writestr(zipfile.ZipInfo(name, date_time=info.date_time), code, zipfile.ZIP_DEFLATED)
                lines.append(record_line(name, code))
                compiled += 1
        if record is not None:
            lines.append(f"{record},,")
            out.writestr(zipfile.ZipInfo(record, date_time=source.getinfo(record).date_time), "\\n".join(lines) + "\\n")
    return compiled

def compiled_wheel(source_path, target_path, shown_under):
    with zipfile.ZipFile(source_path) as wheel:
        names = wheel.namelist()
    record = next(name for name in names if name.endswith(".dist-info/RECORD"))
    packages = {name.split("/")[0] for name in names if name.count("/") == 1 and name.endswith("/__init__.py")}
    return with_bytecode(source_path, target_path, shown_under, record=record), packages

game, _ = compiled_wheel("/tmp/source.whl", "/tmp/compiled.whl", imported_as)

# The standard library's modules the page imports: Pyodide's boot's, and the game's.
sys.path.insert(0, "/tmp/compiled.whl")
import vegas
for found in pkgutil.walk_packages(vegas.__path__, "vegas."):
    if found.name == "vegas.__main__":
        continue  # the command line: it would run
    try:
        importlib.import_module(found.name)
    except ImportError as error:
        if error.name != "js":
            raise  # only the page's own modules may need the browser's document
# The page's other wheels, each imported as the page does once it needs it (after the game).
for at, shown_under in others:
    count, packages = compiled_wheel(at, at + ".compiled", shown_under)
    game += count
    sys.path.append(at + ".compiled")
    for package in sorted(packages):
        importlib.import_module(package)
STDLIB = os.path.dirname(os.__file__)  # where Pyodide mounts its zip: /lib/python314.zip for 3.14
imported = {
    module.__file__[len(STDLIB) + 1:]
    for module in list(sys.modules.values())
    if (getattr(module, "__file__", None) or "").startswith(STDLIB + "/")
}
library = with_bytecode("/tmp/stdlib.zip", "/tmp/compiled-stdlib.zip", STDLIB, wanted=imported.__contains__)
f"{game} modules of the page's wheels and {library} of the standard library compiled for Python {importlib.util.MAGIC_NUMBER.hex()}"
`);
writeFileSync(wheelPath, pyodide.FS.readFile("/tmp/compiled.whl"));
for (const other of others) writeFileSync(other.path, pyodide.FS.readFile(other.at + ".compiled"));
writeFileSync(stdlibPath, pyodide.FS.readFile("/tmp/compiled-stdlib.zip"));
console.log(summary);
