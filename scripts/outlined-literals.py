#!/usr/bin/env python3
"""Lists the outlined literals that two object files define differently under one name.

    python3 scripts/outlined-literals.py OBJECT_OR_FOLDER...

A folder stands for every object file (`.o`) under it, symbolic links followed.

The optimizer turns a constant array literal into a statically initialized object, a weak
symbol named after the function it came from and its number there (`...Tv<N>_`, "outlined
variable #N of ..."). When several modules specialize or inline the same function, each emits
its own copy, and the linker keeps one of them for all. Swift 6.3.1 under
`-cross-module-optimization` can number one function's literals differently in two modules, so
the kept copy is another literal than some callers meant (scripts/cmo-literals.sh). Exits 1 when
any name has two different contents, after listing them.
"""
import collections
import os
import re
import subprocess
import sys


def sections(obj):
    """Section index -> name."""
    names = {}
    listing = subprocess.run(["readelf", "-SW", obj], capture_output=True, text=True, errors="replace").stdout
    for line in listing.splitlines():
        match = re.match(r"\s*\[\s*(\d+)\]\s+(\S+)", line)
        if match:
            names[match.group(1)] = match.group(2)
    return names


def section_bytes(obj, section, cache):
    if section not in cache:
        cache[section] = subprocess.run(
            ["objcopy", "-O", "binary", "--only-section=" + section, obj, "/dev/stdout"],
            capture_output=True, check=True).stdout
    return cache[section]


def outlined_literals(obj):
    """Name -> contents of each weak outlined variable the object file defines."""
    names = sections(obj)
    cache = {}
    found = {}
    symbols = subprocess.run(["readelf", "-sW", obj], capture_output=True, text=True, errors="replace").stdout
    for line in symbols.splitlines():
        field = line.split()
        if len(field) < 8 or field[3] != "OBJECT" or field[4] != "WEAK" or field[6] == "UND":
            continue
        if not re.search(r"Tv\d*_$", field[7]):
            continue
        data = section_bytes(obj, names[field[6]], cache)
        start, size = int(field[1], 16), int(field[2])
        # The header's first words are the metadata and reference count, relocated per file;
        # the count, capacity and elements follow.
        found[field[7]] = data[start + 24:start + size]
    return found


def object_files(paths):
    """The paths, each folder replaced by the object files under it."""
    for path in paths:
        if os.path.isdir(path):
            for folder, _, files in os.walk(path, followlinks=True):
                yield from sorted(os.path.join(folder, name) for name in files if name.endswith(".o"))
        else:
            yield path


def main():
    objects = list(object_files(sys.argv[1:]))
    if not objects:
        print(__doc__, file=sys.stderr)
        return 64
    definitions = collections.defaultdict(dict)
    for obj in objects:
        for name, contents in outlined_literals(obj).items():
            definitions[name][obj] = contents
    clashing = [name for name, by_file in definitions.items() if len(set(by_file.values())) > 1]
    readable = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(clashing),
                              capture_output=True, text=True).stdout.splitlines() if clashing else []
    for name, shown in zip(clashing, readable):
        print(shown)
        for obj, contents in definitions[name].items():
            print("   ", obj, contents[:24].hex())
    print(f"{len(clashing)} of {len(definitions)} outlined literals differ between the {len(objects)} object files")
    return 1 if clashing else 0


if __name__ == "__main__":
    sys.exit(main())
