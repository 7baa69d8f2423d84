"""The command-line contract of docs/cli.md for bots: ``tournament`` and ``decide``, user bots included."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine.helpers import dealt, play
from vegas import Game
from vegas.core.observation import state_from_observation

ROOT = Path(__file__).resolve().parents[2]

USER_BOTS = """
def first(observation):
    return observation["legal_actions"][0]

def seven(observation):
    return "place 7"

def absent(observation):
    return "place 1" if "place 1" not in observation["legal_actions"] else observation["legal_actions"][-1] + "x"

def crash(observation):
    raise RuntimeError("my bot is broken")

def number(observation):
    return 3

def dies(observation):
    import os

    os._exit(4)

seen = []

def keeps(observation):
    seen.append(observation)
    assert {"rules", "round", "seats", "casinos", "roll", "legal_actions", "to_move", "pile"} <= set(observation)
    return observation["legal_actions"][-1]
"""


def vegas(*args, stdin=None, cwd=ROOT):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run(
        [sys.executable, "-m", "vegas", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=cwd,
        env=env,
    )


def test_tournament_json_has_the_documented_fields():
    done = vegas(
        "tournament", "--rules", "classic", "--players", "3", "--games", "6", "--seed", "2",
        "--bots", "medium,easy,easy", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["bots"] == ["medium", "easy", "easy"]
    assert set(out["results"]) == {"medium", "easy"}
    for row in out["results"].values():
        assert 0 <= row["ci95"][0] <= row["win_rate"] <= row["ci95"][1] <= 1
        assert row["mean_money"] > 0 and row["mean_decision_ms"] > 0
    assert out["results"]["easy"]["seats"] == 2


def test_tournament_prints_a_table_without_json():
    done = vegas("tournament", "--players", "2", "--games", "2", "--bots", "greedy,random")
    assert done.returncode == 0, done.stderr
    assert "win rate" in done.stdout and "95% CI" in done.stdout and "greedy" in done.stdout


def test_tournament_is_reproducible_from_its_seed_with_any_number_of_workers():
    args = ("tournament", "--players", "3", "--games", "9", "--seed", "5", "--bots", "easy,medium,random", "--json")
    runs = [json.loads(vegas(*args, "--workers", workers).stdout) for workers in ("1", "1", "2", "3")]
    for out in runs:
        for row in out["results"].values():
            row.pop("mean_decision_ms")
    assert runs[0]["results"]["medium"]["win_rate"] > 0
    assert runs[1] == runs[0] and runs[2] == runs[0] and runs[3] == runs[0]


def test_games_printed_one_by_one_tally_to_the_tournaments_results(tmp_path):
    """tests/bench/tournament_games.py: a run's lines, split in two files, sum up as the tournament does (a bot in
    two seats is one entry, its win rate the share of its seats that won)."""
    bench = Path(__file__).resolve().parents[1] / "bench" / "tournament_games.py"
    bots = "greedy,random,greedy,random"
    args = ["--rules", "classic", "--players", "4", "--games", "8", "--seed", "3", "--bots", bots]
    files = []
    for part, (start, stop) in enumerate([(0, 3), (3, 8)]):
        run = [sys.executable, str(bench), *args, "--start", str(start), "--stop", str(stop)]
        done = subprocess.run(run, capture_output=True, text=True, timeout=300, check=True)
        files.append(tmp_path / f"part{part}.jsonl")
        files[-1].write_text(done.stdout)
    tallied = subprocess.run([sys.executable, str(bench), "--tally", *map(str, files)], capture_output=True, text=True)
    assert tallied.returncode == 0, tallied.stderr
    whole = vegas("tournament", *args).stdout.strip().splitlines()
    table = tallied.stdout.strip().splitlines()[1:]  # after the line of the games' indices
    assert len(table) == len(whole) == 4, tallied.stdout  # the heading, the columns, greedy and random
    without_times = [line.rsplit(maxsplit=1)[0] for line in whole]  # ms/decision: wall clock, the last column
    assert [line.rsplit(maxsplit=1)[0] for line in table] == without_times, (table, whole)


@pytest.mark.parametrize(
    "args, message",
    [
        (("--players", "2", "--bots", "medium"), "one bot per seat"),
        (("--players", "2", "--bots", "medium,genius"), "unknown bot"),
        (("--players", "2", "--bots", "medium,nosuchmodule:play"), "cannot import"),
        (("--players", "2", "--games", "0", "--bots", "medium,easy"), "at least one game"),
        (("--players", "2", "--workers", "0", "--bots", "medium,easy"), "at least one worker"),
    ],
)
def test_tournament_refuses_bad_arguments_with_one_line(args, message):
    done = vegas("tournament", *args)
    assert done.returncode == 2 and message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_a_worker_that_dies_stops_the_tournament_with_one_line(user_bots):
    """A bot that ends its process takes a worker with it: a clear error, not a tournament waiting forever."""
    done = vegas(
        "tournament", "--players", "2", "--games", "6", "--workers", "2", "--bots", "mybots:dies,easy", cwd=user_bots
    )
    assert done.returncode == 2 and "a worker process stopped" in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


@pytest.fixture
def user_bots(tmp_path):
    (tmp_path / "mybots.py").write_text(USER_BOTS)
    return tmp_path


@pytest.mark.parametrize("rules", ["classic", "knizia-duel"])
def test_a_user_bot_plays_a_tournament(user_bots, rules):
    done = vegas(
        "tournament", "--rules", rules, "--players", "2", "--games", "2", "--bots", "mybots:first,medium", "--json",
        cwd=user_bots,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert set(json.loads(done.stdout)["results"]) == {"mybots:first", "medium"}


def test_a_user_bot_receives_the_documented_observation_in_every_seat(user_bots, monkeypatch):
    """Seats rotate: in three games of three players the user's bot sits in each seat once."""
    monkeypatch.syspath_prepend(str(user_bots))
    from vegas.cli.tournament import run_tournament

    run_tournament("classic-neutral", 3, 3, 1, ["mybots:keeps", "easy", "easy"])
    import mybots

    json.dumps(mybots.seen)  # plain JSON-able data
    assert {view["to_move"] for view in mybots.seen} == {0, 1, 2}
    view = mybots.seen[0]
    assert view["legal_actions"] and view["rules"] == "classic-neutral"
    assert {"own", "neutral"} == set(view["seats"][0]["dice_left"])


