// Compiles the page's Python ahead of time, so that the browser compiles nothing at start and downloads little:
// the game's wheel as bytecode only (every module, its docstrings and the command line left out), Pyodide's
// standard library trimmed to the bytecode of the modules the page imports (with scripts/stdlib_on_demand.py as
// _vegas_on_demand, which fetches the rest when some other module is imported), the whole library compiled the
// same way for that (on-demand/python_stdlib.zip), and the page's other wheels (requirements-page.txt) with
// bytecode beside their sources. Pyodide ships its standard library as source only, and compiling the 150
// modules it imports while it boots took more than a second of each first visit; compiling the game's modules
// took about 0.3 s. The methods dataclasses writes for each of the game's dataclasses, compiled from a code string as
// each class is made (another 0.25 s of a first visit), are compiled here too and kept in the wheel (static/code_cache.py
// finds them). The compiler is the vendored Pyodide's own (the npm package scripts/vendor.py copies the
// runtime from), so the bytecode is for exactly the Python the page runs. The .pyc files are "unchecked-hash"
// ones (not tied to a file date); a module without its source gives a traceback with file and line but no text.
// Docstrings are left out of the bytecode as `python -OO` would (the standard library is written to run so),
// but a dataclass's, and asserts stay; the trimmed library and the full one are compiled alike, since their
// modules meet (email.policy extends email._policybase's docstrings when it has them).
//
//     node scripts/compile_bytecode.mjs WHEEL IMPORTED_AS STDLIB FULL_STDLIB WHEELS_STDLIB [WHEEL IMPORTED_AS]...
//                     (rewrites each WHEEL and STDLIB in place, writes FULL_STDLIB and WHEELS_STDLIB)
//
// IMPORTED_AS is the path the page imports the wheel from (static/boot.mjs), named in each module's code.
// The standard library's modules kept are those imported once Pyodide has booted here, every module of the game
// but its command line is imported and so is each package of the other wheels (the three game modules that need
// a page's `document` only import modules that Pyodide's boot imports already; a browser test checks that
// the page compiles none at start and fetches nothing more). The modules only the other wheels import (segno's
// xml.sax.saxutils, thus urllib.request, http.client and email: 0.17 MB) go into WHEELS_STDLIB, compiled alike,
// which the page fetches with those wheels (vegas/ui/link/qr_library.py); compiling them in the browser took a
// second or more when the first QR code was drawn.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [wheelPath, importedAs, stdlibPath, fullPath, wheelsStdlibPath, ...rest] = process.argv.slice(2);
if (!wheelPath || !importedAs || !stdlibPath || !fullPath || !wheelsStdlibPath || rest.length % 2) {
  throw new Error(
    "usage: node scripts/compile_bytecode.mjs WHEEL IMPORTED_AS STDLIB FULL_STDLIB WHEELS_STDLIB [WHEEL IMPORTED_AS]...",
  );
}
const others = rest.flatMap((path, i) => (i % 2 ? [] : [{ path, importedAs: rest[i + 1], at: `/tmp/other-${i}.whl` }]));

