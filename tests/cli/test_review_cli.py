"""``python -m vegas review FILE``: the review as text and as JSON, from a record, a save or a kept review; a
damaged or foreign file refused with one sentence and left as it was (docs/cli.md)."""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from vegas.bots import make_bot
from vegas.cli.main import main
from vegas.core.game import Game
from vegas.core.record import Record
from vegas.core.registry import RULESETS, registered
from vegas.core.session import Match
from vegas.review import Budget, Reviewer

CHEAP = ("--playouts", "30", "--seeds", "1")
SHORT = dataclasses.replace(RULESETS["classic"], id="classic-cli-review", name="Las Vegas, one round", rounds=1)


@pytest.fixture(scope="module")
def record() -> Iterator[Record]:
    """A game of one round between ``medium`` and ``random`` (which errs), its rule set registered meanwhile."""
    with registered(SHORT):
        match = Match(Game(SHORT.id, 2), 5)
        bots = [make_bot(name, random.Random(s)) for s, name in enumerate(("medium", "random"))]
        while True:
            match.advance_chance()
            if match.state.is_terminal():
                break
            match.play(bots[match.state.current_player()].choose(match.state))
        yield match.record()


def written(tmp_path: Path, name: str, data: object) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def test_the_text_review_says_each_seats_summary_and_the_marked_decisions(
    record: Record, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = written(tmp_path, "game.json", record.to_json())
    assert main(["review", str(path), *CHEAP]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Review of Las Vegas, one round, 2 players:")
    assert "Anna: accuracy " in out and "Benno: accuracy " in out and "luck of the dice" in out
    assert "Marked decisions:" in out and ": blunder" in out  # random's play gives some away
    assert "exact" in out
    given = re.findall(r"money given away (\S+);", out)
    assert len(given) == 2 and all(g.startswith("$") for g in given)  # an amount, never signed


def test_the_json_review_lists_people_first_from_a_save(
    record: Record, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seats = [{"name": "Anna", "colour": "orange", "kind": "hard"}, {"name": "Benno", "colour": "blue", "kind": "human"}]
    save = {"format": "vegas-save", "version": 1, "settings": {"seats": seats}, "record": record.to_json()}
    assert main(["review", str(written(tmp_path, "save.json", save)), "--json", *CHEAP]) == 0
    review = json.loads(capsys.readouterr().out)
    assert [s["name"] for s in review["seats"]] == ["Benno", "Anna"]
    assert review["finished"] and review["valued"] == review["to_value"] > 0
    marked = [d for d in review["decisions"] if d["step"] in review["marked"]]
    assert marked and all(d["verdict"] in ("inaccuracy", "mistake", "blunder") for d in marked)
    assert {d["basis"] for d in review["decisions"]} == {"exact", "search"}
    assert all(d["spread"] == 0 for d in review["decisions"] if d["exact"])


def test_a_kept_review_goes_on_where_it_stopped(
    record: Record, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    reviewer = Reviewer(record, Budget(playouts=30, seeds=1))
    reviewer.step()
    path = written(tmp_path, "review.json", reviewer.to_json())
    assert main(["review", str(path), "--json"]) == 0
    review = json.loads(capsys.readouterr().out)
    assert review["finished"] and review["budget"]["playouts"] == 30


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda r: {**r, "actions": [*r["actions"][:3], "dice 6 6 6 6 6 6 6 6", *r["actions"][4:]]}, "step 4"),
        (lambda r: {**r, "format": "chess"}, "is not a Vegas game record, save or review"),
        (lambda r: {**r, "game": {"rules": "backgammon", "players": 2}}, "unknown rule set 'backgammon'"),
        (lambda r: "{not json", "not valid JSON"),
    ],
)
def test_a_damaged_or_foreign_file_is_refused_and_left_as_it_was(
    record: Record, tmp_path: Path, capsys: pytest.CaptureFixture[str], change: object, said: str
) -> None:
    data = change(record.to_json())  # type: ignore[operator]
    path = tmp_path / "game.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    before = path.read_bytes()
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and said in err and err.count("\n") == 1
    assert path.read_bytes() == before and list(tmp_path.iterdir()) == [path]


def test_a_missing_file_or_a_bad_budget_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(tmp_path / "none.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main(["review", str(tmp_path / "none.json"), "--seeds", "0"]) == 2
    assert "--playouts and --seeds must be 1 or more" in capsys.readouterr().err
