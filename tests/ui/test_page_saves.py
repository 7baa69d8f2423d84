"""The page's saved game (``vegas.ui.app.saves``): written, read back, and a refused save kept aside, never lost."""

from __future__ import annotations

import json

from vegas.ui.app.saves import (
    BROKEN_KEPT,
    BROKEN_PREFIX,
    SAVE_KEY,
    WRITTEN,
    SavedGame,
    Stamp,
    Written,
    broken_stamp,
    builds_on,
    kept,
    may_write,
    written,
)
from vegas.ui.table import Settings, Table

from .fake_dom import Storage


def played(moves: int = 6) -> Table:
    table = Table.new(Settings.default(3))
    for _ in range(moves):
        one_more(table)
    return table


def one_more(table: Table) -> None:
    """The table's next move (its chance resolved first)."""
    table.resolve_chance()
    if table.human_to_move():
        table.play(table.human_actions()[0])
    else:
        table.play_bot_action(table.bot().choose(table.state))


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


# ---------------------------------------------------------------- which position is newer (two pages, one save)


def stamped(storage: Storage) -> Written:
    found = written(storage.getItem(SAVE_KEY))
    assert found is not None
    return found


def test_each_write_counts_up_and_names_the_position_it_was_written_over():
    storage = Storage()
    saves = SavedGame(storage)
    table = played(2)
    assert saves.write(table)
    first = stamped(storage)
    assert first.stamp.revision == 1 and first.over == "" and first.sound
    one_more(table)
    assert saves.write(table)
    second = stamped(storage)
    assert second.stamp.revision == 2 and second.over == str(first.stamp) and builds_on(second, first.stamp)
    assert saves.write(table) and stamped(storage) == second  # the very game stored: nothing written


def test_a_stale_page_offering_an_older_position_is_refused_at_the_write_and_the_save_stands():
    storage = Storage()
    ahead, behind = SavedGame(storage), SavedGame(storage)
    table = played(2)
    ahead.write(table)
    behind.load("en")  # both pages read revision 1
    one_more(table)
    ahead.write(table)  # the page that plays moves on: revision 2
    told: list[str] = []
    behind.refused = lambda: told.append("refused")
    before = storage.getItem(SAVE_KEY)
    assert not behind.write(played(2)) and told == ["refused"]  # its older position, written over nothing
    assert not behind.write(played(3)) and storage.getItem(SAVE_KEY) == before  # nor any other, from behind
    assert behind.load("en")[0] is not None and behind.write(table)  # once it read the save, it may write again


def test_a_tampered_save_is_not_what_its_stamp_says_and_builds_on_nothing():
    storage = Storage()
    saves = SavedGame(storage)
    table = played(4)
    saves.write(played(2))
    saves.write(table)
    mine = stamped(storage)
    data = json.loads(storage.getItem(SAVE_KEY))
    data["record"]["actions"] = data["record"]["actions"][:-1]  # a move taken back by hand, its stamp left as it was
    storage.setItem(SAVE_KEY, json.dumps(data))
    tampered = stamped(storage)
    assert not tampered.sound and tampered.stamp != mine.stamp
    assert not may_write(tampered, mine.stamp) and not saves.write(table)  # the page behind it refuses to write over
    data[WRITTEN]["over"], data[WRITTEN]["revision"] = str(mine.stamp), mine.stamp.revision + 5
    assert not builds_on(written(json.dumps(data)), mine.stamp)  # claiming to continue it does not make it so


def test_an_older_save_from_elsewhere_never_builds_on_a_newer_position():
    older, newer = Written(Stamp(3, "a" * 16), "2-" + "b" * 16, True), Stamp(4, "c" * 16)
    assert not builds_on(older, newer)
    assert not builds_on(Written(Stamp(4, "d" * 16), str(newer), True), newer)  # the same revision is not newer
    assert builds_on(Written(Stamp(5, "d" * 16), str(newer), True), newer)


def test_a_save_from_before_stamps_reads_as_revision_0_and_a_page_that_read_it_may_write_over_it():
    storage = Storage({SAVE_KEY: json.dumps(played(2).to_save())})
    saves = SavedGame(storage)
    assert stamped(storage).stamp.revision == 0 and stamped(storage).sound
    assert saves.load("en")[0] is not None and saves.write(played(3))
    assert stamped(storage).stamp.revision == 1


def test_whether_this_page_s_last_position_was_kept_by_the_save_written_next():
    mine = Stamp(4, "a" * 16)
    assert kept(Written(mine, "3-x", True), mine) is None  # still the stored save
    assert kept(Written(Stamp(5, "b" * 16), str(mine), True), mine) is True  # written over it
    assert kept(Written(Stamp(5, "a" * 16), "4-other", True), mine) is True  # the very same game, from elsewhere
    assert kept(Written(Stamp(5, "b" * 16), "4-other", True), mine) is False  # written over something else
    assert kept(None, mine) is False
