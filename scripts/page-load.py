#!/usr/bin/env python3
"""Published pages: size and load time. For every published file under FOLDER (default
Reports; *.html, *.md, *.json, *.js, recursively) prints its size and flags any over 1 MB
(1,000,000 bytes); loads every .html page from file:// in headless Chromium RUNS times (default 5, a fresh page each time,
after one warm-up load) and prints min/median/max milliseconds to DOMContentLoaded, to first
contentful paint and to `load`, and whether the main content (`main, table, h1`) is visible.

    python3 scripts/page-load.py [FOLDER] [--runs N] [--no-limits]

One Markdown table row per file, sorted by path, then a summary line. Exit 1 when a file is over
1 MB or a page's median first contentful paint or DOMContentLoaded is over 1000 ms (or the
paint never comes), unless --no-limits; exit 2 when the playwright module or Chromium is missing. Needs
`pip install playwright`; it drives the system Chromium (/usr/bin/chromium), so
`playwright install` is not needed.
"""
import argparse
import statistics
import sys
from pathlib import Path

SIZE_LIMIT = 1_000_000  # bytes: issue 60, "no published file over 1 MB"
FCP_LIMIT = 1000.0  # ms: issue 60, "each page shows its content within 1 s"
CHROMIUM = "/usr/bin/chromium"
CONTENT = "main, table, h1"
TIMEOUT = 120_000  # ms a load may take before it counts as failed
PUBLISHED = (".html", ".md", ".json", ".js")

# Runs in the page after `load`: the navigation's timings, its first contentful paint (waited for
# briefly: it can come after `load`), and whether an element of the main content is visible.
MEASURE = """async (selector) => {
  const nav = performance.getEntriesByType('navigation')[0];
  let fcp = null;
  for (let i = 0; i < 50 && fcp === null; i++) {
    const entry = performance.getEntriesByName('first-contentful-paint', 'paint')[0];
    if (entry) fcp = entry.startTime; else await new Promise(r => setTimeout(r, 20));
  }
  while (nav.loadEventEnd === 0) await new Promise(r => setTimeout(r, 5));
  const shown = [...document.querySelectorAll(selector)].some(e => {
    const box = e.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && e.checkVisibility();
  });
  return {dcl: nav.domContentLoadedEventEnd, fcp: fcp, load: nav.loadEventEnd, shown: shown};
}"""


def published(folder):
    files = [p for p in folder.rglob("*") if p.is_file() and p.suffix in PUBLISHED]
    return sorted(files, key=lambda p: p.relative_to(folder).as_posix())


def load_once(browser, path):
    """One load of the page in a fresh context (no cache shared with earlier loads)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.goto(path.resolve().as_uri(), wait_until="load", timeout=TIMEOUT)
        return page.evaluate(MEASURE, CONTENT)
    except Exception as error:  # a page that cannot load counts as not shown, with why
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        return {"dcl": None, "fcp": None, "load": None, "shown": False, "error": first}
    finally:
        context.close()


def spread(values):
    """'min / median / max' in ms, or '-' when any load lacks the figure."""
    if not values or any(v is None for v in values):
        return "-", None
    median = statistics.median(values)
    return f"{min(values):.0f} / {median:.0f} / {max(values):.0f}", median


def measure(browser, path, runs):
    load_once(browser, path)  # warm-up: the file in the OS cache, Chromium's code paths hot
    loads = [load_once(browser, path) for _ in range(runs)]
    dcl, dcl_median = spread([m["dcl"] for m in loads])
    fcp, fcp_median = spread([m["fcp"] for m in loads])
    load, _ = spread([m["load"] for m in loads])
    shown = all(m["shown"] for m in loads)
    errors = sorted({m["error"] for m in loads if "error" in m})
    return dcl, dcl_median, fcp, fcp_median, load, shown, errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", default="Reports")
    parser.add_argument("--runs", type=int, default=5, help="measured loads a page (default 5)")
    parser.add_argument("--no-limits", action="store_true", help="print only; always exit 0")
    args = parser.parse_args()
    folder = Path(args.folder)
    if not folder.is_dir():
        print(f"page-load: {folder}: no such folder", file=sys.stderr)
        return 66
    if args.runs < 1:
        print("page-load: --runs must be at least 1", file=sys.stderr)
        return 64
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("page-load: the playwright module is missing; install it with "
              "`pip install playwright`.\n"
              f"It drives the system Chromium ({CHROMIUM}), so `playwright install` is not needed.",
              file=sys.stderr)
        return 2
    if not Path(CHROMIUM).is_file():
        print(f"page-load: no Chromium at {CHROMIUM} (Debian's chromium package)", file=sys.stderr)
        return 2

    files = published(folder)
    print("| file | bytes | over 1 MB | DOMContentLoaded ms (min / median / max) "
          "| first contentful paint ms | load ms | content shown |")
    print("|---|--:|---|--:|--:|--:|---|")
    failures, slowest, pages = [], None, 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            for path in files:
                name = path.relative_to(folder).as_posix()
                size = path.stat().st_size
                over = size > SIZE_LIMIT
                if over:
                    failures.append(f"{name} is {size:,} bytes")
                if path.suffix != ".html":
                    print(f"| {name} | {size:,} | {'**yes**' if over else 'no'} | - | - | - | - |")
                    continue
                pages += 1
                dcl, dcl_median, fcp, fcp_median, load, shown, errors = measure(
                    browser, path, args.runs)
                paint = float("inf") if fcp_median is None else fcp_median  # none: the slowest
                if paint > FCP_LIMIT:
                    failures.append(f"{name}: no first contentful paint" if fcp_median is None
                                    else f"{name}: median first contentful paint {paint:.0f} ms")
                # The whole page parsed, not only its first part painted.
                if dcl_median is not None and dcl_median > FCP_LIMIT:
                    failures.append(f"{name}: median DOMContentLoaded {dcl_median:.0f} ms")
                if slowest is None or paint > slowest[1]:
                    slowest = (name, paint)
                note = f" ({'; '.join(errors)})" if errors else ""
                print(f"| {name} | {size:,} | {'**yes**' if over else 'no'} | {dcl} | {fcp} "
                      f"| {load} | {'yes' if shown else '**no**'}{note} |")
        finally:
            browser.close()

    largest = max(files, key=lambda p: (p.stat().st_size, p.as_posix()), default=None)
    summary = [f"{pages} page{'' if pages == 1 else 's'}, {len(files)} published files"]
    if largest:
        name, size = largest.relative_to(folder).as_posix(), largest.stat().st_size
        summary.append(f"largest {name} ({size:,} bytes)")
    if slowest:
        figure = "never" if slowest[1] == float("inf") else f"{slowest[1]:.0f} ms"
        summary.append(f"slowest median first contentful paint {slowest[0]} ({figure})")
    loads = f"{args.runs} measured load{'' if args.runs == 1 else 's'} a page after a warm-up"
    print(f"\n{'; '.join(summary)}; {loads}, Chromium {CHROMIUM}.")
    if failures:
        print("Over the limits (1,000,000 bytes; 1000 ms): " + "; ".join(failures) + ".")
    return 1 if failures and not args.no_limits else 0


if __name__ == "__main__":
    sys.exit(main())
