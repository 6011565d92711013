#!/usr/bin/env python3
"""Writes a copy of a site with its documentation repeated N times (bench/scale.sh).

Copy k (2..N) of every top-level docs folder and page goes under docs/copy-k/, with the same
translations under each locale's i18n folder. What must stay unique is made unique per copy:
front-matter `slug`s and `_category_.json` link slugs get a /copy-k prefix, and absolute links in
the copies point into their own copy. The result builds like the portal, at N times its pages.
Usage: generate.py SITE OUT N
"""
import json
import re
import shutil
import sys
from pathlib import Path

DOCS_IN_LOCALE = Path("docusaurus-plugin-content-docs") / "current"


def rewrite_markdown(text: str, prefix: str) -> str:
    text = re.sub(r"^(slug:\s*[\"']?)/", rf"\1{prefix}/", text, count=1, flags=re.M)
    # Absolute links to docs pages point into the copy (static files and anchors stay).
    return re.sub(r"\]\(/(?!img/|assets/|files/)", f"]({prefix}/", text)


def rewrite_category(text: str, prefix: str) -> str:
    data = json.loads(text)
    link = data.get("link")
    if isinstance(link, dict) and isinstance(link.get("slug"), str):
        link["slug"] = prefix + "/" + link["slug"].lstrip("/")
    return json.dumps(data, ensure_ascii=False, indent=2)


def copy_tree(source: Path, target: Path, prefix: str) -> None:
    for path in source.rglob("*"):
        if path.is_dir():
            continue
        destination = target / path.relative_to(source)
        destination.parent.mkdir(parents=True, exist_ok=True)
        if path.suffix in (".md", ".mdx"):
            destination.write_text(rewrite_markdown(path.read_text(encoding="utf-8"), prefix), encoding="utf-8")
        elif path.name == "_category_.json":
            destination.write_text(rewrite_category(path.read_text(encoding="utf-8"), prefix), encoding="utf-8")
        else:
            shutil.copy2(path, destination)


def main() -> None:
    site, out, copies = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
    shutil.copytree(site, out)
    locale_docs = [folder / DOCS_IN_LOCALE for folder in (out / "i18n").iterdir() if (folder / DOCS_IN_LOCALE).is_dir()]
    for copy in range(2, copies + 1):
        name = f"copy-{copy}"
        prefix = f"/{name}"
        copy_tree(site / "docs", out / "docs" / name, prefix)
        (out / "docs" / name / "_category_.json").write_text(
            json.dumps({"label": f"Copy {copy}", "position": 1000 + copy}), encoding="utf-8")
        for folder in locale_docs:
            original = site / folder.relative_to(out)
            copy_tree(original, folder / name, prefix)


if __name__ == "__main__":
    main()
