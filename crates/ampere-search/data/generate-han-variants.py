#!/usr/bin/env python3
"""Writes han-variants.txt: the traditional Han characters and the simplified form each folds to.

Source: the kSimplifiedVariant field of the Unicode Han Database, as shipped by Debian's
`unicode-data` package. Run once when the Unicode version changes:

    apt-get download unicode-data && dpkg -x unicode-data_*.deb unicode-data
    python3 generate-han-variants.py unicode-data/usr/share/unicode/Unihan_Variants.txt.bz2

A character listed as one of its own simplified variants (such as 乾 or 著) is already a
simplified form and is left alone. Each line of the output holds one pair: the traditional
character, then its simplified form; lines are sorted by the traditional character's code point.
"""

import bz2
import pathlib
import sys


def is_han(code):
    """Agrees with `analyzer::is_han`: only Han characters are split into bigrams and folded."""
    return (0x3400 <= code <= 0x4DBF or 0x4E00 <= code <= 0x9FFF
            or 0xF900 <= code <= 0xFAFF or 0x20000 <= code <= 0x2FA1F)


def read_pairs(path):
    opener = bz2.open if path.endswith(".bz2") else open
    pairs = {}
    with opener(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            fields = line.rstrip("\n").split("\t")
            if line.startswith("#") or len(fields) != 3 or fields[1] != "kSimplifiedVariant":
                continue
            traditional = int(fields[0][2:], 16)
            simplified = [int(value[2:].split("<")[0], 16) for value in fields[2].split()]
            if traditional in simplified:
                continue
            if is_han(traditional) and is_han(simplified[0]):
                pairs[traditional] = simplified[0]
    return pairs


def resolve_chains(pairs):
    """Folds each character all the way, so that folding twice changes nothing."""
    resolved = {}
    for traditional, simplified in pairs.items():
        seen = {traditional}
        while simplified in pairs and simplified not in seen:
            seen.add(simplified)
            simplified = pairs[simplified]
        resolved[traditional] = simplified
    return resolved


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: generate-han-variants.py Unihan_Variants.txt[.bz2]")
    pairs = resolve_chains(read_pairs(sys.argv[1]))
    output = pathlib.Path(__file__).with_name("han-variants.txt")
    output.write_text(
        "".join(chr(traditional) + chr(pairs[traditional]) + "\n" for traditional in sorted(pairs)),
        encoding="utf-8",
    )
    print(f"{len(pairs)} pairs written to {output}")


if __name__ == "__main__":
    main()