@pytest.mark.parametrize(
    "bot, message",
    [
        ("mybots:seven", "7 is not a possible place value"),
        ("mybots:absent", "mybots:absent"),
        ("mybots:crash", "RuntimeError: my bot is broken"),
        ("mybots:number", "must answer an action text"),
        ("mybots:nothing", "has no 'nothing'"),
    ],
)
@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_user_bot_that_answers_wrongly_is_a_clear_error(user_bots, bot, message, workers):
    done = vegas(
        "tournament", "--players", "2", "--games", "2", "--workers", workers, "--bots", f"{bot},random", cwd=user_bots
    )
    assert done.returncode == 2
    assert message in done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1


def a_decision():
    return play(dealt("classic", 2), "roll", "dice 1 1 1 2 2 2 2 2", "place 1", "roll", "dice 2 2 2 3 3 3 3 3")


def test_decide_answers_one_position():
    state = a_decision()
    done = vegas("decide", "--bot", "hard", stdin=json.dumps(state.observation()))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() in [str(a) for a in state.legal_actions()]


def test_decide_answers_each_line_and_a_pretty_printed_position():
    rng = random.Random(4)
    states, state = [], Game("classic-neutral", 3).new_initial_state()
    while len(states) < 5:
        if state.is_chance_node():
            state = state.apply(state.sample_chance(rng))
            continue
        states.append(state)
        state = state.apply(rng.choice(state.legal_actions()))
    lines = (
        "\n".join(json.dumps(s.observation()) for s in states) + "\n" + json.dumps(states[0].observation(), indent=2)
    )
    done = vegas("decide", "--bot", "medium", stdin=lines)
    assert done.returncode == 0, done.stderr
    answers = done.stdout.strip().splitlines()
    assert len(answers) == 6
    for text, position in zip(answers, states + states[:1], strict=True):
        assert text in [str(a) for a in position.legal_actions()]


def test_decide_asks_a_user_bot_too(user_bots):
    state = a_decision()
    done = vegas("decide", "--bot", "mybots:first", stdin=json.dumps(state.observation()), cwd=user_bots)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(state.legal_actions()[0])


def test_decide_matches_the_bot_on_the_rebuilt_state():
    state = a_decision()
    rebuilt = state_from_observation(state.observation())
    done = vegas("decide", "--bot", "greedy", "--seed", "3", stdin=json.dumps(state.observation()))
    from vegas.bots import make_bot

    assert done.stdout.strip() == str(make_bot("greedy", random.Random("3")).choose(rebuilt))


@pytest.mark.parametrize(
    "stdin, message",
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "an observation is a JSON object"),
        (json.dumps({"rules": "poker"}), "unknown rules"),
        ("", "no observation"),
    ],
)
def test_decide_refuses_bad_input_with_one_line_and_status_2(stdin, message):
    done = vegas("decide", "--bot", "hard", stdin=stdin)
    assert done.returncode == 2
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_decide_refuses_a_tampered_position():
    view = a_decision().observation()
    view["casinos"][0]["dice"]["Anna"] = 7  # more dice than she has
    done = vegas("decide", stdin=json.dumps(view))
    assert done.returncode == 2 and "inconsistent" in done.stderr
