"""Which game the page opens with (``vegas.ui.app.opening``): a link never erases a game in progress, a bad
link is explained, the form greets only a first visit."""

from __future__ import annotations

from dataclasses import replace

import pytest

from vegas.ui.app.opening import link_resumes, opening
from vegas.ui.table import Settings, Table
from vegas.ui.text import t


def saved_game(seed: int = 7, players: int = 3, to_end: bool = False) -> Table:
    table = Table.new(replace(Settings.default(players), seed=seed))
    while not table.state.is_terminal() and (to_end or len(table.match.actions) < 8):
        table.resolve_chance()
        if table.state.is_terminal():
            break
        if table.human_to_move():
            table.play(table.human_actions()[0])
        else:
            table.play_bot_action(table.bot().choose(table.state))
    return table


class Loads:
    """The page's reading of its save, counted."""

    def __init__(self, table: Table | None) -> None:
        self.table = table
        self.count = 0

    def __call__(self) -> Table | None:
        self.count += 1
        return self.table


def test_a_return_visit_resumes_the_saved_game_quietly():
    saved = saved_game()
    found = opening({}, Loads(saved), "en", first_visit=False, invited=False)
    assert found.table is saved
    assert (found.form, found.notice, found.forget_link) == (None, "", False)


def test_a_first_visit_opens_the_new_game_form_on_the_default_game():
    found = opening({}, Loads(None), "fr", first_visit=True, invited=False)
    assert found.form is found.table.settings
    assert found.table.settings.seats[0].name == "Vous"
    assert found.note == "" and found.seed == ""


def test_an_invitation_or_a_refused_save_opens_no_form():
    assert opening({}, Loads(None), "en", first_visit=True, invited=True).form is None  # its own dialog
    assert opening({}, Loads(None), "en", first_visit=False, invited=False).form is None  # the notice stays seen


def test_a_link_to_the_saved_deal_resumes_it():
    saved = saved_game(seed=7)
    found = opening({"seed": "7", "players": "3"}, Loads(saved), "en", first_visit=False, invited=False)
    assert found.table is saved and found.form is None


def test_a_link_to_another_game_keeps_the_game_in_progress_and_asks_with_the_form():
    saved = saved_game(seed=7)
    found = opening({"seed": "8", "players": "3"}, Loads(saved), "en", first_visit=False, invited=False)
    assert found.table is saved
    assert found.form is not None and found.form.seed == 8 and len(found.form.seats) == 3
    assert (found.note, found.seed, found.forget_link) == ("link_other_game", "8", True)


def test_a_link_to_another_game_deals_it_once_the_saved_one_is_over():
    saved = saved_game(seed=7, to_end=True)
    assert saved.state.is_terminal()
    found = opening({"seed": "8", "players": "4"}, Loads(saved), "en", first_visit=False, invited=False)
    assert found.table is not saved and found.table.seed == 8 and len(found.table.settings.seats) == 4
    assert found.form is None and found.forget_link


@pytest.mark.parametrize("saved", [None, "a game"])
def test_a_bad_link_is_explained_and_the_game_in_progress_goes_on(saved):
    table = saved_game() if saved else None
    loads = Loads(table)
    found = opening({"players": "9"}, loads, "en", first_visit=False, invited=False)
    assert found.forget_link and loads.count == 1 and found.form is None
    reason = "these rules are for 2 to 5 players"
    if table is None:
        assert found.notice == t("en", "bad_url", reason=reason)
        assert replace(found.table.settings, seed=None) == Settings.default(lang="en")
    else:
        assert found.notice == t("en", "bad_url_kept", reason=reason)
        assert found.table is table


def test_the_save_is_read_once_whatever_the_address():
    for query in ({}, {"seed": "3"}, {"rules": "nonsense"}):
        loads = Loads(None)
        opening(query, loads, "en", first_visit=False, invited=False)
        assert loads.count == 1


def test_a_seedless_link_resumes_a_game_of_its_table_in_progress_but_not_one_that_is_over():
    wanted = replace(Settings.default(3), seed=None)
    assert link_resumes(saved_game(seed=5), wanted)
    assert not link_resumes(saved_game(seed=5, to_end=True), wanted)
    assert not link_resumes(saved_game(seed=5), replace(Settings.default(4), seed=None))
    assert not link_resumes(saved_game(seed=5), replace(Settings.default(3, "royale-basic"), seed=None))