const pyodide = await loadPyodide();
pyodide.FS.writeFile("/tmp/source.whl", readFileSync(wheelPath));
pyodide.FS.writeFile("/tmp/stdlib.zip", readFileSync(stdlibPath));
pyodide.FS.writeFile("/tmp/on_demand.py", readFileSync(new URL("./stdlib_on_demand.py", import.meta.url)));
pyodide.globals.set("imported_as", importedAs);
for (const other of others) pyodide.FS.writeFile(other.at, readFileSync(other.path));
pyodide.globals.set("others", pyodide.toPy(others.map((other) => [other.at, other.importedAs])));
const summary = pyodide.runPython(`
import ast, base64, hashlib, importlib, importlib.util, os, pkgutil, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def a_dataclass(node):
    named = [d.func if isinstance(d, ast.Call) else d for d in node.decorator_list]
    return any("dataclass" in (getattr(d, "id", None) or getattr(d, "attr", "")) for d in named)

def without_docstrings(tree, kinds):
    """Docstrings of these kinds of nodes left out (a tenth or more of the bytecode a page downloads), but a
    dataclass's, which dataclasses would otherwise make up by inspecting its signature as the class is made."""
    for node in ast.walk(tree):
        if isinstance(node, kinds) and node.body and not (isinstance(node, ast.ClassDef) and a_dataclass(node)):
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body[0:1] = [] if len(node.body) > 1 else [ast.Pass(lineno=first.lineno, col_offset=first.col_offset)]
    return tree

EVERY_DOCSTRING = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)

def bytecode(source, shown_as, docstrings_out=EVERY_DOCSTRING):
    """Unchecked-hash bytecode (PEP 552: no file date to compare), its line numbers the source's."""
    code = compile(without_docstrings(ast.parse(source, shown_as), docstrings_out), shown_as, "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))

def record_line(name, data):
    """A wheel's RECORD line for the file \`name\` holding \`data\`."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"

def with_bytecode(source_path, target_path, shown_under, wanted=lambda name: True, record=None, sources=True,
                  left_out=lambda name: False, docstrings_out=EVERY_DOCSTRING):
    """Copies a zip, adding the bytecode of each wanted .py beside it (and a wheel's RECORD anew); without
    \`sources\`, a compiled module's bytecode replaces its source and nothing else is kept but the RECORD."""
    compiled, lines = 0, []
    with zipfile.ZipFile(source_path) as source, zipfile.ZipFile(target_path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in source.infolist():
            if info.filename == record:
                continue
            if left_out(info.filename):
                continue
            data = source.read(info)
            compiling = info.filename.endswith(".py") and wanted(info.filename)
            if sources or (not compiling and record is not None):  # a wheel keeps its metadata
                out.writestr(info, data)
                lines.append(record_line(info.filename, data))
            if compiling:
                try:
                    code = bytecode(data, f"{shown_under}/{info.filename}", docstrings_out)
                except SyntaxError:
                    if record is not None:
                        raise  # a wheel's module must compile
                    continue  # the library's few test files of bad syntax: no import of them can work
                name = info.filename + "c"
                out.writestr(zipfile.ZipInfo(name, date_time=info.date_time), code, zipfile.ZIP_DEFLATED, 9)
                lines.append(record_line(name, code))
                compiled += 1
        if record is not None:
            lines.append(f"{record},,")
            # A ZipInfo is stored as it says (uncompressed by default), not as the archive's default: say deflated.
            out.writestr(zipfile.ZipInfo(record, date_time=source.getinfo(record).date_time), "\\n".join(lines) + "\\n",
                         zipfile.ZIP_DEFLATED, 9)
    return compiled

def with_file(source_path, target_path, name, data):
    """Copies a wheel, adding the file \`name\` with \`data\` (deflated) and listing it in its RECORD."""
    listed = False
    with zipfile.ZipFile(source_path) as source, zipfile.ZipFile(target_path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in source.infolist():
            contents = source.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                out.writestr(zipfile.ZipInfo(name, date_time=info.date_time), data, zipfile.ZIP_DEFLATED, 9)
                contents = (record_line(name, data) + "\\n").encode() + contents
                listed = True
            out.writestr(info, contents, info.compress_type, 9)
    assert listed, f"{source_path} has no RECORD to list {name} in"

def compiled_wheel(source_path, target_path, shown_under, sources=True, left_out=lambda name: False):
    with zipfile.ZipFile(source_path) as wheel:
        names = wheel.namelist()
    record = next(name for name in names if name.endswith(".dist-info/RECORD"))
    packages = {name.split("/")[0] for name in names if name.count("/") == 1 and name.endswith("/__init__.py")}
    compiled = with_bytecode(source_path, target_path, shown_under, record=record, sources=sources, left_out=left_out)
    return compiled, packages

# The game's wheel as bytecode only: its sources were 0.3 MB of a first visit that no start reads (a
# traceback names the file and line without quoting it); without the command line, which the page never runs (the
# game review, vegas/review/, is in: the page offers it, issue 52).
COMMAND_LINE = ("vegas/cli/", "vegas/__main__.py")
game, _ = compiled_wheel(
    "/tmp/source.whl", "/tmp/compiled.whl", imported_as, sources=False, left_out=lambda name: name.startswith(COMMAND_LINE)
)

# The standard library's modules the page imports: Pyodide's boot's, and the game's. As the game's modules are
# imported, the methods dataclasses writes for each of its dataclasses (one code string a class) are kept
# compiled, for static/code_cache.py to find in the wheel (DATACLASS_METHODS).
# Kept without their line numbers, which are half their bytes (20 KB instead of 43 KB deflated): the code has no
# file to quote from, and a traceback through such a method says "line None" instead of a line of nothing. Each
# instruction is marked as having no location (PEP 626's line table: 8 at a time), not left out: Python's
# traceback fails on code whose table says nothing at all.
import dataclasses, marshal, types
dataclass_methods = {}
def without_lines(code):
    units, table = len(code.co_code) // 2, bytearray()
    while units:
        covered = min(units, 8)
        table.append(0x80 | 15 << 3 | covered - 1)  # 15: no location
        units -= covered
    inner = tuple(without_lines(const) if isinstance(const, types.CodeType) else const for const in code.co_consts)
    return code.replace(co_linetable=bytes(table), co_consts=inner)
def compiling_exec(text, globals, namespace):
    code = compile(text, "<string>", "exec", dont_inherit=True)  # as dataclasses' own exec compiles it
    dataclass_methods[hashlib.blake2b(text.encode(), digest_size=16).digest()] = without_lines(code)
    exec(code, globals, namespace)
dataclasses.exec = compiling_exec
sys.path.insert(0, "/tmp/compiled.whl")
import vegas
def import_all(package):
    for found in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        try:
            module = importlib.import_module(found.name)
        except ImportError as error:
            if error.name != "js":
                raise  # only the page's own modules may need the browser's document
            continue
        if found.ispkg:
            import_all(module)
import_all(vegas)
del dataclasses.exec
DATACLASS_METHODS = "vegas/_dataclass_methods.marshal"  # static/code_cache.py reads it from there
# after the interpreter's magic number, which static/code_cache.py checks: another Python's code is never taken
MAGIC = importlib.util.MAGIC_NUMBER
with_file("/tmp/compiled.whl", "/tmp/final.whl", DATACLASS_METHODS, MAGIC + marshal.dumps(dataclass_methods))
ON_DEMAND = "_vegas_on_demand.py"  # scripts/stdlib_on_demand.py, imported so by static/boot.mjs
STDLIB = os.path.dirname(os.__file__)  # where Pyodide mounts its zip: /lib/python314.zip for 3.14
def from_the_library():
    return {
        module.__file__[len(STDLIB) + 1:]
        for module in list(sys.modules.values())
        if (getattr(module, "__file__", None) or "").startswith(STDLIB + "/")
    }
imported = from_the_library()
# The page's other wheels, each imported as the page does once it needs it (after the game).
for at, shown_under in others:
    count, packages = compiled_wheel(at, at + ".compiled", shown_under)
    game += count
    sys.path.append(at + ".compiled")
    for package in sorted(packages):
        importlib.import_module(package)
for_wheels = from_the_library() - imported
library = with_bytecode("/tmp/stdlib.zip", "/tmp/compiled-stdlib.zip", STDLIB, wanted=imported.__contains__, sources=False)
with_bytecode("/tmp/stdlib.zip", "/tmp/compiled-wheels-stdlib.zip", STDLIB, wanted=for_wheels.__contains__, sources=False)
# The whole library the same way, for the modules the trimmed one lacks: a module of one and a module of the
# other must agree (email.policy extends the docstrings that email._policybase has, or has not).
with_bytecode("/tmp/stdlib.zip", "/tmp/compiled-full.zip", STDLIB, sources=False)
module_names = lambda files: {f[:-3].removesuffix("/__init__").replace("/", ".") for f in files if f.endswith(".py")}
later = sorted(module_names(zipfile.ZipFile("/tmp/stdlib.zip").namelist()) - module_names(imported))
with open("/tmp/on_demand.py") as template:
    finder = template.read()
EMPTY = "NAMES: frozenset[str] = frozenset()"
assert finder.count(EMPTY) == 1, "scripts/stdlib_on_demand.py no longer declares its NAMES as expected"
finder = finder.replace(EMPTY, f"NAMES: frozenset[str] = frozenset({later!r})")
with zipfile.ZipFile("/tmp/compiled-stdlib.zip", "a", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
    out.writestr(ON_DEMAND + "c", bytecode(finder.encode(), f"{STDLIB}/{ON_DEMAND}"))
f"{game} modules of the page's wheels, {len(dataclass_methods)} dataclasses' methods and {library} modules of the standard library ({len(for_wheels)} more for the other wheels) compiled for Python {importlib.util.MAGIC_NUMBER.hex()}"
`);
writeFileSync(wheelPath, pyodide.FS.readFile("/tmp/final.whl"));
for (const other of others) writeFileSync(other.path, pyodide.FS.readFile(other.at + ".compiled"));
writeFileSync(stdlibPath, pyodide.FS.readFile("/tmp/compiled-stdlib.zip"));
writeFileSync(fullPath, pyodide.FS.readFile("/tmp/compiled-full.zip"));
writeFileSync(wheelsStdlibPath, pyodide.FS.readFile("/tmp/compiled-wheels-stdlib.zip"));
console.log(summary);
