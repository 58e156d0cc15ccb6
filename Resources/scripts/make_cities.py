#!/usr/bin/env python3
"""Build Resources/Cities.tsv, the city catalog bundled with choosethere.

Usage (from anywhere; paths default relative to the repository root, which
is two levels above this script):

    python3 Resources/scripts/make_cities.py [--data DIR] [--out FILE]

    --data DIR   reference data directory (default: <repo>/../shared/data)
                 holding municipios-brasileiros/{municipios,estados}.csv and
                 geonames/cities15000.tsv
    --out FILE   output file (default: <repo>/Resources/Cities.tsv)

Output: UTF-8, tab-separated, header line first, one city per line:

    name  admin  country  lat  lng  population  capital

* Brazil (country BR): all 5,570 IBGE municipalities; admin is the UF;
  capital is 1 for the 27 state capitals (Brasilia, DF, is also the national
  capital). Population comes from the GeoNames BR row with the same
  accent/case-folded name within 20 km (nearest wins, each GeoNames row used
  at most once); 0 when there is none (GeoNames only lists places > 15,000).
* Everywhere else: every GeoNames cities15000 row whose country is not BR;
  admin is the GeoNames admin1 code (may be empty); capital is 0 (the source
  extract carries no feature codes to identify national capitals). Rows that
  would share a key (same name, admin1 and country) keep only the most
  populous one, so "name|admin|country" identifies a row.
* lat/lng are rounded to 4 decimals; rows are sorted by (country, name, admin).

The script uses only the standard library and is deterministic: the same
input always yields byte-identical output.

Data attribution: municipios-brasileiros (MIT, Kelvin S. do Prado);
"Contains data from GeoNames (geonames.org), CC BY 4.0".
"""

from __future__ import annotations

import argparse
import csv
import math
import sys
import unicodedata
from pathlib import Path

MATCH_RADIUS_KM = 20.0
HEADER = ["name", "admin", "country", "lat", "lng", "population", "capital"]


def fold(text: str) -> str:
    """Lower-case, strip accents, collapse whitespace (mirrors Folding.key)."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(stripped.split())


def distance_km(lat1: float, lng1: float, lat2: float, lng2: float) -> float:
    """Great-circle distance (haversine), in kilometres."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lng2 - lng1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371.0088 * math.asin(min(1.0, math.sqrt(a)))


def coord(value: float) -> str:
    """A coordinate with 4 decimals, never "-0.0000"."""
    text = f"{value:.4f}"
    return "0.0000" if text == "-0.0000" else text


def clean(text: str) -> str:
    """A field value safe for a TSV cell: no tabs/newlines, trimmed."""
    return " ".join(text.split())


def read_states(path: Path) -> dict[str, str]:
    """codigo_uf -> UF. The file starts with a UTF-8 BOM (utf-8-sig)."""
    with path.open(encoding="utf-8-sig", newline="") as f:
        return {row["codigo_uf"].strip(): row["uf"].strip() for row in csv.DictReader(f)}


def read_geonames(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def brazil_rows(data: Path, geonames: list[dict[str, str]]) -> tuple[list[list[str]], int]:
    states = read_states(data / "municipios-brasileiros" / "estados.csv")
    with (data / "municipios-brasileiros" / "municipios.csv").open(encoding="utf-8", newline="") as f:
        municipios = list(csv.DictReader(f))

    # GeoNames BR rows by folded name.
    by_name: dict[str, list[tuple[int, float, float, int]]] = {}
    for row in geonames:
        if row["countrycode"] == "BR":
            by_name.setdefault(fold(row["name"]), []).append(
                (int(row["geonameid"]), float(row["latitude"]), float(row["longitude"]), int(row["population"] or 0))
            )

    # All (distance, municipality, geonames row) pairs within the radius,
    # assigned greedily nearest-first so each side is used at most once.
    pairs = []
    for index, m in enumerate(municipios):
        lat, lng = float(m["latitude"]), float(m["longitude"])
        for gid, glat, glng, _ in by_name.get(fold(m["nome"]), []):
            d = distance_km(lat, lng, glat, glng)
            if d <= MATCH_RADIUS_KM:
                pairs.append((d, index, gid))
    population_of = {gid: pop for rows in by_name.values() for gid, _, _, pop in rows}
    assigned: dict[int, int] = {}
    used: set[int] = set()
    for _, index, gid in sorted(pairs):
        if index not in assigned and gid not in used:
            assigned[index] = population_of[gid]
            used.add(gid)

    rows = []
    for index, m in enumerate(municipios):
        uf = states.get(m["codigo_uf"].strip())
        if uf is None:
            sys.exit(f"municipios.csv: unknown codigo_uf {m['codigo_uf']!r} for {m['nome']!r}")
        rows.append([
            clean(m["nome"]), uf, "BR",
            coord(float(m["latitude"])), coord(float(m["longitude"])),
            str(assigned.get(index, 0)),
            "1" if m["capital"].strip() == "1" else "0",
        ])
    return rows, len(assigned)


def world_rows(geonames: list[dict[str, str]]) -> tuple[list[list[str]], int]:
    best: dict[tuple[str, str, str], tuple[int, int, list[str]]] = {}
    for row in geonames:
        country = row["countrycode"].strip()
        if country == "BR":
            continue
        name, admin = clean(row["name"]), clean(row["admin1code"])
        population = int(row["population"] or 0)
        out = [name, admin, country, coord(float(row["latitude"])), coord(float(row["longitude"])), str(population), "0"]
        key = (name, admin, country)
        rank = (population, -int(row["geonameid"]))
        if key not in best or rank > best[key][:2]:
            best[key] = (*rank, out)
    total = sum(1 for r in geonames if r["countrycode"].strip() != "BR")
    return [entry[2] for entry in best.values()], total - len(best)


def main() -> None:
    repo = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description="Build Resources/Cities.tsv")
    parser.add_argument("--data", type=Path, default=repo.parent / "shared" / "data")
    parser.add_argument("--out", type=Path, default=repo / "Resources" / "Cities.tsv")
    args = parser.parse_args()

    geonames = read_geonames(args.data / "geonames" / "cities15000.tsv")
    br, matched = brazil_rows(args.data, geonames)
    world, dropped = world_rows(geonames)
    rows = sorted(br + world, key=lambda r: (r[2], r[0], r[1]))

    with args.out.open("w", encoding="utf-8", newline="\n") as f:
        f.write("\t".join(HEADER) + "\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(
        f"{args.out}: {len(rows)} cities ({len(br)} BR, {matched} with GeoNames population; "
        f"{len(world)} elsewhere, {dropped} duplicate-key rows dropped)",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
