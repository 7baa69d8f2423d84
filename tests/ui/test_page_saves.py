"""The page's saved game (``vegas.ui.app.saves``): written, read back, and a refused save kept aside, never lost."""

from __future__ import annotations

import json

from vegas.ui.app.saves import BROKEN_KEPT, BROKEN_PREFIX, SAVE_KEY, SavedGame, broken_stamp
from vegas.ui.table import Settings, Table

from .fake_dom import Storage


def played(moves: int = 6) -> Table:
    table = Table.new(Settings.default(3))
    for _ in range(moves):
        table.resolve_chance()
        if table.human_to_move():
            table.play(table.human_actions()[0])
        else:
            table.play_bot_action(table.bot().choose(table.state))
    return table


def test_a_written_game_reads_back_as_the_same_record():
    storage = Storage()
    saves = SavedGame(storage)
    table = played()
    saves.write(table)
    loaded, problem = saves.load("en")
    assert problem == "" and loaded is not None
    assert loaded.match.record().to_json() == table.match.record().to_json()
    assert loaded.settings == table.settings


def test_no_table_writes_nothing_and_no_save_reads_as_none_without_a_reason():
    storage = Storage()
    saves = SavedGame(storage)
    saves.write(None)
    assert storage.items == {}
    assert saves.load("en") == (None, "")


def test_a_refused_save_is_kept_aside_under_a_key_of_its_own_and_the_reason_names_it():
    storage = Storage({SAVE_KEY: '{"settings": 1'})
    saves = SavedGame(storage, clock=lambda: 1234.5)
    loaded, problem = saves.load("en")
    assert loaded is None
    key = f"{BROKEN_PREFIX}1234500"
    assert storage.items == {key: '{"settings": 1'}  # the save is gone from its place, kept whole beside it
    assert key in problem


def test_a_save_the_engine_refuses_is_kept_aside_with_the_engines_reason():
    save = played().to_save()
    save["record"]["actions"].append("place 9")
    storage = Storage({SAVE_KEY: json.dumps(save)})
    loaded, problem = SavedGame(storage, clock=lambda: 1.0).load("en")
    assert loaded is None and SAVE_KEY not in storage.items
    assert storage.items[f"{BROKEN_PREFIX}1000"] == json.dumps(save)
    assert "place 9" in problem


def test_a_deeply_nested_save_is_refused_saying_how_deep():
    raw = "[" * 5000 + "]" * 5000
    loaded, problem = SavedGame(Storage({SAVE_KEY: raw}), clock=lambda: 1.0).load("en")
    assert loaded is None and "5000" in problem


def test_two_refusals_in_the_same_millisecond_keep_both():
    storage = Storage()
    saves = SavedGame(storage, clock=lambda: 2.0)
    assert saves.keep_aside("first") == f"{BROKEN_PREFIX}2000"
    assert saves.keep_aside("second") == f"{BROKEN_PREFIX}2001"
    assert sorted(storage.items.values()) == ["first", "second"]


def test_only_the_newest_refused_saves_are_kept():
    storage = Storage({"vegas.lang": "fr"})
    now = [10.0]
    saves = SavedGame(storage, clock=lambda: now[0])
    for n in range(BROKEN_KEPT + 2):
        now[0] = 10.0 + n
        saves.keep_aside(f"save {n}")
    kept = sorted((broken_stamp(key), value) for key, value in storage.items.items() if broken_stamp(key))
    assert [value for _, value in kept] == [f"save {n}" for n in range(2, BROKEN_KEPT + 2)]
    assert storage.items["vegas.lang"] == "fr"  # other keys are never touched


def test_set_aside_keeps_whatever_the_save_holds():
    storage = Storage({SAVE_KEY: "a save the page could not start from"})
    SavedGame(storage, clock=lambda: 3.0).set_aside()
    assert storage.items == {f"{BROKEN_PREFIX}3000": "a save the page could not start from"}


def test_only_keys_of_kept_saves_have_a_stamp():
    assert broken_stamp(f"{BROKEN_PREFIX}17") == 17
    assert broken_stamp(f"{BROKEN_PREFIX}x1") is None
    assert broken_stamp(SAVE_KEY) is None
    assert broken_stamp(None) is None
