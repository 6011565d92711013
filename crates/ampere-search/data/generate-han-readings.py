#!/usr/bin/env python3
"""Writes han-readings.txt: the Mandarin reading, without tone, of each character of the Table of
General Standard Chinese Characters (8,105 characters, the ones Simplified Chinese pages use).
Characters with the same toneless reading are the homophones a reader types by mistake with a
pinyin input method (网洛 for 网络): the search finds a bigram through them, with one typo.

Source: the Unicode Han Database as shipped by Debian's `unicode-data` package: kTGH (the table's
characters) from Unihan_OtherMappings, kMandarin (the most common reading) from Unihan_Readings.
Run once when the Unicode version changes:

    apt-get download unicode-data && dpkg -x unicode-data_*.deb unicode-data
    python3 generate-han-readings.py unicode-data/usr/share/unicode

Each line of the output holds one reading, then every character that has it, in code point
order; lines are sorted by the reading.
"""

import bz2
import pathlib
import sys
import unicodedata


def fields(path, name):
    """(code point, value) of every line of a Unihan file with field `name`."""
    with bz2.open(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            parts = line.rstrip("\n").split("\t")
            if not line.startswith("#") and len(parts) == 3 and parts[1] == name:
                yield int(parts[0][2:], 16), parts[2]


def toneless(reading):
    """The reading without its tone mark: luò -> luo, lǜ -> lü."""
    decomposed = unicodedata.normalize("NFD", reading.lower())
    kept = "".join(c for c in decomposed if c not in "\u0300\u0301\u0304\u030c")
    return unicodedata.normalize("NFC", kept)


def main(folder):
    folder = pathlib.Path(folder)
    table = {code for code, _ in fields(folder / "Unihan_OtherMappings.txt.bz2", "kTGH")}
    by_reading = {}
    for code, value in fields(folder / "Unihan_Readings.txt.bz2", "kMandarin"):
        if code in table:
            by_reading.setdefault(toneless(value.split()[0]), []).append(code)
    output = pathlib.Path(__file__).with_name("han-readings.txt")
    with output.open("w", encoding="utf-8") as out:
        for reading in sorted(by_reading):
            characters = "".join(chr(code) for code in sorted(by_reading[reading]))
            out.write(f"{reading}\t{characters}\n")
    print(f"{output}: {len(by_reading)} readings, {sum(map(len, by_reading.values()))} characters")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "unicode-data/usr/share/unicode")
