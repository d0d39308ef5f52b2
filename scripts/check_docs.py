#!/usr/bin/env python3
"""The project carries its own knowledge: every pointer into docs/ must land.

Checks, over every file git tracks (code, scripts, migrations, Markdown):
  - each `docs/<file>.md` or `docs/<file>.md#<anchor>` named in a comment or text exists, and so
    does the heading the anchor names (GitHub's anchor rule); a backticked `#<anchor>` later on
    the same line is read against the same file;
  - each relative Markdown link `[text](path#anchor)` in a .md file lands on a file (and heading);
  - nothing cites documents a clone of the repository does not have.
Prints every broken pointer with its file and line, and exits 1 if there is any.
"""
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEXT = (".rs", ".ts", ".tsx", ".js", ".py", ".sh", ".sql", ".md", ".yaml", ".yml", ".toml", "Makefile")
# Names of documents that live beside the repository, not in it (this file names them to forbid them).
OUTSIDE = re.compile(r"\.\./shared/|\bDESIGN\.md\b|\bUX\.md\b|\bSTYLE\.md\b|\breference §")


def anchor_of(heading: str) -> str:
    """GitHub's anchor for a heading: formatting dropped, lower case, punctuation removed."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its words
    text = text.replace("`", "").replace("*", "").strip().lower()
    kept = []
    for ch in text:
        if ch in " -_" or unicodedata.category(ch)[0] in "LN":
            kept.append("-" if ch == " " else ch)
    return "".join(kept)


def anchors(path: Path, cache: dict) -> set:
    if path not in cache:
        found, seen, fenced = set(), {}, False
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("```"):
                fenced = not fenced
            if fenced or not line.startswith("#"):
                continue
            base = anchor_of(line.lstrip("#"))
            n = seen.get(base, 0)
            seen[base] = n + 1
            found.add(base if n == 0 else f"{base}-{n}")
        cache[path] = found
    return cache[path]


def main() -> int:
    files = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    cache, broken, checked = {}, [], 0
    for name in files:
        if not name.endswith(TEXT) or name == "scripts/check_docs.py":
            continue
        path = ROOT / name
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        for number, line in enumerate(lines, 1):
            where = f"{name}:{number}"
            if OUTSIDE.search(line):
                broken.append(f"{where}: cites a document outside the repository: {line.strip()}")
            targets = []
            for match in re.finditer(r"(?<![\w/.])docs/([\w./-]+\.md)(?:#([\w-]+))?", line):
                targets.append((ROOT / "docs" / match.group(1), match.group(2), match.end()))
            if name.endswith(".md"):
                for match in re.finditer(r"\]\(([^)\s]+)\)", line):
                    link = match.group(1)
                    if re.match(r"[a-z]+:", link) or link.startswith("mailto"):
                        continue
                    file_part, _, anchor = link.partition("#")
                    target = (path.parent / file_part).resolve() if file_part else path
                    targets.append((target, anchor or None, None))
            last_file = None
            for target, anchor, end in targets:
                checked += 1
                if not target.exists():
                    broken.append(f"{where}: no such file {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}")
                    continue
                if target.suffix == ".md":
                    last_file = target
                    if anchor and anchor not in anchors(target, cache):
                        broken.append(f"{where}: {target.relative_to(ROOT)} has no heading #{anchor}")
            # `docs/sending.md#a`, `#b`: the bare anchors read against the last file named.
            if last_file is not None:
                for match in re.finditer(r"`#([\w-]+)`", line):
                    checked += 1
                    if match.group(1) not in anchors(last_file, cache):
                        broken.append(f"{where}: {last_file.relative_to(ROOT)} has no heading #{match.group(1)}")
    if checked < 100:
        broken.append(f"only {checked} pointers were found: the scan did not read the sources")
    for line in broken:
        print(line)
    print(f"docs: {checked} pointers into the project's files checked, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
