"""A static file server for the game with explicit types for modules and WebAssembly (STACK.md)."""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".whl": "application/zip",
        ".zip": "application/zip",
        ".svg": "image/svg+xml",
    }

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base class's name)
        pass


class StaticServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: tuple[str, int]) -> None:
        """A browser that leaves a page mid-download resets its connection: that is no server error to print."""
        if isinstance(sys.exception(), ConnectionError):
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


def make_server(port: int = 0, host: str = "127.0.0.1", root: Path = ROOT) -> StaticServer:
    handler = functools.partial(StaticHandler, directory=str(root))
    return StaticServer((host, port), handler)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--root", type=Path, default=ROOT, help="the folder to serve (e.g. a built _site)")
    args = parser.parse_args()
    server = make_server(args.port, args.host, args.root)
    print(f"serving the game at http://{args.host}:{server.server_address[1]}/  (Ctrl+C to stop)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
