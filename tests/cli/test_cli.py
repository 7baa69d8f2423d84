"""The command-line contract of docs/cli.md: payout, simulate, bench."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

ISSUE_EXAMPLE_IN = {
    "rules": "classic",
    "casinos": [{"casino": 4, "money": [80, 30, 10], "dice": {"anna": 5, "benno": 3, "carla": 3, "denny": 1}}],
}
ISSUE_EXAMPLE_OUT = {
    "casinos": [{"casino": 4, "removed": ["benno", "carla"], "awards": {"anna": [80], "denny": [30]}, "left": [10]}]
}


def vegas(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "vegas", *args], input=stdin, capture_output=True, text=True, timeout=300, cwd=ROOT
    )


def test_payout_prints_the_documented_result():
    done = vegas("payout", stdin=json.dumps(ISSUE_EXAMPLE_IN))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == ISSUE_EXAMPLE_OUT


def test_payout_of_several_casinos_with_neutral_dice():
    scenario = {
        "rules": "classic-neutral",
        "casinos": [
            {"casino": 1, "money": [70, 40], "dice": {"carla": 3, "neutral": 2, "anna": 1}},
            {"casino": 2, "money": [60, 20], "dice": {"anna": 2, "carla": 2, "benno": 1, "denny": 1}},
        ],
    }
    out = json.loads(vegas("payout", stdin=json.dumps(scenario)).stdout)
    assert out["casinos"][0]["awards"] == {"carla": [70], "neutral": [40]}
    assert out["casinos"][1] == {
        "casino": 2,
        "removed": ["anna", "benno", "carla", "denny"],
        "awards": {},
        "left": [60, 20],
    }


ROYALE_EXAMPLE_IN = {
    "rules": "royale-basic",
    "casinos": [
        {"casino": 4, "money": [50, 80], "dice": {"anna": 5, "ben": 3, "carla": {"small": 1, "big": 1}, "denny": 1}},
        {"casino": 5, "money": [90, 50], "dice": {"anna": {"small": 0, "big": 1}, "carla": 2, "ben": 1, "denny": 1}},
    ],
}


def test_payout_of_royale_with_the_biggy_counting_two():
    """Seed 003, examples 1 and 2: Carla's die and Biggy tie Ben's 3; Anna's Biggy ties Carla's 2 dice."""
    done = vegas("payout", stdin=json.dumps(ROYALE_EXAMPLE_IN))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "casinos": [
            {"casino": 4, "removed": ["ben", "carla"], "awards": {"anna": [80], "denny": [50]}, "left": []},
            {"casino": 5, "removed": ["anna", "ben", "carla", "denny"], "awards": {}, "left": [90, 50]},
        ]
    }


def royale(money, dice, more=()):
    return json.dumps({"rules": "royale-basic", "casinos": [{"casino": 1, "money": money, "dice": dice}, *more]})


@pytest.mark.parametrize(
    "stdin, message",
    [
        (royale([80, 10], {}), "there is no card of 10"),
        (royale([80, 50, 30], {}), "holds a pair of cards, not 3"),
        (royale([80, 50], {"a": 8}), "a cannot have 8 small dice (7 small dice and 1 Biggy per colour)"),
        (royale([80, 50], {"a": {"small": 2, "big": 2}}), "one Biggy or none, not 2"),
        (royale([80, 50], {"a": {"small": 2, "biggy": 1}}), '{"small": n, "big": 0 or 1}'),
        (royale([80, 50], {"a": {"small": -1, "big": 1}}), "≥ 0"),
        (royale([100, 100], {}, [{"casino": c, "money": [100, 100], "dice": {}} for c in (2, 3, 4)]), "only 7 cards"),
    ],
)
def test_payout_of_royale_refuses_what_the_game_cannot_have(stdin, message):
    done = vegas("payout", stdin=stdin)
    assert done.returncode == 2 and done.stdout == ""
    assert message in done.stderr, done.stderr


@pytest.mark.parametrize(
    "stdin, message",
    [
        ("{not json", "not valid JSON"),
        (json.dumps({"rules": "poker", "casinos": []}), "unknown rules 'poker'"),
        (json.dumps({**ISSUE_EXAMPLE_IN, "casinos": [{"casino": 4, "money": [80], "dice": {"a": -1}}]}), "≥ 0"),
        (json.dumps({**ISSUE_EXAMPLE_IN, "casinos": [{"casino": 9, "money": [80], "dice": {}}]}), "1-6"),
        (json.dumps({**ISSUE_EXAMPLE_IN, "casinos": [{"casino": 1, "money": [15], "dice": {}}]}), "no note of 15"),
        (json.dumps({**ISSUE_EXAMPLE_IN, "casinos": [{"casino": 1, "money": [90] * 6, "dice": {}}]}), "only 5"),
        (json.dumps({**ISSUE_EXAMPLE_IN, "casinos": [{"casino": 1, "money": [], "dice": {"a": 9}}]}), "9 dice"),
        (json.dumps([1, 2]), "must be a JSON object"),
        (json.dumps({**ISSUE_EXAMPLE_IN, "casinos": [{"casino": 1, "money": [], "dice": {"a": {"big": 1}}}]}), "none"),
    ],
)
def test_payout_refuses_bad_input_with_one_line_and_status_2(stdin, message):
    done = vegas("payout", stdin=stdin)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert message in done.stderr


def test_payout_scores_a_knizia_table_as_the_rulebooks_examples_do():
    """docs/rules.md §4: page 7's two tie examples, a clear majority, and a table nobody reached."""
    scenario = {
        "rules": "knizia",
        "tables": [
            {"table": 9, "spaces": {"pink": [1, 5], "blue": [2, 4], "green": [3]}},
            {"table": 1, "spaces": {"pink": [1, 5], "blue": [2, 3]}},
            {"table": 2, "spaces": {"blue": [3, 4, 9], "pink": [1]}},
            {"table": 3, "spaces": {}},
        ],
    }
    done = vegas("payout", stdin=json.dumps(scenario))
    assert done.returncode == 0, done.stderr
    tables = json.loads(done.stdout)["tables"]
    expected = [(9, 6, None), (1, 6, "pink"), (2, 9, "blue"), (3, 4, None)]
    assert [(t["table"], t["chip"], t["winner"]) for t in tables] == expected
    assert "equally low spaces" in tables[0]["reason"] and "lowest space (1)" in tables[1]["reason"]
    assert tables[2]["counters"] == {"blue": 3, "pink": 1} and "no counters" in tables[3]["reason"]


