"""Benchmark: hostile input at the boundaries, counted (figures, never a timed test).

    .venv/bin/python tests/bench/fuzz.py [--inputs 20000] [--seed 1]

Mutates saves and records of every playable game (a value replaced by a hostile one, a field dropped, an
entry repeated, a text cut or doubled), action texts, links and the command line's input, and counts per
boundary: inputs, accepted, refused, **crashes** (an exception that is not the project's ``VegasError``),
**bad accepts** (an accepted state that breaks an invariant or cannot go on) and **slow** inputs (over 2 s of
CPU). Every crash and bad accept is printed with its input so it can become a test.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from vegas import Game, playable_rules  # noqa: E402
from vegas.bots import make_bot  # noqa: E402
from vegas.cli.main import main as cli_main  # noqa: E402
from vegas.cli.simulate import play_game  # noqa: E402
from vegas.core.actions import Action  # noqa: E402
from vegas.core.errors import VegasError  # noqa: E402
from vegas.core.record import Record, load_state, replay_states  # noqa: E402
from vegas.core.state import State  # noqa: E402
from vegas.ui.table import Settings, Table, settings_from_query  # noqa: E402

SLOW_SECONDS = 2.0
HOSTILE = [None, True, -1, 0, 7, 10**30, 2**63, 1.5, "", "²", "١٢", "9" * 5000, "none", [], {}, [[[]]], "[" * 50]


def hostile_value(rng: random.Random) -> Any:
    return rng.choice(HOSTILE) if rng.random() < 0.8 else rng.choice([str(rng.randint(-9, 99)), rng.randint(0, 99)])


def mutate(data: Any, rng: random.Random) -> Any:
    if isinstance(data, dict) and data and rng.random() < 0.8:
        key = rng.choice(sorted(data, key=str))
        copy = dict(data)
        roll = rng.random()
        if roll < 0.15:
            del copy[key]
        elif roll < 0.5:
            copy[key] = hostile_value(rng)
        else:
            copy[key] = mutate(copy[key], rng)
        return copy
    if isinstance(data, list) and data and rng.random() < 0.8:
        index = rng.randrange(len(data))
        copy = list(data)
        roll = rng.random()
        if roll < 0.15:
            del copy[index]
        elif roll < 0.3:
            copy.insert(index, copy[index])
        elif roll < 0.6:
            copy[index] = hostile_value(rng)
        else:
            copy[index] = mutate(copy[index], rng)
        return copy
    if isinstance(data, str) and rng.random() < 0.5:
        return data[: rng.randrange(len(data) + 1)] + rng.choice(["", "²", "9" * 40, " x"])
    return hostile_value(rng)


def sound(state: State) -> bool:
    if state.violations():
        return False
    if state.is_terminal():
        return True
    return bool(state.chance_outcomes() if state.is_chance_node() else state.legal_actions())


def check_record(text: str) -> bool:
    return sound(Record.loads(text).replay())


def check_save(text: str) -> bool:
    return sound(load_state(json.loads(text)))


def check_action(text: str) -> bool:
    action = Action.parse(text)
    return Action.parse(str(action)) == action


def check_link(text: str) -> bool:
    query = json.loads(text)
    return sound(Table.new(settings_from_query(query, Settings.default())).state)


def check_cli(text: str) -> bool:
    command, stdin = json.loads(text)
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli_main(command)
    finally:
        sys.stdin = old
    if code != 0:
        raise VegasError(err.getvalue())  # refused, with its message
    return True


def inputs(count: int, rng: random.Random) -> list[tuple[str, str]]:
    records = []
    for rules in playable_rules():
        for players in (2, 4):
            game = Game(rules, players)
            bots = [make_bot("random", rng) for _ in range(players)]
            records.append(play_game(game, bots, rng.randrange(1000)).record)
    saves = [s.to_json() for r in records for s in replay_states(r)[::25]]
    words = sorted({str(a).split()[0] for r in records for a in r.actions} | {"place", "split", "power"})
    made: list[tuple[str, str]] = []
    for index in range(count):
        kind = ("record", "save", "action", "link", "cli")[index % 5]
        if kind == "record":
            made.append((kind, json.dumps(mutate(rng.choice(records).to_json(), rng))))
        elif kind == "save":
            made.append((kind, json.dumps(mutate(rng.choice(saves), rng))))
        elif kind == "action":
            args = [str(hostile_value(rng)) for _ in range(rng.randrange(4))]
            made.append((kind, " ".join([rng.choice(words), *args])))
        elif kind == "link":
            keys = ["seed", "rules", "players", "tiles", "force", "no_repeat"]
            query = {k: str(hostile_value(rng)) for k in rng.sample(keys, rng.randrange(1, 4))}
            made.append((kind, json.dumps(query)))
        else:
            plain = {"rules": "classic", "casinos": [{"casino": 1, "money": [60], "dice": {"A": 2}}]}
            scenario = plain if rng.random() < 0.2 else mutate(plain, rng)
            text = rng.choice([json.dumps(scenario), json.dumps(scenario), "[" * rng.randrange(1, 100000), "9" * 5000])
            command = ["payout"] if rng.random() < 0.7 else ["decide", "--bot", "random"]
            made.append((kind, json.dumps([command, text])))
    return made


CHECKS: dict[str, Callable[[str], bool]] = {
    "record": check_record,
    "save": check_save,
    "action": check_action,
    "link": check_link,
    "cli": check_cli,
}


def run(count: int, seed: int) -> dict[str, Counter[str]]:
    rng = random.Random(seed)
    tally: dict[str, Counter[str]] = {kind: Counter() for kind in CHECKS}
    for kind, text in inputs(count, rng):
        started = time.process_time()
        try:
            outcome = "accepted" if CHECKS[kind](text) else "bad accept"
        except VegasError:
            outcome = "refused"
        except Exception as bad:  # a crash: counted and shown, never raised
            outcome = "crash"
            print(f"crash at {kind}: {type(bad).__name__}: {bad} <- {text[:300]}")
        if outcome == "bad accept":
            print(f"bad accept at {kind}: {text[:300]}")
        tally[kind][outcome] += 1
        if time.process_time() - started > SLOW_SECONDS:
            tally[kind]["slow"] += 1
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    tally = run(args.inputs, args.seed)
    print(f"{'boundary':<10}{'inputs':>8}{'accepted':>10}{'refused':>9}{'crashes':>9}{'bad accepts':>13}{'slow':>6}")
    total: Counter[str] = Counter()
    for kind, counts in tally.items():
        total.update(counts)
        row = [sum(counts[o] for o in ("accepted", "refused", "crash", "bad accept"))]
        row += [counts[o] for o in ("accepted", "refused", "crash", "bad accept", "slow")]
        print(f"{kind:<10}{row[0]:>8}{row[1]:>10}{row[2]:>9}{row[3]:>9}{row[4]:>13}{row[5]:>6}")
    inputs_ = sum(total[o] for o in ("accepted", "refused", "crash", "bad accept"))
    print(
        f"{'all':<10}{inputs_:>8}{total['accepted']:>10}{total['refused']:>9}{total['crash']:>9}"
        f"{total['bad accept']:>13}{total['slow']:>6}"
    )
    print(f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
