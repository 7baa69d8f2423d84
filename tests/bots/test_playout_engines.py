"""The bots find a game's own playouts through its registry entry (``RuleSet.playouts``), never by its class: a
game that names an engine gets it from ``hard`` with no edit in ``vegas/bots/``, one that names none is searched
through the generic state API."""

import dataclasses
import random

from tests.bots.test_legal import random_positions
from vegas.bots.knizia.plan import KniziaPath
from vegas.bots.search import HardBot
from vegas.core.registry import RULESETS, registered


class CountedPath(KniziaPath):
    """Knizia's playouts, counting how often ``hard`` asked for them."""

    made = 0

    def __init__(self, *arguments: object) -> None:
        CountedPath.made += 1
        super().__init__(*arguments)  # type: ignore[arg-type]


def test_hard_searches_with_the_playouts_the_entry_names():
    entry = dataclasses.replace(RULESETS["knizia"], id="knizia-counted", playouts=f"{__name__}:CountedPath")
    with registered(entry):
        positions = random_positions(entry.id, 2, 4, seed=5)
        bot = HardBot(random.Random(1), budget=40)
        for state in positions:
            assert bot.choose(state) in state.legal_actions()
    assert CountedPath.made >= 1


def test_a_game_that_names_no_playouts_is_searched_through_the_generic_api(monkeypatch):
    made = []
    planned = KniziaPath.__init__
    monkeypatch.setattr(KniziaPath, "__init__", lambda self, *a: made.append(a) or planned(self, *a))
    plain = dataclasses.replace(RULESETS["knizia"], id="knizia-plain", playouts=None)
    planned_paths = {}
    with registered(plain):
        for rules in ("knizia", plain.id):
            before = len(made)
            for state in random_positions(rules, 2, 3, seed=6):
                assert HardBot(random.Random(2), budget=40).choose(state) in state.legal_actions()
            planned_paths[rules] = len(made) - before
    assert planned_paths["knizia"] > 0 and planned_paths[plain.id] == 0, planned_paths


def test_every_named_engine_is_found():
    for entry in RULESETS.values():
        assert entry.playouts is None or callable(entry.playout_engine()), entry.id