@pytest.mark.parametrize(
    "tables, message",
    [
        ([{"table": 15, "spaces": {}}], "1-14"),
        ([{"table": 7, "spaces": {"a": [4]}}], "numbers 1-3"),
        ([{"table": 7, "spaces": {"a": [1], "b": [1]}}], "one counter only"),
        ([], "non-empty list"),
    ],
)
def test_payout_refuses_a_knizia_table_the_board_does_not_have(tables, message):
    done = vegas("payout", stdin=json.dumps({"rules": "knizia", "tables": tables}))
    assert done.returncode == 2 and done.stdout == "" and message in done.stderr, done.stderr


def test_simulate_prints_the_documented_fields():
    done = vegas(
        "simulate",
        "--rules",
        "classic",
        "--players",
        "4",
        "--games",
        "30",
        "--seed",
        "7",
        "--bots",
        "random,greedy,greedy,random",
        "--check",
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["rules"] == "classic" and out["players"] == 4 and out["games"] == 30 and out["seed"] == 7
    assert out["bots"] == ["random", "greedy", "greedy", "random"]
    assert len(out["wins"]) == 4 and sum(out["wins"]) >= 30
    assert len(out["mean_money"]) == 4 and all(m > 0 for m in out["mean_money"])
    assert out["games_per_second"] > 0
    assert out["violations"]["count"] == 0


def test_simulate_checks_royale_games():
    done = vegas("simulate", "--rules", "royale-basic", "--players", "3", "--games", "10", "--check")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["rules"] == "royale-basic" and out["violations"]["count"] == 0
    assert all(m > 0 for m in out["mean_money"])


def test_simulate_checks_royale_games_with_the_tiles():
    done = vegas("simulate", "--rules", "royale", "--players", "4", "--games", "10", "--check")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["rules"] == "royale" and out["violations"]["count"] == 0 and sum(out["wins"]) >= 10


def test_simulate_is_reproducible_from_its_seed():
    args = ("simulate", "--rules", "classic-neutral", "--players", "3", "--games", "20", "--seed", "3")
    first, second = json.loads(vegas(*args).stdout), json.loads(vegas(*args).stdout)
    for out in (first, second):
        out.pop("games_per_second")
    assert first == second


@pytest.mark.parametrize(
    "args, message",
    [
        (("--rules", "nope"), "unknown rule set"),
        (("--players", "7"), "2-5 players"),
        (("--players", "2", "--bots", "random"), "one bot per seat"),
        (("--players", "2", "--bots", "random,genius"), "unknown bot"),
    ],
)
def test_simulate_refuses_bad_arguments(args, message):
    done = vegas("simulate", "--games", "2", *args)
    assert done.returncode == 2 and message in done.stderr


def test_bench_prints_speed_and_memory():
    done = vegas("bench", "--games", "5", "--repeats", "1")
    assert done.returncode == 0, done.stderr
    assert "games/s" in done.stdout and "classic-neutral" in done.stdout and "KiB" in done.stdout
    assert "royale-basic" in done.stdout


def pyproject_version():
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_version_prints_the_version_of_pyproject():
    done = vegas("--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"vegas {pyproject_version()}"


def test_the_package_exposes_the_version_of_pyproject():
    import vegas as package

    assert package.__version__ == pyproject_version()
